import { PUBLIC_TRACKING_MESSAGES } from '@trailpost/contracts';
import { getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { searchPage } from './search-page';
import { pageAt, shop } from './test-data';

const input = (root: HTMLElement) => getByRole(root, 'textbox') as HTMLInputElement;
const track = (root: HTMLElement) => getByRole(root, 'button', { name: 'Track' }).click();

describe('the search page', () => {
  it("shows the shop's logo, website and support number", async () => {
    const calls = mockApi({ 'POST /api/tracking_page_search': () => ({ data: shop() }) });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage');
    await searchPage(context);
    expect(calls[0]?.body).toEqual({ domain_name: 'acme.trailpost.test' });
    expect(calls[0]?.url.searchParams.get('rc_token')).toBe('payload-1');
    expect(getByRole(root, 'img', { name: 'Acme Outfitters logo' }).getAttribute('src')).toBe(shop().logo);
    const website = getByRole(root, 'link', { name: /acme\.example/ });
    expect(website.getAttribute('href')).toBe('https://acme.example/');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener');
    expect(root.textContent).toContain('Support: ');
    expect(getByRole(root, 'link', { name: '+1 (555) 010-2030' }).getAttribute('href')).toBe('tel:+15550102030');
    expect(root.querySelector('header')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('chooses Tracking Number by default; the label follows the choice', async () => {
    mockApi({ 'POST /api/tracking_page_search': () => ({ data: shop() }) });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage');
    await searchPage(context);
    expect((getByRole(root, 'radio', { name: 'Tracking Number' }) as HTMLInputElement).checked).toBe(true);
    expect(getByLabelText(root, 'Tracking Number', { selector: 'input[type=text]' })).toBe(input(root));
    getByRole(root, 'radio', { name: 'Order Number' }).click();
    expect(getByLabelText(root, 'Order Number', { selector: 'input[type=text]' })).toBe(input(root));
  });

  it.each([
    ['Tracking Number', 'Please enter tracking number'],
    ['Order Number', 'Please enter order number'],
  ])('an empty %s says "%s" and goes nowhere', async (choice, message) => {
    mockApi({ 'POST /api/tracking_page_search': () => ({ data: shop() }) });
    const { root, context, navigate } = pageAt('https://acme.trailpost.test/trackingPage');
    await searchPage(context);
    getByRole(root, 'radio', { name: choice }).click();
    input(root).value = '   ';
    track(root);
    expect(getByRole(root, 'alert').textContent).toBe(message);
    expect(input(root).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(root));
    expect(navigate).not.toHaveBeenCalled();

    input(root).value = '1';
    input(root).dispatchEvent(new Event('input'));
    expect(getByRole(root, 'alert').textContent).toBe('');
    expect(input(root).hasAttribute('aria-invalid')).toBe(false);
  });

  it('Track goes to the result page of the trimmed value, by the chosen key', async () => {
    mockApi({ 'POST /api/tracking_page_search': () => ({ data: shop() }) });
    const { root, context, navigate } = pageAt('https://acme.trailpost.test/trackingPage');
    await searchPage(context);
    input(root).value = ' 1Z999 ';
    track(root);
    expect(navigate).toHaveBeenLastCalledWith('/trackingPage/1Z999?searchBy=tracking_number', undefined);

    getByRole(root, 'radio', { name: 'Order Number' }).click();
    input(root).value = '#1001';
    input(root).form?.requestSubmit();
    expect(navigate).toHaveBeenLastCalledWith('/trackingPage/%231001?searchBy=order_number', undefined);
  });

  it('keeps ?domain= on the way to the result page and asks about that domain', async () => {
    const calls = mockApi({ 'POST /api/tracking_page_search': () => ({ data: shop() }) });
    const { root, context, navigate } = pageAt('http://localhost:5173/trackingPage?domain=acme.trailpost.test');
    await searchPage(context);
    expect(calls[0]?.body).toEqual({ domain_name: 'acme.trailpost.test' });
    input(root).value = '1Z999';
    track(root);
    expect(navigate).toHaveBeenCalledWith('/trackingPage/1Z999?searchBy=tracking_number&domain=acme.trailpost.test', undefined);
  });

  it('runs a search it is given (?number=, ?searchBy=) after 500 ms, out of the history', async () => {
    vi.useFakeTimers();
    const calls = mockApi({});
    const { root, context, navigate, solver } = pageAt('https://acme.trailpost.test/trackingPage?number=%231001&searchBy=order_number');
    await searchPage(context);
    expect(input(root).value).toBe('#1001');
    expect((getByRole(root, 'radio', { name: 'Order Number' }) as HTMLInputElement).checked).toBe(true);
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/trackingPage/%231001?searchBy=order_number', { replace: true });
    // The page leaves at once: no header lookup, no challenge spent on one.
    expect(calls).toHaveLength(0);
    expect(solver.solve).not.toHaveBeenCalled();
  });

  it('does not run by itself without a value', async () => {
    vi.useFakeTimers();
    mockApi({ 'POST /api/tracking_page_search': () => ({ data: shop() }) });
    const { context, navigate } = pageAt('https://acme.trailpost.test/trackingPage?number=%20');
    await searchPage(context);
    vi.advanceTimersByTime(2000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("replaces the form with the server's message when the host is no shop's", async () => {
    mockApi({ 'POST /api/tracking_page_search': () => ({ status: 404, message: [PUBLIC_TRACKING_MESSAGES.unknownDomain] }) });
    const { root, context } = pageAt('https://nobody.trailpost.test/trackingPage');
    await searchPage(context);
    expect(getByRole(root, 'alert').textContent).toBe(PUBLIC_TRACKING_MESSAGES.unknownDomain);
    expect(root.querySelector('form')).toBeNull();
    expect(root.querySelector('header')?.hidden).toBe(true);
  });

  it('shows the header loading while the shop is asked for', async () => {
    let answer: () => void = () => undefined;
    mockApi({ 'POST /api/tracking_page_search': () => new Promise((resolve) => (answer = () => resolve({ data: shop({ logo: null, website_url: null, contact_no: null }) }))) });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage');
    const drawn = searchPage(context);
    await vi.waitFor(() => expect(root.querySelector('header')?.getAttribute('aria-busy')).toBe('true'));
    answer();
    await drawn;
    const header = root.querySelector('header');
    expect(header?.hasAttribute('aria-busy')).toBe(false);
    expect(header?.textContent).toBe('Acme Outfitters');
    expect(queryByRole(root, 'img')).toBeNull();
  });
});

describe('the search page of a shop that asks for the order e-mail or postal code', () => {
  const detailInput = (root: HTMLElement) => getByLabelText(root, 'Order email or postal code') as HTMLInputElement;
  const asking = () => mockApi({ 'POST /api/tracking_page_search': () => ({ data: shop({ order_lookup_verification: true }) }) });

  it('shows the field with an order number only, with Track beside the last input', async () => {
    asking();
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage');
    await searchPage(context);
    const field = detailInput(root).closest('.field') as HTMLElement;
    expect(field.hidden).toBe(true);
    expect(getByRole(root, 'button', { name: 'Track' }).previousElementSibling).toBe(input(root));
    getByRole(root, 'radio', { name: 'Order Number' }).click();
    expect(field.hidden).toBe(false);
    expect(getByRole(root, 'button', { name: 'Track' }).previousElementSibling).toBe(detailInput(root));
    getByRole(root, 'radio', { name: 'Tracking Number' }).click();
    expect(field.hidden).toBe(true);
  });

  it("refuses an empty detail in the server's words, then keeps the typed one out of the address", async () => {
    asking();
    const { root, context, navigate } = pageAt('https://acme.trailpost.test/trackingPage');
    await searchPage(context);
    getByRole(root, 'radio', { name: 'Order Number' }).click();
    (getByLabelText(root, 'Order Number', { selector: 'input[type=text]' }) as HTMLInputElement).value = '#1001';
    track(root);
    expect(detailInput(root).getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('#order-detail-error')?.textContent).toBe(PUBLIC_TRACKING_MESSAGES.enterVerification);
    expect(navigate).not.toHaveBeenCalled();

    detailInput(root).value = ' ada@example.com ';
    track(root);
    expect(navigate).toHaveBeenLastCalledWith('/trackingPage/%231001?searchBy=order_number', undefined);
    expect(JSON.parse(sessionStorage.getItem('trailpost:order-detail') ?? 'null')).toEqual({ domain: 'acme.trailpost.test', number: '#1001', value: 'ada@example.com' });
  });

  it('asks for nothing more with a tracking number', async () => {
    asking();
    const { root, context, navigate } = pageAt('https://acme.trailpost.test/trackingPage');
    await searchPage(context);
    input(root).value = '1Z999';
    track(root);
    expect(navigate).toHaveBeenLastCalledWith('/trackingPage/1Z999?searchBy=tracking_number', undefined);
  });
});
