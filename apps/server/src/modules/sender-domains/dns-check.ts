import { SENDER_DOMAIN_RECORDS, SENDER_DOMAIN_MESSAGES, type SenderDomainRecord } from '@trailpost/contracts';
import { dnsResolver } from '../../platform/dns-servers.js';
import type { DnsRecords } from './records.js';

export type RecordState = 'ok' | 'missing' | 'wrong' | 'unchecked';

export interface RecordCheck {
  record: SenderDomainRecord;
  host: string;
  expected: string;
  state: RecordState;
  /** What the CNAME pointed to, when it pointed somewhere. */
  found: string[];
}

export interface DomainCheck {
  verified: boolean;
  checkedAt: string;
  records: RecordCheck[];
}

/** Answers that mean "no such record"; anything else (timeout, refusal, SERVFAIL) means "could not ask". */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND']);
const canonical = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** Looks each CNAME up through the configured resolvers, all three at once. */
export async function checkRecords(options: { servers: string[] | null; timeoutMs: number }, records: DnsRecords, now = new Date()): Promise<DomainCheck> {
  const resolver = dnsResolver(options);
  const checks = await Promise.all(
    SENDER_DOMAIN_RECORDS.map(async (record): Promise<RecordCheck> => {
      const { host, data } = records[record];
      const base = { record, host, expected: data };
      try {
        const found = (await resolver.resolveCname(host)).map(canonical);
        return { ...base, state: found.includes(canonical(data)) ? 'ok' : 'wrong', found };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        return { ...base, state: ABSENT.has(code) ? 'missing' : 'unchecked', found: [] };
      }
    }),
  );
  return { verified: checks.every((check) => check.state === 'ok'), checkedAt: now.toISOString(), records: checks };
}

/** The one message a failed check answers with, naming each record that is not right. */
export function failureMessage(check: DomainCheck): string {
  const failing = check.records.filter((record) => record.state !== 'ok');
  if (failing.every((record) => record.state === 'unchecked')) return SENDER_DOMAIN_MESSAGES.dnsUnavailable;
  return SENDER_DOMAIN_MESSAGES.notVerified(
    failing.map((record) => {
      if (record.state === 'missing') return SENDER_DOMAIN_MESSAGES.recordMissing(record.record, record.host);
      if (record.state === 'wrong') return SENDER_DOMAIN_MESSAGES.recordWrong(record.record, record.host, record.found.join(', '), record.expected);
      return SENDER_DOMAIN_MESSAGES.recordUnchecked(record.record, record.host);
    }),
  );
}
