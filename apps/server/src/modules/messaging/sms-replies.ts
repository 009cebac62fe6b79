import { SMS_OPT_IN_KEYWORDS, SMS_OPT_OUT_KEYWORDS, SMS_SETTINGS_MESSAGES } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import { normaliseSmsNumber } from '../../platform/phone.js';
import { isTwilioSignatureValid } from '../../platform/sms-signature.js';
import { deleteOptOut, insertOptOut, latestSmsSenderOf } from './sms-repository.js';

export interface InboundSms {
  /** Every posted parameter, as signed. */
  params: Record<string, string>;
  signature: string | undefined;
  /** The query string the provider posted to, `?…` or empty: part of what it signed. */
  query: string;
}

export type ReplyOutcome = { action: 'opted_out' | 'opted_in'; tenantId: string; number: string } | { action: 'ignored' };

const OPT_OUT = new Set<string>(SMS_OPT_OUT_KEYWORDS);
const OPT_IN = new Set<string>(SMS_OPT_IN_KEYWORDS);

/** The keyword a reply is, if it is one: the whole message, in any case, spaces and end punctuation aside. */
export function keywordOf(body: string): string | null {
  const word = body.trim().replace(/[.!]+$/, '').toUpperCase();
  return OPT_OUT.has(word) || OPT_IN.has(word) ? word : null;
}

/**
 * A customer's reply to the platform's sending number (part 3 "Inbound SMS"): signed by the
 * provider under SMS_AUTH_TOKEN over PUBLIC_URL + /api/sms/inbound and its parameters, or
 * refused (403) and nothing changes. STOP and its kin opt the number out of the SMS of the
 * merchant that texted it last; START and UNSTOP opt it back in; any other text is left alone.
 */
export async function receiveSmsReply(ctx: ServiceContext, inbound: InboundSms): Promise<ReplyOutcome> {
  const token = ctx.config.sms?.authToken;
  const url = `${ctx.config.publicUrl}/api/sms/inbound${inbound.query}`;
  if (!token || !isTwilioSignatureValid(token, inbound.signature, url, inbound.params)) throw forbidden(SMS_SETTINGS_MESSAGES.badSignature);
  const keyword = keywordOf(inbound.params.Body ?? '');
  const number = normaliseSmsNumber(inbound.params.From ?? '');
  if (!keyword || !number.ok) return { action: 'ignored' };
  const tenantId = await latestSmsSenderOf(ctx.db, number.e164);
  if (!tenantId) return { action: 'ignored' };
  if (OPT_OUT.has(keyword)) {
    await insertOptOut(ctx.db, tenantId, number.e164, keyword, new Date());
    return { action: 'opted_out', tenantId, number: number.e164 };
  }
  await deleteOptOut(ctx.db, tenantId, number.e164);
  return { action: 'opted_in', tenantId, number: number.e164 };
}
