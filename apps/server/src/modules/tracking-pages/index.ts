/** The tracking-pages module's public API: other modules, the app, the jobs and start-up import only this file. */
export { publishedTemplateBody } from './published.js';
export { trackingPagesRoutes } from './routes.js';
export { publishedPageSettings } from './page-settings.js';
export { bodyInLanguage, publishedTemplate } from './published.js';
export { trackingPageData, type TrackingPageData } from './page-language.js';
export { messageFileTexts, pageTextsOf, type PageTexts } from './locales.js';
export { messageWording, wordingFromTexts } from './placeholder-wording.js';
export type { PublishedPageSettings } from './page-settings.js';
