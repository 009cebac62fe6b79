import { PUBLIC_STATUS_COLOURS, PUBLIC_TRACKING_MESSAGES, SHIPMENT_STATUSES, STATUS_LABELS } from '@trailpost/contracts';
import { getByLabelText, getByRole } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { rememberOrderDetail } from './order-detail';
import { resultPage } from './result-page';
import { pageAt, shipment, shop } from './test-data';

/** A colour as the CSSOM gives it back. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const banner = (root: HTMLElement) => root.querySelector<HTMLElement>('.status-banner');

describe('the result page', () => {
  it('is loading (aria-busy, shapes) until the shipment arrives', async () => {
    let answer: () => void = () => undefined;
    mockApi({
      'POST /api/tracking_page': () => new Promise((resolve) => (answer = () => resolve({ data: shipment() }))),
      'POST /api/tracking_page_search': () => ({ data: shop() }),
    });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/1Z999');
    const drawn = resultPage(context, '1Z999');
    const result = root.querySelector('.result');
    await vi.waitFor(() => expect(result?.getAttribute('aria-busy')).toBe('true'));
    expect(root.textContent).toContain('Loading your shipment…');
    expect(root.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    answer();
    await drawn;
    expect(result?.hasAttribute('aria-busy')).toBe(false);
    expect(root.textContent).not.toContain('Loading your shipment…');
  });

  it('asks for the number by its key on the host it is served on, and nothing more when the shop page comes back', async () => {
    const calls = mockApi({
      'POST /api/tracking_page': () => ({ data: shipment() }),
      'POST /api/tracking_page_search': () => ({ data: shop() }),
    });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/%231001?searchBy=order_number');
    await resultPage(context, '#1001');
    expect(calls.map((call) => [call.path, call.url.searchParams.get('rc_token'), call.body])).toEqual([
      ['/api/tracking_page', 'payload-1', { domain_name: 'acme.trailpost.test', order_number: '#1001' }],
    ]);
    // The shop's template carries its logo, name and contact.
    expect(root.querySelector('header')).toBeNull();
  });

  it('asks for the shop with a payload of its own when there is no page to show', async () => {
    const calls = mockApi({
      'POST /api/tracking_page': () => ({ status: 404, message: [PUBLIC_TRACKING_MESSAGES.notFound] }),
      'POST /api/tracking_page_search': () => ({ data: shop() }),
    });
    const { context } = pageAt('https://acme.trailpost.test/trackingPage/nope');
    await resultPage(context, 'nope');
    expect(calls.map((call) => [call.path, call.url.searchParams.get('rc_token')])).toEqual([
      ['/api/tracking_page', 'payload-1'],
      ['/api/tracking_page_search', 'payload-2'],
    ]);
  });

  it('asks about ?domain= when the address carries one, and Track another keeps it', async () => {
    const calls = mockApi({
      'POST /api/tracking_page': () => ({ data: shipment() }),
      'POST /api/tracking_page_search': () => ({ data: shop() }),
    });
    const { root, context } = pageAt('http://localhost:5173/trackingPage/1Z999?domain=acme.trailpost.test');
    await resultPage(context, '1Z999');
    expect(calls[0]?.body).toEqual({ domain_name: 'acme.trailpost.test', tracking_number: '1Z999' });
    expect(getByRole(root, 'link', { name: 'Track another shipment' }).getAttribute('href')).toBe('/trackingPage?domain=acme.trailpost.test');
  });

  it.each(SHIPMENT_STATUSES)('shows %s in its banner colours, with its label', async (status) => {
    mockApi({
      'POST /api/tracking_page': () => ({ data: shipment({ current_status: status }) }),
      'POST /api/tracking_page_search': () => ({ data: shop() }),
    });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/1Z999');
    await resultPage(context, '1Z999');
    const shown = banner(root);
    expect(shown?.querySelector('.status-label')?.textContent).toBe(STATUS_LABELS[status]);
    expect(shown?.style.backgroundColor).toBe(rgb(PUBLIC_STATUS_COLOURS[status].background));
    expect(shown?.style.color).toBe(rgb(PUBLIC_STATUS_COLOURS[status].text));
    // In the live region, so that a screen reader says it when it arrives.
    expect(shown?.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it("inserts the shop's rendered template as HTML, kept apart in a shadow root", async () => {
    mockApi({
      'POST /api/tracking_page': () => ({ data: shipment() }),
      'POST /api/tracking_page_search': () => ({ data: shop() }),
    });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/1Z999');
    await resultPage(context, '1Z999');
    const template = root.querySelector('.template')?.shadowRoot;
    expect(template?.querySelector('style')?.textContent).toBe('.tp-page{color:#111827}');
    expect(template?.querySelector('.tp-page h1')?.textContent).toBe('Shipment 1Z999');
    expect(root.querySelector('.tp-page')).toBeNull();
  });

  it('lists the checkpoints itself when the template has no body, a missing location or time as a dash', async () => {
    mockApi({
      'POST /api/tracking_page': () => ({ data: shipment({ body: '  ' }) }),
      'POST /api/tracking_page_search': () => ({ data: shop() }),
    });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/1Z999');
    await resultPage(context, '1Z999');
    const items = [...root.querySelectorAll('.checkpoint')];
    expect(items.map((item) => item.querySelector('.checkpoint-status')?.textContent)).toEqual(['Delivered', 'In Transit']);
    expect(items[0]?.querySelector('.checkpoint-location')?.textContent).toBe('Berlin, DE');
    expect(items[0]?.querySelector('.checkpoint-time')?.textContent).not.toBe('-');
    expect(items[1]?.querySelector('.checkpoint-location')?.textContent).toBe('-');
    expect(items[1]?.querySelector('.checkpoint-time')?.textContent).toBe('-');
    expect(items[1]?.querySelector('.checkpoint-message')?.textContent).toBe('Departed the facility');
  });

  it('says so when an empty template meets a shipment without scans', async () => {
    mockApi({
      'POST /api/tracking_page': () => ({ data: shipment({ body: '', checkpoints: [] }) }),
      'POST /api/tracking_page_search': () => ({ data: shop() }),
    });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/1Z999');
    await resultPage(context, '1Z999');
    expect(root.querySelector('.checkpoints')?.textContent).toContain('No tracking updates yet.');
  });

  it("shows the server's first message in an alert, and no banner", async () => {
    mockApi({
      'POST /api/tracking_page': () => ({ status: 404, message: [PUBLIC_TRACKING_MESSAGES.notFound] }),
      'POST /api/tracking_page_search': () => ({ data: shop() }),
    });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/nope');
    await resultPage(context, 'nope');
    expect(getByRole(root, 'alert').textContent).toBe(PUBLIC_TRACKING_MESSAGES.notFound);
    expect(banner(root)).toBeNull();
    expect(root.querySelector('.skeleton-banner')).toBeNull();
    // The shop's header still helps the customer who typed a wrong number.
    expect(root.querySelector('header')?.textContent).toContain('Acme Outfitters');
  });

  it("fills the header with the shop: logo, name, website and a tel: link to Support", async () => {
    mockApi({
      'POST /api/tracking_page': () => ({ status: 404, message: [PUBLIC_TRACKING_MESSAGES.notFound] }),
      'POST /api/tracking_page_search': () => ({ data: shop({ website_url: 'acme.example/shop' }) }),
    });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/1Z999');
    await resultPage(context, '1Z999');
    const header = root.querySelector('header') as HTMLElement;
    expect(getByRole(header, 'img', { name: 'Acme Outfitters logo' }).getAttribute('src')).toBe(shop().logo);
    expect(getByRole(header, 'link', { name: 'Visit website: acme.example/shop' }).getAttribute('href')).toBe('https://acme.example/shop');
    expect(getByRole(header, 'link', { name: '+1 (555) 010-2030' }).getAttribute('href')).toBe('tel:+15550102030');
    expect(document.title).toBe('Tracking Number 1Z999 · Acme Outfitters');
    expect(getByRole(root, 'alert').textContent).toBe(PUBLIC_TRACKING_MESSAGES.notFound);
  });

  it('leaves out what the shop has not given, and a website that is no web address', async () => {
    mockApi({
      'POST /api/tracking_page': () => ({ status: 404, message: [PUBLIC_TRACKING_MESSAGES.notFound] }),
      'POST /api/tracking_page_search': () => ({ data: shop({ logo: null, website_url: 'javascript:alert(1)', contact_no: ' ' }) }),
    });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/1Z999');
    await resultPage(context, '1Z999');
    const header = root.querySelector('header') as HTMLElement;
    expect(header.querySelector('img')).toBeNull();
    expect(header.querySelector('a')).toBeNull();
    expect(header.textContent).toBe('Acme Outfitters');
  });

  it('hides the header when the shop could not be read', async () => {
    mockApi({
      'POST /api/tracking_page': () => ({ status: 404, message: [PUBLIC_TRACKING_MESSAGES.notFound] }),
      'POST /api/tracking_page_search': () => ({ status: 429, message: [PUBLIC_TRACKING_MESSAGES.tooMany(1)] }),
    });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/1Z999');
    await resultPage(context, '1Z999');
    expect(root.querySelector('header')?.hidden).toBe(true);
    expect(getByRole(root, 'alert').textContent).toBe(PUBLIC_TRACKING_MESSAGES.notFound);
  });
});

describe('the result page of an order on a shop that asks for its e-mail or postal code', () => {
  beforeEach(() => sessionStorage.clear());
  const ORDER_PAGE = 'https://acme.trailpost.test/trackingPage/%231001?searchBy=order_number';
  const detailInput = (root: HTMLElement) => getByLabelText(root, 'Order email or postal code') as HTMLInputElement;
  const submitDetail = (root: HTMLElement) => (detailInput(root).form as HTMLFormElement).requestSubmit();
  /** The server: the order is #1001 with ada@example.com or postal code 10115. */
  const orderServer = () =>
    mockApi({
      'POST /api/tracking_page': (body) => {
        const { email, postal_code } = body as { email?: string; postal_code?: string };
        if (!email && !postal_code) return { status: 400, message: [PUBLIC_TRACKING_MESSAGES.enterVerification] };
        return email === 'ada@example.com' || postal_code === '10115' ? { data: shipment() } : { status: 404, message: [PUBLIC_TRACKING_MESSAGES.notFound] };
      },
      'POST /api/tracking_page_search': () => ({ data: shop({ order_lookup_verification: true }) }),
    });

  it('sends the detail the search page kept, as an e-mail or a postal code, and shows the order', async () => {
    const calls = orderServer();
    rememberOrderDetail('acme.trailpost.test', '#1001', '10115');
    const { root, context } = pageAt(ORDER_PAGE);
    await resultPage(context, '#1001');
    expect(calls[0]?.body).toEqual({ domain_name: 'acme.trailpost.test', order_number: '#1001', postal_code: '10115' });
    expect(banner(root)).not.toBeNull();
  });

  it('asks for the detail on the page when it came without one, then shows the order', async () => {
    const calls = orderServer();
    const { root, context } = pageAt(ORDER_PAGE);
    await resultPage(context, '#1001');
    expect(getByRole(root, 'heading', { name: 'Confirm your order' })).toBeTruthy();
    expect(detailInput(root).hasAttribute('aria-invalid')).toBe(false);
    submitDetail(root);
    expect(root.querySelector('#order-detail-error')?.textContent).toBe(PUBLIC_TRACKING_MESSAGES.enterVerification);

    detailInput(root).value = 'ada@example.com';
    submitDetail(root);
    await vi.waitFor(() => expect(banner(root)).not.toBeNull());
    expect(calls.filter((call) => call.path === '/api/tracking_page').map((call) => call.body)).toEqual([
      { domain_name: 'acme.trailpost.test', order_number: '#1001' },
      { domain_name: 'acme.trailpost.test', order_number: '#1001', email: 'ada@example.com' },
    ]);
    expect(window.location.search).not.toContain('ada');
  });

  it("says a wrong detail as the server does, keeps it in the field to correct, and does not ask for another number's", async () => {
    orderServer();
    rememberOrderDetail('acme.trailpost.test', '#1001', 'eve@example.com');
    const { root, context } = pageAt(ORDER_PAGE);
    await resultPage(context, '#1001');
    expect(detailInput(root).value).toBe('eve@example.com');
    expect(root.querySelector('#order-detail-error')?.textContent).toBe(PUBLIC_TRACKING_MESSAGES.notFound);
    expect(detailInput(root).getAttribute('aria-invalid')).toBe('true');

    // A tracking number's page never asks, and a missing order without a detail says not found.
    const other = pageAt('https://acme.trailpost.test/trackingPage/1Z999');
    mockApi({ 'POST /api/tracking_page': () => ({ status: 404, message: [PUBLIC_TRACKING_MESSAGES.notFound] }), 'POST /api/tracking_page_search': () => ({ data: shop() }) });
    await resultPage(other.context, '1Z999');
    expect(other.root.querySelector('#order-detail')).toBeNull();
    expect(getByRole(other.root, 'alert').textContent).toBe(PUBLIC_TRACKING_MESSAGES.notFound);
  });
});
