import { getByRole } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { startPage } from './start';
import { pageAt, shipment, shop } from './test-data';

describe('startPage', () => {
  it('draws the result page of /trackingPage/{number}', async () => {
    const calls = mockApi({
      'POST /api/tracking_page': () => ({ data: shipment() }),
      'POST /api/tracking_page_search': () => ({ data: shop() }),
    });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage/1Z999');
    await startPage(context);
    expect(calls[0]?.body).toEqual({ domain_name: 'acme.trailpost.test', tracking_number: '1Z999' });
    expect(root.querySelector('.status-banner')).not.toBeNull();
  });

  it('draws the search page of /trackingPage', async () => {
    mockApi({ 'POST /api/tracking_page_search': () => ({ data: shop() }) });
    const { root, context } = pageAt('https://acme.trailpost.test/trackingPage');
    await startPage(context);
    expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('Track your shipment');
    expect(getByRole(root, 'radio', { name: 'Tracking Number' })).toBeTruthy();
  });

  it('draws the track button of /trackingButton', async () => {
    const { root, context } = pageAt('https://app.trailpost.test/trackingButton?domain=acme.trailpost.test');
    await startPage(context);
    expect(getByRole(root, 'button', { name: 'Track' })).toBeTruthy();
    expect(root.querySelector('.track-button')).not.toBeNull();
    document.documentElement.classList.remove('embedded');
  });

  it.each(['/', '/trackingPage/a/b', '/settings'])('draws Page Not Found for %s, with a way to the search page', async (path) => {
    const calls = mockApi({});
    const { root, context } = pageAt(`https://acme.trailpost.test${path}?domain=acme.example`);
    await startPage(context);
    expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('Page Not Found.');
    expect(root.textContent).toContain('error 404');
    expect(getByRole(root, 'link', { name: 'Go to the tracking page' }).getAttribute('href')).toBe('/trackingPage?domain=acme.example');
    expect(calls).toHaveLength(0);
  });
});
