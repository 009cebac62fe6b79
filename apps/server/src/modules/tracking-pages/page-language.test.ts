import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_PAGE_SETTINGS_MESSAGES } from '@trailpost/contracts';
import { createSubUser, messagesOf, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { merchantWithSubDomain, type Merchant } from '../public-tracking/public-tracking-test-helpers.js';
import { messageFileTexts } from './locales.js';
import { browserLanguage, choosePageLanguage } from './page-language.js';

/** The public page's language (part 3 "Languages and customers", decision 0061): who chooses it, and what the page is sent. */
const SUFFIX = '.shops.trailpost.test';
let t: TestApp;
let webDist: string;
let shop: Merchant;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'trailpost-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'tracking-page.html'), '<!doctype html>\n<html lang="en">\n<head><title>Track your shipment</title><meta name="description" content="Track your shipment" /></head>\n<body><noscript><p class="noscript">This tracking page needs JavaScript.</p></noscript><main id="page"></main></body>\n</html>');
  t = await createTestApp({ webDist, subDomainSuffix: SUFFIX });
  shop = await merchantWithSubDomain(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

interface SentData {
  lang: string;
  dir: string;
  texts: Record<string, string>;
  languages: [string, string][];
}

/** The page as a customer's browser gets it, and the data written into it. */
async function visit(merchant: Merchant, url: string, acceptLanguage?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { host: `${merchant.subDomain}${SUFFIX}`, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) } });
  expect(response.statusCode).toBe(200);
  const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(response.body);
  return { html: response.body, headers: response.headers, data: JSON.parse(block![1]!) as SentData };
}

const save = (merchant: Merchant, url: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api${url}`, headers: merchant.owner.headers, payload });

describe('choosing the language', () => {
  it('takes the link, then the template, then the browser, then the merchant default, then English', () => {
    expect(choosePageLanguage({ link: 'ja', template: 'de', acceptLanguage: 'fr', merchantDefault: 'es' })).toBe('ja');
    expect(choosePageLanguage({ link: 'xx', template: 'de', acceptLanguage: 'fr', merchantDefault: 'es' })).toBe('de');
    expect(choosePageLanguage({ template: null, acceptLanguage: 'fr-CA,fr;q=0.9', merchantDefault: 'es' })).toBe('fr');
    expect(choosePageLanguage({ acceptLanguage: 'xx-YY', merchantDefault: 'es' })).toBe('es');
    expect(choosePageLanguage({})).toBe('en');
  });

  it("reads the browser's preferences by weight and by language", () => {
    expect(browserLanguage('fr;q=0.3, de;q=0.9, en;q=0.1')).toBe('de');
    expect(browserLanguage('de-AT')).toBe('de');
    expect(browserLanguage('pt')).toBe('pt-BR');
    expect(browserLanguage('zh-TW,zh;q=0.9')).toBe('zh');
    expect(browserLanguage('*')).toBeNull();
    expect(browserLanguage('tlh')).toBeNull();
    expect(browserLanguage(undefined)).toBeNull();
  });
});

describe('the page sent to the customer', () => {
  it("is in the browser's language, right to left for Arabic, with that language's texts only", async () => {
    const { html, data, headers } = await visit(shop, '/trackingPage/1Z999', 'ar,en;q=0.5');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<title>${messageFileTexts('ar').searchTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${messageFileTexts('ar').searchTitle}"`);
    expect(html).toContain(`<p class="noscript">${messageFileTexts('ar').needsJavaScript}</p>`);
    expect(data.lang).toBe('ar');
    expect(data.texts['status.Delivered']).toBe(messageFileTexts('ar')['status.Delivered']);
    expect(html).not.toContain(messageFileTexts('ja')['status.Delivered']!);
    expect(data.languages).toContainEqual(['ja', '日本語']);
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.vary).toContain('Accept-Language');
  });

  it('follows ?lang= over the browser, and the template language over the browser', async () => {
    expect((await visit(shop, '/trackingPage?lang=ja', 'ar')).html).toContain('<html lang="ja" dir="ltr">');
    const merchant = await merchantWithSubDomain(t.app);
    const created = await t.app.inject({ method: 'POST', url: '/api/tracking_template', headers: merchant.owner.headers, payload: { template_name: 'Deutsch', body: '<p>[Tracking Status]</p>', language: 'de' } });
    expect(created.json().data.language).toBe('de');
    expect((await visit(merchant, '/trackingPage', 'fr')).data.lang).toBe('de');
    expect((await visit(merchant, '/trackingPage?lang=ko', 'fr')).data.lang).toBe('ko');
  });

  it("falls back to the merchant's default language, and shows the merchant's own wording", async () => {
    const merchant = await merchantWithSubDomain(t.app);
    expect((await save(merchant, '/user/tracking_page_settings', { order_lookup_verification: true, default_language: 'es' })).json().data).toEqual({ order_lookup_verification: true, default_language: 'es', delivery_date_source: 'courier_first' });
    expect((await visit(merchant, '/trackingPage')).data.lang).toBe('es');
    const saved = await save(merchant, '/user/tracking_page_texts', { language: 'es', texts: { searchTitle: '¿Dónde está mi pedido?', track: '' } });
    expect(messagesOf(saved)).toEqual([TRACKING_PAGE_SETTINGS_MESSAGES.textsSaved]);
    const { data, html } = await visit(merchant, '/trackingPage');
    expect(data.texts.searchTitle).toBe('¿Dónde está mi pedido?');
    expect(data.texts.track).toBe(messageFileTexts('es').track);
    expect(html).toContain('<title>¿Dónde está mi pedido?</title>');
    // Another language keeps the files' words.
    expect((await visit(merchant, '/trackingPage?lang=de')).data.texts.searchTitle).toBe(messageFileTexts('de').searchTitle);
  });

  it('cannot be broken out of by a merchant text', async () => {
    const merchant = await merchantWithSubDomain(t.app);
    await save(merchant, '/user/tracking_page_texts', { language: 'en', texts: { searchTitle: '</script><script>alert(1)</script>' } });
    const { html, data } = await visit(merchant, '/trackingPage?lang=en');
    expect(html).not.toContain('<script>alert(1)');
    expect(data.texts.searchTitle).toBe('</script><script>alert(1)</script>');
  });

  it('is English on a host that is no shop, and for a browser that names none of our languages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trackingPage', headers: { host: `nobody${SUFFIX}`, 'accept-language': 'tlh' } });
    expect(response.body).toContain('<html lang="en" dir="ltr">');
  });
});

