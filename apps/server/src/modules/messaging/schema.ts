import { z } from 'zod';
import { emailTemplateBody, messageLogItem, messageLogQuery, pagedEnvelopeOf, emailTemplateListItem, emailTemplateView, envelopeOf, smsTemplateBody, smsTemplateView, templateIdParams, testEmailBody } from '@trailpost/contracts';

const emailTags = ['E-mail templates'];
const smsTags = ['SMS templates'];
const nothing = envelopeOf(z.null());

export const listEmailTemplatesSchema = { tags: emailTags, summary: "The account's e-mail templates", response: { 200: envelopeOf(z.array(emailTemplateListItem)) } };
export const getEmailTemplateSchema = { tags: emailTags, summary: 'An e-mail template', params: templateIdParams, response: { 200: envelopeOf(emailTemplateView) } };
export const createEmailTemplateSchema = { tags: emailTags, summary: 'Add an e-mail template (its HTML is sanitised)', body: emailTemplateBody, response: { 200: envelopeOf(emailTemplateView) } };
export const updateEmailTemplateSchema = { tags: emailTags, summary: 'Change an e-mail template', params: templateIdParams, body: emailTemplateBody, response: { 200: envelopeOf(emailTemplateView) } };
export const deleteEmailTemplateSchema = { tags: emailTags, summary: 'Delete an e-mail template', params: templateIdParams, response: { 200: nothing } };
export const testEmailTemplateSchema = { tags: emailTags, summary: 'Send the template, filled with sample values, to one address', params: templateIdParams, body: testEmailBody, response: { 200: nothing } };

export const listSmsTemplatesSchema = { tags: smsTags, summary: "The account's SMS templates", response: { 200: envelopeOf(z.array(smsTemplateView)) } };
export const getSmsTemplateSchema = { tags: smsTags, summary: 'An SMS template', params: templateIdParams, response: { 200: envelopeOf(smsTemplateView) } };
export const createSmsTemplateSchema = { tags: smsTags, summary: 'Add an SMS template (at most 4 SMS)', body: smsTemplateBody, response: { 200: envelopeOf(smsTemplateView) } };
export const updateSmsTemplateSchema = { tags: smsTags, summary: 'Change an SMS template', params: templateIdParams, body: smsTemplateBody, response: { 200: envelopeOf(smsTemplateView) } };
export const deleteSmsTemplateSchema = { tags: smsTags, summary: 'Delete an SMS template', params: templateIdParams, response: { 200: nothing } };

export const messageLogSchema = {
  tags: ['Message log'],
  summary: "A page of the messages sent to the account's customers and as tests, with each one's status (meta.total_records counts them all)",
  querystring: messageLogQuery,
  response: { 200: pagedEnvelopeOf(messageLogItem) },
};
