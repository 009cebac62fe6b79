import { describe, expect, it } from 'vitest';
import { canonicalLanguageTag, mainLanguageOf } from './page-languages.js';
import { emailTemplateBody, smsTemplateBody } from './messaging.js';
import { MESSAGING_MESSAGES } from './messaging-texts.js';

describe('canonicalLanguageTag', () => {
  it.each([
    ['de', 'de'],
    ['fr-fr', 'fr-FR'],
    ['pt_BR', 'pt-BR'],
    [' zh-hant-tw ', 'zh-Hant-TW'],
  ])('writes %j as %j', (tag, canonical) => expect(canonicalLanguageTag(tag)).toBe(canonical));

  it.each(['', 'not a language', 'x', 'de-', 'english!'])('finds no language in %j', (tag) => expect(canonicalLanguageTag(tag)).toBeNull());
});

describe('mainLanguageOf', () => {
  it.each([
    ['DE', 'de'],
    ['ch', 'de'],
    ['BE', 'nl'],
    ['BR', 'pt'],
    ['JP', 'ja'],
    ['EG', 'ar'],
    ['IL', 'he'],
    ['US', 'en'],
  ])('gives %s the language %s', (country, language) => expect(mainLanguageOf(country)).toBe(language));

  it.each([null, '', 'XX', 'ZZ', 'DEU', '1A'])('gives no language to %j', (country) => expect(mainLanguageOf(country)).toBeNull());
});

describe('template variants', () => {
  const email = { template_name: 'T', reply_to: 'care@example.com', subject: 'S', body: '<p>B</p>' };

  it('take one variant per language, of the page languages only', () => {
    expect(emailTemplateBody.parse(email).variants).toEqual([]);
    const twice = emailTemplateBody.safeParse({ ...email, variants: [{ language: 'de', subject: 'S', body: '<p>B</p>' }, { language: 'de', subject: 'T', body: '<p>C</p>' }] });
    expect(twice.error?.issues).toMatchObject([{ path: ['variants', 1, 'language'], message: MESSAGING_MESSAGES.variantLanguageTwice }]);
    const unknown = smsTemplateBody.safeParse({ template_name: 'T', body: 'B', variants: [{ language: 'de-AT', body: 'B' }] });
    expect(unknown.error?.issues).toMatchObject([{ path: ['variants', 0, 'language'], message: MESSAGING_MESSAGES.variantLanguageInvalid }]);
  });

  it('count an SMS variant in its own script: four parts of Arabic (268 UCS-2 units) fit, one more does not', () => {
    const sms = (body: string) => smsTemplateBody.safeParse({ template_name: 'T', body: 'B', variants: [{ language: 'ar', body }] });
    expect(sms('ش'.repeat(268)).success).toBe(true);
    expect(sms('ش'.repeat(269)).error?.issues).toMatchObject([{ path: ['variants', 0, 'body'], message: MESSAGING_MESSAGES.smsBodyTooLong }]);
    // GSM-7 text keeps its 612 units.
    expect(sms('a'.repeat(612)).success).toBe(true);
    expect(sms('a'.repeat(613)).success).toBe(false);
  });
});