describe('GET and PUT /user/tracking_page_texts', () => {
  it("lists every text of a language with the file's words and the merchant's, and refuses unknown keys and lost placeholders", async () => {
    const merchant = await merchantWithSubDomain(t.app);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/user/tracking_page_texts?language=fr', headers: merchant.owner.headers })).json().data;
    expect(listed.language).toBe('fr');
    expect(listed.texts).toContainEqual({ key: 'track', text: messageFileTexts('fr').track, custom: null });
    expect(listed.texts).toHaveLength(Object.keys(messageFileTexts('fr')).length);

    const unknown = await save(merchant, '/user/tracking_page_texts', { language: 'fr', texts: { nope: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown)).toEqual([TRACKING_PAGE_SETTINGS_MESSAGES.unknownTextKey('nope')]);
    const lost = await save(merchant, '/user/tracking_page_texts', { language: 'fr', texts: { tooManyRequests: 'Trop de demandes.' } });
    expect(lost.statusCode).toBe(400);
    expect(messagesOf(lost)).toEqual([TRACKING_PAGE_SETTINGS_MESSAGES.textPlaceholders('tooManyRequests', '{minutes}')]);
    const language = await save(merchant, '/user/tracking_page_texts', { language: 'xx', texts: {} });
    expect(messagesOf(language)).toEqual([TRACKING_PAGE_SETTINGS_MESSAGES.languageInvalid]);

    const saved = await save(merchant, '/user/tracking_page_texts', { language: 'fr', texts: { track: 'Suivre mon colis' } });
    expect(saved.json().data.texts).toContainEqual({ key: 'track', text: messageFileTexts('fr').track, custom: 'Suivre mon colis' });
    const audit = await t.app.inject({ method: 'GET', url: '/api/audit_log?action=tracking_page.settings_updated', headers: merchant.owner.headers });
    expect(audit.json().data.entries[0].changes).toEqual({ 'texts.fr': { before: {}, after: { track: 'Suivre mon colis' } } });
  });

  it('need the Settings access, and another account sees only its own', async () => {
    const merchant = await merchantWithSubDomain(t.app);
    await save(merchant, '/user/tracking_page_texts', { language: 'de', texts: { track: 'Los' } });
    const tracker = await createSubUser(t.app, t.database, merchant.owner, ['tracking']);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/tracking_page_texts?language=de', headers: tracker.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/tracking_page_texts', headers: tracker.headers, payload: { language: 'de', texts: {} } })).statusCode).toBe(403);
    const other = await signUp(t.app);
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/user/tracking_page_texts?language=de', headers: other.headers })).json().data.texts;
    expect(theirs).toContainEqual({ key: 'track', text: messageFileTexts('de').track, custom: null });
  });
});
