import { z } from 'zod';
import {
  envelopeOf,
  pagedEnvelopeOf,
  trackingTemplateIdParams,
  trackingTemplateInput,
  trackingTemplateListItem,
  trackingTemplatePreview,
  trackingTemplatePreviewInput,
  trackingTemplateView,
  trackingPageSettingsFields,
  trackingPageSettingsView,
  trackingPageTextsBody,
  trackingPageTextsQuery,
  trackingPageTextsView,
  wholeListQuery,
} from '@trailpost/contracts';

const tags = ['Tracking-page templates'];
const nothing = envelopeOf(z.null());
const SETTINGS = 'Needs the Settings access (the main account, or a sub-user whose role includes Settings).';

export const listTrackingTemplatesSchema = {
  tags,
  summary: "The account's tracking-page templates, the default first (an account without one is given the built-in default)",
  description: `Lists the account's tracking-page templates without their HTML, the default (\`is_default_template: 1\`) first, then the newest. An account with no default yet is given the built-in "Default Template" by this call. ${SETTINGS}`,
  querystring: wholeListQuery,
  response: { 200: pagedEnvelopeOf(trackingTemplateListItem) },
};
export const getTrackingTemplateSchema = {
  tags,
  summary: 'A tracking-page template',
  description: `Answers one tracking-page template with its sanitised HTML. 404 when the id is not one of the account's templates. ${SETTINGS}`,
  params: trackingTemplateIdParams,
  response: { 200: envelopeOf(trackingTemplateView) },
};
export const createTrackingTemplateSchema = {
  tags,
  summary: "Add a tracking-page template (its HTML is sanitised; the account's first becomes the default)",
  description: `Creates a tracking-page template (a copy is created the same way, with the copied HTML). The HTML is stored sanitised; when the account has no default template yet, the new one becomes the default that public tracking pages show. ${SETTINGS}`,
  body: trackingTemplateInput,
  response: { 200: envelopeOf(trackingTemplateView) },
};
export const updateTrackingTemplateSchema = {
  tags,
  summary: 'Change a tracking-page template (its HTML is sanitised)',
  description: `Replaces a template's name and HTML (stored sanitised); whether it is the default does not change. When it is the default, public tracking pages show the new version within seconds. 404 when the id is not one of the account's templates. ${SETTINGS}`,
  params: trackingTemplateIdParams,
  body: trackingTemplateInput,
  response: { 200: envelopeOf(trackingTemplateView) },
};
export const deleteTrackingTemplateSchema = {
  tags,
  summary: 'Delete a tracking-page template (not the default)',
  description: `Deletes a tracking-page template. The default template cannot be deleted (400): make another one the default first. 404 when the id is not one of the account's templates. ${SETTINGS}`,
  params: trackingTemplateIdParams,
  response: { 200: nothing },
};
export const makeDefaultTrackingTemplateSchema = {
  tags,
  summary: 'Make a template the one the public tracking pages use',
  description: `Makes this template the account's default, the one public tracking pages show; the previous default stops being it. 404 when the id is not one of the account's templates. ${SETTINGS}`,
  params: trackingTemplateIdParams,
  response: { 200: envelopeOf(trackingTemplateView) },
};
export const previewTrackingTemplateSchema = {
  tags,
  summary: 'Unsaved template HTML, sanitised and filled with sample values, for the preview tab',
  description: `Answers the HTML sent, sanitised as a saved page would be and filled with a sample shipment and the account's organization details, dates in the account's format and time zone; nothing is saved. At most 60 previews a minute per account. ${SETTINGS}`,
  body: trackingTemplatePreviewInput,
  response: { 200: envelopeOf(trackingTemplatePreview) },
};

const pageSettingsTags = ['Tracking-page settings'];

export const getTrackingPageSettingsSchema = {
  tags: pageSettingsTags,
  summary: "How the account's public tracking pages answer lookups, and in which language (Settings › Tracking Page)",
  description: `Answers the account's tracking-page settings: \`order_lookup_verification\`, whether an order-number lookup needs the order's e-mail or postal code and a tracking-number lookup hides the customer's details, and \`default_language\`, the page's language when nothing else chooses one. An account that never saved them has the defaults of a new page (\`true\`, \`en\`). ${SETTINGS}`,
  response: { 200: envelopeOf(trackingPageSettingsView) },
};
export const saveTrackingPageSettingsSchema = {
  tags: pageSettingsTags,
  summary: "Save how the account's public tracking pages answer lookups",
  description: `Saves the account's tracking-page settings; the public pages follow them within seconds. A change is recorded as \`tracking_page.settings_updated\` in the audit log. ${SETTINGS}`,
  body: trackingPageSettingsFields,
  response: { 200: envelopeOf(trackingPageSettingsView) },
};

export const getTrackingPageTextsSchema = {
  tags: pageSettingsTags,
  summary: "The public page's texts in one language, with the account's own wording",
  description: `Answers every text of the public tracking page in \`language\`: its key, what the message file says and the account's own wording (\`custom\`, null when none). ${SETTINGS}`,
  querystring: trackingPageTextsQuery,
  response: { 200: envelopeOf(trackingPageTextsView) },
};
export const saveTrackingPageTextsSchema = {
  tags: pageSettingsTags,
  summary: "Save the account's own wording of the public page in one language",
  description: `Replaces the account's wording of \`language\`: each key a text of the page (400 for another), each text at most 500 characters keeping the original's \`{placeholders}\` (400 otherwise); an empty text, or one equal to the message file's, is the message file's again. The public pages show it within seconds; recorded as \`tracking_page.settings_updated\` in the audit log. ${SETTINGS}`,
  body: trackingPageTextsBody,
  response: { 200: envelopeOf(trackingPageTextsView) },
};
