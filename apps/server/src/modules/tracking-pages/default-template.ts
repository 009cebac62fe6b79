import { DEFAULT_TRACKING_TEMPLATE_NAME } from '@trailpost/contracts';
import english from '@trailpost/contracts/locales/en.json' with { type: 'json' };
import { escapeHtml } from '../../platform/html-escape.js';
import type { TrackingTemplateValues } from './repository.js';

/**
 * The page every merchant starts with: one column that reads well from a 390 px phone to a
 * desktop (details in two columns there, the timeline a table; on a phone one column and the
 * timeline as stacked entries), real headings and a description list for screen readers, text
 * contrast of 7:1 or more, a visible focus ring, no script (the page's CSP allows none).
 *
 * Written for what the sanitiser keeps and the page it lands in:
 * - every selector is under .tp-page, so the styles never touch the public page around it;
 * - no id or aria-* attributes (the sanitiser drops them), no escapes or ">" in the CSS, and
 *   the text exactly as the sanitiser writes it (a test holds it to that);
 * - a fact whose value is empty (no order id, no expected date, no logo) hides itself
 *   (:empty / :has), so a sparse shipment still looks finished;
 * - [Tracking Timeline] is the renderer's table with inline styles (modules/templates/timeline.ts):
 *   on a phone its rows become stacked entries, which needs !important against those styles;
 * - [Website] is text, not a link: organizations may store it without a scheme, and
 *   href="acme.example" would be a relative address on this page.
 */
const STYLES = `<style>.tp-page{box-sizing:border-box;max-width:760px;margin:0 auto;padding:24px 16px 32px;color:#111827;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5}
.tp-page *{box-sizing:border-box}
.tp-page .tp-brand{display:flex;align-items:center;gap:12px;margin:0 0 20px}
.tp-page .tp-brand-logo:empty{display:none}
.tp-page .tp-brand-logo img{display:block;max-height:48px;width:auto}
.tp-page .tp-brand-name{margin:0;font-size:18px;font-weight:600}
.tp-page .tp-card{background-color:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:20px;margin:0 0 16px}
.tp-page .tp-summary{border-top:4px solid #1d4ed8}
.tp-page .tp-eyebrow{margin:0;color:#4b5563;font-size:14px;font-weight:600;letter-spacing:0.02em;text-transform:uppercase}
.tp-page .tp-number{margin:2px 0 12px;font-size:24px;line-height:1.25;font-weight:700;overflow-wrap:anywhere}
.tp-page .tp-latest{margin:12px 0 0;color:#374151}
.tp-page .tp-latest:empty{display:none}
.tp-page .tp-heading{margin:0 0 12px;font-size:18px;line-height:1.3;font-weight:700}
.tp-page .tp-facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px;margin:0}
.tp-page .tp-fact{margin:0}
.tp-page .tp-fact:has(.tp-value:empty){display:none}
.tp-page .tp-fact dt{margin:0;color:#4b5563;font-size:14px}
.tp-page .tp-fact dd{margin:2px 0 0;font-weight:600;overflow-wrap:anywhere}
.tp-page .tp-courier{display:flex;align-items:center;gap:8px}
.tp-page .tp-courier-logo:empty{display:none}
.tp-page .tp-courier img{max-height:28px;width:auto}
.tp-page .tp-timeline{overflow-x:auto}
.tp-page .tp-timeline table{min-width:100%}
.tp-page .tp-timeline tbody tr:first-child td{background-color:#eff6ff}
.tp-page .tp-help p{margin:0 0 8px;color:#374151}
.tp-page .tp-contacts{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 24px}
.tp-page .tp-contacts li:has(.tp-value:empty){display:none}
.tp-page .tp-contacts a{color:#1e40af;font-weight:600;text-decoration:underline}
.tp-page .tp-contacts a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px;border-radius:2px}
.tp-page .tp-label{color:#4b5563}
@media (min-width:600px){
.tp-page{padding:32px 24px 48px}
.tp-page .tp-card{padding:24px 28px}
.tp-page .tp-number{font-size:30px}
}
@media (max-width:599px){
.tp-page .tp-timeline thead{display:none}
.tp-page .tp-timeline table,.tp-page .tp-timeline tbody{display:block;width:100%}
.tp-page .tp-timeline tr{display:block;position:relative;padding:0 0 16px;padding-inline-start:20px;border-inline-start:2px solid #d1d5db;margin-inline-start:6px}
.tp-page .tp-timeline tr:last-child{border-inline-start-color:transparent}
.tp-page .tp-timeline tr::before{content:'';position:absolute;inset-inline-start:-7px;top:4px;width:12px;height:12px;border-radius:50%;background-color:#9ca3af}
.tp-page .tp-timeline tbody tr:first-child::before{background-color:#1d4ed8}
.tp-page .tp-timeline td{display:block;padding:0 !important;border:0 !important;background-color:transparent !important}
.tp-page .tp-timeline td:nth-child(3),.tp-page .tp-timeline td:nth-child(4){color:#4b5563 !important;font-size:13px}
}</style>
`;

