/** An expected failure with the HTTP status and the message(s) the client shows. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messages: string[];
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string | string[], headers: Record<string, string> = {}) {
    const messages = Array.isArray(message) ? message : [message];
    super(messages[0]);
    this.statusCode = statusCode;
    this.messages = messages;
    this.headers = headers;
  }
}

export const badRequest = (message: string | string[]) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
