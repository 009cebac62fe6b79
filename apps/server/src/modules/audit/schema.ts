import { auditFilterQuery, auditList, auditListQuery, envelopeOf } from '@trailpost/contracts';

const tags = ['Audit log'];

export const listSchema = {
  tags,
  summary: "Who changed what in the account, newest first (the account owner's only)",
  description:
    "Answers a page of the account's audit log, newest first: sign-ins, team, API key, webhook, store, courier account, domain, organization and automation changes, each with who made it (and through which API key), from which address, and the fields changed before and after, secrets masked. Entries are kept one year. Main account only (403 for a sub-user).",
  querystring: auditListQuery,
  response: { 200: envelopeOf(auditList) },
};
export const exportSchema = {
  tags,
  summary: 'The audit log entries matching the filters, as an .xlsx file (the account owner\'s only)',
  description:
    "Answers every audit log entry matching the filters, newest first, as an .xlsx attachment with the columns When, Who, Address, Action, Target and What changed; dates are in the user's time zone and date format. Answered at once, not queued. Main account only (403 for a sub-user).",
  querystring: auditFilterQuery,
};
