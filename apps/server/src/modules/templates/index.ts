/**
 * The templates module's public API: one renderer for e-mail, SMS and tracking-page templates
 * (bracketed placeholders, values escaped, HTML sanitised) and the read-model that loads a
 * shipment's placeholder values.
 */
export { cachedTemplateMerchant, forgetTemplateMerchant, forgetTemplateMerchants } from './cached-merchant.js';
export { loadSampleTemplateValues, loadTemplateSources, loadTemplateValues, templateValuesOf, type TemplateShipmentSource } from './load-values.js';
export { renderEmail, renderPage, renderSms, type RenderedEmail } from './render.js';
export { TIMELINE_LIMIT } from './repository.js';
export { sanitizeTemplateHtml } from './sanitize.js';
export type { TemplateValues, TemplateWording } from './values.js';
