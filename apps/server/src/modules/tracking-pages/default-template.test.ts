import { describe, expect, it } from 'vitest';
import postcss from 'postcss';
import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_ZONE } from '@trailpost/contracts';
import { renderPage } from '../templates/render.js';
import { sanitizeTemplateHtml } from '../templates/sanitize.js';
import { sampleTemplateValues } from '../templates/sample-values.js';
import { EMPTY_TIMELINE } from '../templates/timeline.js';
import { DEFAULT_TRACKING_PAGE_BODY } from './default-template.js';

const PLACEHOLDERS = [
  '[Logo]',
  '[Company Name]',
  '[Tracking Number]',
  '[Courier Name]',
  '[Courier Logo]',
  '[Delivery Window]',
  '[Order ID]',
  '[Customer Name]',
  '[Last Checkpoint]',
  '[Tracking Timeline]',
  '[Contact Number]',
  '[Website]',
];

const profile = { dateFormat: DEFAULT_DATE_FORMAT, timeZone: DEFAULT_TIME_ZONE };
const now = new Date('2026-03-02T10:00:00.000Z');
const styleSheetOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('the built-in default tracking page', () => {
  it('comes out of the sanitiser exactly as written: every placeholder and the style block kept', () => {
    const clean = sanitizeTemplateHtml(DEFAULT_TRACKING_PAGE_BODY);
    expect(clean).toBe(DEFAULT_TRACKING_PAGE_BODY);
    for (const placeholder of PLACEHOLDERS) expect(clean, placeholder).toContain(placeholder);
    expect(styleSheetOf(clean)).toContain('@media (max-width:599px)');
    expect(styleSheetOf(clean)).toContain('@media (min-width:600px)');
  });

  it('has no script, handlers or ids, and styles only its own elements', () => {
    expect(DEFAULT_TRACKING_PAGE_BODY).not.toMatch(/<script|\son[a-z]+=|\sid=|javascript:/i);
    const selectors: string[] = [];
    postcss.parse(styleSheetOf(DEFAULT_TRACKING_PAGE_BODY)).walkRules((rule) => void selectors.push(...rule.selectors));
    expect(selectors.length).toBeGreaterThan(20);
    // Scoped under .tp-page, so the public page's own header and banner keep their looks.
    for (const selector of selectors) expect(selector, selector).toMatch(/^\.tp-page(?:$|[\s:])/);
  });

  it('reads as a page: one main heading, section headings, a description list', () => {
    expect(DEFAULT_TRACKING_PAGE_BODY.match(/<h1\b/g)).toHaveLength(1);
    expect(DEFAULT_TRACKING_PAGE_BODY.match(/<h2\b/g)).toHaveLength(3);
    expect(DEFAULT_TRACKING_PAGE_BODY.match(/<dt>/g)).toHaveLength(4);
  });

  it('fills every placeholder with a sample parcel', () => {
    const organization = { companyName: 'Acme & Co', contactNumber: '+91 98765 43210', website: 'https://acme.example', logoUrl: 'https://cdn.acme.example/logo.png' };
    const html = renderPage(DEFAULT_TRACKING_PAGE_BODY, sampleTemplateValues(organization, profile, { now }));
    expect(html).not.toMatch(/\[[A-Z][A-Za-z ]+\]/);
    expect(html).toContain('<img src="https://cdn.acme.example/logo.png" alt="Acme &#38; Co"');
    expect(html).toContain('<p class="tp-brand-name">Acme &#38; Co</p>');
    expect(html).toContain('<a class="tp-value" href="tel:+91 98765 43210">+91 98765 43210</a>');
    expect(html).toContain('<span class="tp-value">https://acme.example</span>');
    expect(html).toContain('<dd class="tp-value">Asha Verma</dd>');
    expect(html).toContain('<div class="tp-timeline"><table');
    expect(html).toContain('Out for delivery');
    expect(html).toContain('<style>.tp-page{');
  });

  it('leaves the elements of missing values empty, which its styles hide', () => {
    const organization = { companyName: 'Acme', contactNumber: null, website: null, logoUrl: null };
    const values = { ...sampleTemplateValues(organization, profile, { now }), 'Delivery Window': '', 'Order ID': '', 'Tracking Timeline': [], 'Last Checkpoint': '' };
    const html = renderPage(DEFAULT_TRACKING_PAGE_BODY, values);
    // Each is matched by a ":empty" rule of the style block, so no blank row or dangling label shows.
    expect(html).toContain('<div class="tp-brand-logo"></div>');
    expect(html).toContain('<span class="tp-courier-logo"></span>');
    expect(html).toContain('<dd class="tp-value"></dd>');
    expect(html).toContain('<p class="tp-latest"></p>');
    expect(html).toContain('<a class="tp-value" href="tel:"></a>');
    expect(html).toContain('<span class="tp-value"></span>');
    expect(html).toContain(EMPTY_TIMELINE);
    const css = styleSheetOf(html);
    for (const rule of ['.tp-brand-logo:empty', '.tp-courier-logo:empty', '.tp-fact:has(.tp-value:empty)', '.tp-latest:empty', 'li:has(.tp-value:empty)']) expect(css).toContain(rule);
  });
});
