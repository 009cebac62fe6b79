import { toSentLineBreaks } from '@trailpost/contracts';
import type { Config, SmsConfig } from '../config.js';
import { createSafeFetch, OutboundError, type SafeFetch } from './safe-fetch.js';

/**
 * SMS through a Twilio-compatible Messages API (2010-04-01): one form-encoded POST per message
 * to `{base}/2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP basic auth, through
 * safe-fetch. Twilio answers 201 with the message resource (`sid`, `status`) or an error object
 * (`code`, `message`, `more_info`, `status`).
 */
export interface SmsMessage {
  /** E.164, as normaliseSmsNumber gives it. */
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<{ providerId: string; status: string }>;
}

/**
 * A send that did not happen. Retryable: the provider was busy or down (429, 5xx) or could not
 * be reached; trying later may work. Otherwise the provider refused this message or these
 * credentials (e.g. 21211 invalid 'To' number, 20003 authentication): sending it again cannot
 * succeed. `code` is the provider's error code when it gave one.
 */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code?: number,
    readonly httpStatus?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface TwilioMessage {
  sid?: unknown;
  status?: unknown;
}

interface TwilioError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  more_info?: unknown;
}

/** Twilio sends a messaging service's SID (MG...) in its own field; anything else is the sender. */
export function smsForm(config: SmsConfig, message: SmsMessage): URLSearchParams {
  const form = new URLSearchParams({ To: message.to });
  if (/^MG[0-9a-f]{32}$/i.test(config.from)) form.set('MessagingServiceSid', config.from);
  else form.set('From', config.from);
  // The count shown to the merchant treats every line break as CR LF: send what was counted.
  form.set('Body', toSentLineBreaks(message.body));
  return form;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function providerError(status: number, payload: TwilioError | null): SmsDeliveryError {
  const code = typeof payload?.code === 'number' ? payload.code : undefined;
  const text = typeof payload?.message === 'string' && payload.message ? payload.message : `The SMS provider answered HTTP ${status}`;
  const detail = typeof payload?.detail === 'string' && payload.detail ? `: ${payload.detail}` : '';
  const retryable = status === 429 || status >= 500;
  return new SmsDeliveryError(`${text}${detail}`, retryable, code, status);
}

export function createSmsSender(config: Pick<Config, 'sms' | 'outboundAllowCidrs'>, http?: SafeFetch): SmsSender | null {
  const sms = config.sms;
  if (!sms) return null;
  const client = http ?? createSafeFetch({ allowCidrs: config.outboundAllowCidrs });
  const url = `${sms.providerUrl}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;

  return {
    async send(message) {
      let response: Response;
      try {
        response = await client(url, {
          method: 'POST',
          headers: { authorization, accept: 'application/json' },
          body: smsForm(sms, message),
        });
      } catch (error) {
        if (error instanceof OutboundError) throw new SmsDeliveryError(error.message, error.retryable, undefined, undefined, { cause: error });
        throw error;
      }
      const payload = readJson(await response.text());
      if (!response.ok) throw providerError(response.status, payload as TwilioError | null);
      const { sid, status } = (payload ?? {}) as TwilioMessage;
      // Accepted but unnamed: it may well go out, so sending again could text the customer twice.
      if (typeof sid !== 'string' || !sid) throw new SmsDeliveryError(`The SMS provider accepted the message without naming it (HTTP ${response.status})`, false, undefined, response.status);
      return { providerId: sid, status: typeof status === 'string' ? status : 'queued' };
    },
  };
}
