import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a secret: signed file addresses, reset links, stream tickets. */
const SECRET_PARAMETERS = /^(token|ticket|signature|sig|key|secret|password|code)$/i;

/** A request URL fit for the log: the value of every secret-bearing parameter replaced. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const parameters = new URLSearchParams(url.slice(question + 1));
  let redacted = false;
  for (const name of new Set(parameters.keys())) {
    if (!SECRET_PARAMETERS.test(name)) continue;
    parameters.set(name, 'redacted');
    redacted = true;
  }
  return redacted ? `${url.slice(0, question)}?${parameters.toString()}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Structured JSON logs without credentials: no auth header, cookie, or secret in a URL. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
