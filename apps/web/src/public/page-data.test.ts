import arabic from '@trailpost/contracts/locales/ar.json';
import english from '@trailpost/contracts/locales/en.json';
import { getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { pageLanguage, readPageData } from './page-data';
import { resultPage } from './result-page';
import { searchPage } from './search-page';
import { pageAt, shipment, shop } from './test-data';
import { enterNumber, PAGE_TEXTS, STATUS_LABELS } from './texts';

/** The page data the server writes into the HTML, as a script data block. */
function writePageData(data: object | string) {
  document.getElementById('page-data')?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-data';
  block.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(block);
}

const ARABIC = { lang: 'ar', dir: 'rtl', texts: arabic, languages: [['en', 'English'], ['ar', 'العربية'], ['ja', '日本語']] };

afterEach(() => {
  document.getElementById('page-data')?.remove();
  readPageData(document);
});

describe('the page data', () => {
  it("speaks the server's language: texts, statuses and the empty-search message", () => {
    writePageData(ARABIC);
    readPageData(document);
    expect(pageLanguage()).toBe('ar');
    expect(PAGE_TEXTS.searchTitle).toBe(arabic.searchTitle);
    expect(STATUS_LABELS.Delivered).toBe(arabic['status.Delivered']);
    expect(enterNumber('order_number')).toBe(arabic.enterOrderNumber);
  });

  it('is English without a block, with a broken one, and for keys a block lacks', () => {
    readPageData(document);
    expect(pageLanguage()).toBeNull();
    expect(PAGE_TEXTS.track).toBe(english.track);
    writePageData('{not json');
    readPageData(document);
    expect(PAGE_TEXTS.track).toBe(english.track);
    writePageData({ ...ARABIC, texts: { track: 'تتبع' } });
    readPageData(document);
    expect(PAGE_TEXTS.track).toBe('تتبع');
    expect(PAGE_TEXTS.searchTitle).toBe(english.searchTitle);
  });

  it('asks the API in the page language and shows the status in it', async () => {
    writePageData(ARABIC);
    readPageData(document);
    const calls = mockApi({ 'POST /api/tracking_page': () => ({ data: shipment({ current_status: 'Delivered' }) }) });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/1Z999');
    await resultPage(context, '1Z999');
    expect(calls[0]?.body).toEqual({ domain_name: 'acme.trailpost.test', tracking_number: '1Z999', lang: 'ar' });
    expect(root.querySelector('.status-label')?.textContent).toBe(arabic['status.Delivered']);
  });

  it('offers the languages at the foot of the page; choosing one opens the same address in it', async () => {
    writePageData(ARABIC);
    readPageData(document);
    mockApi({ 'POST /api/tracking_page_search': () => ({ data: shop() }) });
    const { root, context, navigate } = pageAt('https://acme.trailpost.test/trackingPage?domain=acme.trailpost.test');
    await searchPage(context);
    const select = getByRole(root, 'combobox', { name: arabic.language }) as HTMLSelectElement;
    expect(select.value).toBe('ar');
    expect([...select.options].map((option) => option.textContent)).toEqual(['English', 'العربية', '日本語']);
    select.value = 'ja';
    select.dispatchEvent(new Event('change'));
    expect(navigate).toHaveBeenCalledWith('/trackingPage?domain=acme.trailpost.test&lang=ja');
  });

  it('shows no language choice on a page the server did not write', async () => {
    mockApi({ 'POST /api/tracking_page_search': () => ({ data: shop() }) });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage');
    await searchPage(context);
    expect(root.querySelector('select')).toBeNull();
  });
});
