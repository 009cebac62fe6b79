import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageFileProblems, PAGE_LANGUAGE_CODES, pageLanguageOf } from './page-languages.js';
import { PUBLIC_TRACKING_MESSAGES, SEARCH_BY_LABELS } from './public-tracking.js';
import { SHIPMENT_STATUSES, STATUS_LABELS } from './statuses.js';
import { GENERIC_ERROR } from './error-texts.js';

const folder = new URL('../locales/', import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Record<string, string>;
const english = read('en.json');

describe('the message files', () => {
  it('are one per page language, no more', () => {
    const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...PAGE_LANGUAGE_CODES].sort());
  });

  it.each(PAGE_LANGUAGE_CODES.filter((code) => code !== 'en'))('%s has every English key, no other, and the same placeholders', (code) => {
    expect(messageFileProblems(english, read(`${code}.json`))).toEqual([]);
  });

  it('would fail on a missing key, an extra one, a lost placeholder or an unpaired brace', () => {
    const german = read('de.json');
    const { searchTitle: _dropped, ...missing } = german;
    expect(messageFileProblems(english, missing)).toEqual(['missing key searchTitle']);
    expect(messageFileProblems(english, { ...german, typo: 'x' })).toEqual(['extra key typo']);
    expect(messageFileProblems(english, { ...german, tooManyRequests: 'Bitte später erneut versuchen.' })).toEqual(['placeholders of tooManyRequests differ from English']);
    expect(messageFileProblems(english, { ...german, estimatedDelivery: 'Voraussichtlich: {date' })).toEqual([
      'unbalanced braces in estimatedDelivery',
      'placeholders of estimatedDelivery differ from English',
    ]);
    expect(messageFileProblems(english, { ...german, track: ' ' })).toEqual(['empty text track']);
  });

  it("say in English what the specification says", () => {
    expect(english.trackingNumber).toBe(SEARCH_BY_LABELS.tracking_number);
    expect(english.orderNumber).toBe(SEARCH_BY_LABELS.order_number);
    expect(english.enterTrackingNumber).toBe(PUBLIC_TRACKING_MESSAGES.enterNumber('tracking_number'));
    expect(english.enterOrderNumber).toBe(PUBLIC_TRACKING_MESSAGES.enterNumber('order_number'));
    expect(english.enterVerification).toBe(PUBLIC_TRACKING_MESSAGES.enterVerification);
    expect(english.shipmentNotFound).toBe(PUBLIC_TRACKING_MESSAGES.notFound);
    expect(english.pageUnavailable).toBe(PUBLIC_TRACKING_MESSAGES.unknownDomain);
    expect(english.challengeMissing).toBe(PUBLIC_TRACKING_MESSAGES.challengeMissing);
    expect(english.challengeNeedsHttps).toBe(PUBLIC_TRACKING_MESSAGES.challengeNeedsHttps);
    expect(english.genericError).toBe(GENERIC_ERROR);
    for (const status of SHIPMENT_STATUSES) expect(english[`status.${status}`]).toBe(STATUS_LABELS[status]);
  });
});

describe('pageLanguageOf', () => {
  it('matches a tag, then its language, else nothing', () => {
    expect(pageLanguageOf('ja')).toBe('ja');
    expect(pageLanguageOf('PT-br')).toBe('pt-BR');
    expect(pageLanguageOf('pt-PT')).toBe('pt-BR');
    expect(pageLanguageOf('de-AT')).toBe('de');
    expect(pageLanguageOf('zh-Hant-TW')).toBe('zh');
    expect(pageLanguageOf('xx')).toBeNull();
    expect(pageLanguageOf('')).toBeNull();
  });
});