const DEFAULT_PAGE_WORD_KEYS = [
  'pageTrackingNumber',
  'pageShipmentDetails',
  'pageExpectedDelivery',
  'pageCourier',
  'pageOrder',
  'pageCustomer',
  'pageProgress',
  'pageNeedHelp',
  'pageHelpText',
  'pageCall',
  'pageWebsite',
] as const;

/** The words of the built-in page, in one language (the public page's message files). */
type DefaultPageWords = Record<(typeof DEFAULT_PAGE_WORD_KEYS)[number], string>;

/** The built-in page's words among a language's texts. */
export const defaultPageWordsOf = (texts: Readonly<Record<string, string>>): DefaultPageWords =>
  Object.fromEntries(DEFAULT_PAGE_WORD_KEYS.map((key) => [key, texts[key] ?? ''])) as DefaultPageWords;

/** The built-in page with its words in one language: each escaped, `{company}` the [Company Name] placeholder. */
export function defaultPageBody(words: DefaultPageWords): string {
  const w = Object.fromEntries(
    DEFAULT_PAGE_WORD_KEYS.map((key) => [key, escapeHtml(words[key]).replace('{company}', '[Company Name]')]),
  ) as DefaultPageWords;
  return `${STYLES}<div class="tp-page">
<header class="tp-brand">
<div class="tp-brand-logo">[Logo]</div>
<p class="tp-brand-name">[Company Name]</p>
</header>
<section class="tp-card tp-summary">
<p class="tp-eyebrow">${w.pageTrackingNumber}</p>
<h1 class="tp-number">[Tracking Number]</h1>
<p class="tp-latest">[Last Checkpoint]</p>
</section>
<section class="tp-card">
<h2 class="tp-heading">${w.pageShipmentDetails}</h2>
<dl class="tp-facts">
<div class="tp-fact"><dt>${w.pageExpectedDelivery}</dt><dd class="tp-value">[Delivery Window]</dd></div>
<div class="tp-fact"><dt>${w.pageCourier}</dt><dd class="tp-courier"><span class="tp-courier-logo">[Courier Logo]</span><span class="tp-value">[Courier Name]</span></dd></div>
<div class="tp-fact"><dt>${w.pageOrder}</dt><dd class="tp-value">[Order ID]</dd></div>
<div class="tp-fact"><dt>${w.pageCustomer}</dt><dd class="tp-value">[Customer Name]</dd></div>
</dl>
</section>
<section class="tp-card">
<h2 class="tp-heading">${w.pageProgress}</h2>
<div class="tp-timeline">[Tracking Timeline]</div>
</section>
<section class="tp-card tp-help">
<h2 class="tp-heading">${w.pageNeedHelp}</h2>
<p>${w.pageHelpText}</p>
<ul class="tp-contacts">
<li><span class="tp-label">${w.pageCall}</span> <a class="tp-value" href="tel:[Contact Number]">[Contact Number]</a></li>
<li><span class="tp-label">${w.pageWebsite}</span> <span class="tp-value">[Website]</span></li>
</ul>
</section>
</div>`;
}

export const DEFAULT_TRACKING_PAGE_BODY = defaultPageBody(defaultPageWordsOf(english));

/** The built-in default as a template row's values. */
export const BUILT_IN_DEFAULT: TrackingTemplateValues = { templateName: DEFAULT_TRACKING_TEMPLATE_NAME, body: DEFAULT_TRACKING_PAGE_BODY };
