import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countSms } from '@trailpost/contracts';

/**
 * A local server that speaks Twilio's Messages API (2010-04-01) as its reference documents it:
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP basic auth (Account SID and
 * Auth Token) and a form-encoded body; 201 with the message resource, or Twilio's error object
 * `{ code, message, more_info, status }`. Numbers listed as invalid get error 21211, as
 * Twilio's test number +15005550001 does; `failNext` makes the next calls answer 429 or 5xx.
 */
export interface SentSms {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface TwilioServer {
  baseUrl: string;
  /** Messages accepted, in order. */
  messages: SentSms[];
  /** Every call, accepted or not. */
  calls: number;
  failNext(status: 429 | 500 | 503, times?: number): void;
  close(): Promise<void>;
}

export interface TwilioServerOptions {
  accountSid: string;
  authToken: string;
  invalidNumbers?: string[];
}

const E164 = /^\+[1-9]\d{1,14}$/;

const FAILURES = {
  429: { code: 20429, message: 'Too Many Requests' },
  500: { code: 20500, message: 'Internal Server Error' },
  503: { code: 20503, message: 'Service Unavailable' },
} as const;

function reply(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

function twilioError(res: ServerResponse, status: number, code: number, message: string, extra: object = {}) {
  reply(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status, ...extra });
}

function credentials(header: string | undefined): [string, string] | null {
  const match = /^Basic (.+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

export async function startTwilioServer(options: TwilioServerOptions): Promise<TwilioServer> {
  const invalid = new Set(options.invalidNumbers ?? ['+15005550001']);
  const messages: SentSms[] = [];
  const failures: (429 | 500 | 503)[] = [];
  let calls = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      calls += 1;
      const path = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !path) return twilioError(res, 404, 20404, `The requested resource ${req.url} was not found`);
      const [user, password] = credentials(req.headers.authorization) ?? [];
      if (user !== options.accountSid || password !== options.authToken || decodeURIComponent(path[1]!) !== user) {
        return twilioError(res, 401, 20003, 'Authenticate', { detail: 'Your AccountSid or AuthToken was incorrect.' });
      }
      const failure = failures.shift();
      if (failure) return twilioError(res, failure, FAILURES[failure].code, FAILURES[failure].message);
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return twilioError(res, 400, 20001, 'Request body must be application/x-www-form-urlencoded');
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To');
      const from = form.get('From');
      const messagingServiceSid = form.get('MessagingServiceSid');
      const body = form.get('Body');
      if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
      if (!from && !messagingServiceSid) return twilioError(res, 400, 21603, "A 'From' phone number is required.");
      if (!body) return twilioError(res, 400, 21602, 'Message body is required.');
      if (!E164.test(to) || invalid.has(to)) return twilioError(res, 400, 21211, `Invalid 'To' Phone Number: ${to}`);

      const sid = `SM${randomBytes(16).toString('hex')}`;
      messages.push({ sid, to, from, messagingServiceSid, body });
      const now = new Date().toUTCString().replace('GMT', '+0000');
      const uri = `/2010-04-01/Accounts/${user}/Messages/${sid}.json`;
      reply(res, 201, {
        account_sid: user,
        api_version: '2010-04-01',
        body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: messagingServiceSid ? null : from,
        messaging_service_sid: messagingServiceSid,
        num_media: '0',
        // A messaging service picks the sender later: Twilio reports 0 segments until then.
        num_segments: messagingServiceSid ? '0' : String(countSms(body).segments),
        price: null,
        price_unit: 'USD',
        sid,
        status: messagingServiceSid ? 'accepted' : 'queued',
        subresource_uris: { media: uri.replace('.json', '/Media.json') },
        to,
        uri,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    messages,
    get calls() {
      return calls;
    },
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
