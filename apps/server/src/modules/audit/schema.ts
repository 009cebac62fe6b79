import { auditFilterQuery, auditList, auditListQuery, envelopeOf } from '@trailpost/contracts';

const tags = ['Audit log'];

export const listSchema = {
  tags,
  summary: "Who changed what in the account, newest first (the account owner's only)",
  querystring: auditListQuery,
  response: { 200: envelopeOf(auditList) },
};
export const exportSchema = {
  tags,
  summary: 'The audit log entries matching the filters, as an .xlsx file (the account owner\'s only)',
  querystring: auditFilterQuery,
};
