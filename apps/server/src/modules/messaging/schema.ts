import { z } from 'zod';
import {
  emailTemplateBody,
  emailTemplateListItem,
  emailTemplateView,
  envelopeOf,
  messageLogItem,
  messageLogQuery,
  pagedEnvelopeOf,
  smsSettingsFields,
  smsSettingsView,
  smsTemplateBody,
  smsTemplateView,
  templateIdParams,
  testEmailBody,
  wholeListQuery,
} from '@trailpost/contracts';

const emailTags = ['E-mail templates'];
const smsTags = ['SMS templates'];
const nothing = envelopeOf(z.null());
const SETTINGS = 'Needs the Settings access (the main account, or a sub-user whose role includes Settings).';

export const listEmailTemplatesSchema = {
  tags: emailTags,
  summary: "The account's e-mail templates",
  description: `Lists the account's e-mail templates, oldest first, each with its id, name, subject, its variants' languages and last change; \`GET /email_template/{id}\` gives the whole template. ${SETTINGS}`,
  querystring: wholeListQuery,
  response: { 200: pagedEnvelopeOf(emailTemplateListItem) },
};
export const getEmailTemplateSchema = {
  tags: emailTags,
  summary: 'An e-mail template',
  description: `Answers one e-mail template with all its fields; \`from_email\` is the default no-reply address when the template names none. 404 when the id is not one of the account's templates. ${SETTINGS}`,
  params: templateIdParams,
  response: { 200: envelopeOf(emailTemplateView) },
};
export const createEmailTemplateSchema = {
  tags: emailTags,
  summary: 'Add an e-mail template (its HTML is sanitised)',
  description: `Creates an e-mail template for automation rules to send. \`from_email\` must be the default no-reply address or an address added on one of the account's verified e-mail domains (else 400); the body is stored sanitised. ${SETTINGS}`,
  body: emailTemplateBody,
  response: { 200: envelopeOf(emailTemplateView) },
};
export const updateEmailTemplateSchema = {
  tags: emailTags,
  summary: 'Change an e-mail template',
  description: `Replaces every field of an e-mail template with the body sent, under the same rules as creating one; rules that send the template use the new version from then on. 404 when the id is not one of the account's templates. ${SETTINGS}`,
  params: templateIdParams,
  body: emailTemplateBody,
  response: { 200: envelopeOf(emailTemplateView) },
};
export const deleteEmailTemplateSchema = {
  tags: emailTags,
  summary: 'Delete an e-mail template',
  description: `Deletes an e-mail template. Automation rules that still name it skip their e-mail action from then on ("The template no longer exists." in the rule's log). 404 when the id is not one of the account's templates. ${SETTINGS}`,
  params: templateIdParams,
  response: { 200: nothing },
};
export const testEmailTemplateSchema = {
  tags: emailTags,
  summary: 'Send the template, filled with sample values, to one address',
  description: `Queues one e-mail of the saved template (not unsaved editor changes) to \`to_email\`, its placeholders filled with a sample shipment and the account's organization details; with \`language\`, the template's variant in that language, its placeholders in it (400 when the saved template has none). The message log lists it as a test. ${SETTINGS}`,
  params: templateIdParams,
  body: testEmailBody,
  response: { 200: nothing },
};

export const listSmsTemplatesSchema = {
  tags: smsTags,
  summary: "The account's SMS templates",
  description: `Lists the account's SMS templates, oldest first, each with its whole text. ${SETTINGS}`,
  querystring: wholeListQuery,
  response: { 200: pagedEnvelopeOf(smsTemplateView) },
};
export const getSmsTemplateSchema = {
  tags: smsTags,
  summary: 'An SMS template',
  description: `Answers one SMS template. 404 when the id is not one of the account's templates. ${SETTINGS}`,
  params: templateIdParams,
  response: { 200: envelopeOf(smsTemplateView) },
};
export const createSmsTemplateSchema = {
  tags: smsTags,
  summary: 'Add an SMS template (at most 4 SMS)',
  description: `Creates an SMS template for automation rules to send; its text must fit in 4 SMS (612 GSM-7 units). ${SETTINGS}`,
  body: smsTemplateBody,
  response: { 200: envelopeOf(smsTemplateView) },
};
export const updateSmsTemplateSchema = {
  tags: smsTags,
  summary: 'Change an SMS template',
  description: `Replaces the name and text of an SMS template; rules that send the template use the new text from then on. 404 when the id is not one of the account's templates. ${SETTINGS}`,
  params: templateIdParams,
  body: smsTemplateBody,
  response: { 200: envelopeOf(smsTemplateView) },
};
export const deleteSmsTemplateSchema = {
  tags: smsTags,
  summary: 'Delete an SMS template',
  description: `Deletes an SMS template. Automation rules that still name it skip their SMS action from then on ("The template no longer exists." in the rule's log). 404 when the id is not one of the account's templates. ${SETTINGS}`,
  params: templateIdParams,
  response: { 200: nothing },
};

export const messageLogSchema = {
  tags: ['Message log'],
  summary: "A page of the messages sent to the account's customers and as tests, with each one's status (meta.total_records counts them all)",
  description: `Lists the e-mails and SMS that automation rules sent to the account's customers, and the test e-mails, newest first, 25 per page, each with its state, attempts and last error. The product's own e-mails to the account (sign-in, invitations, alerts) are not listed. ${SETTINGS}`,
  querystring: messageLogQuery,
  response: { 200: pagedEnvelopeOf(messageLogItem) },
};

export const getSmsSettingsSchema = {
  tags: smsTags,
  summary: "The account's SMS quiet hours",
  description: `Answers \`sms_quiet_hours\`: the hours, in each recipient's time zone, when an automation's SMS waits instead of going out (\`null\`: none). An account that never saved them has 21:00 to 08:00. ${SETTINGS}`,
  response: { 200: envelopeOf(smsSettingsView) },
};
export const saveSmsSettingsSchema = {
  tags: smsTags,
  summary: "Save the account's SMS quiet hours",
  description: `Saves the quiet hours (\`HH:MM\` start and end, different from each other; an end earlier than the start is the next morning) or \`null\` for none. An SMS due inside them in the recipient's time zone (from the shipment's destination, else the number's country, else the account's country) is held until they end; one already held keeps its time. Recorded as \`sms.settings_updated\` in the audit log. ${SETTINGS}`,
  body: smsSettingsFields,
  response: { 200: envelopeOf(smsSettingsView) },
};

