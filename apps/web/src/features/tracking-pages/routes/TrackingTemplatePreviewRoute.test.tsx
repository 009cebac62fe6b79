import { TRACKING_PAGE_MESSAGES } from '@trailpost/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall } from '@/test/mock-api';
import { PREVIEW_BODY_MESSAGE, PREVIEW_READY_MESSAGE } from '../utils/preview-channel';
import { DEFAULT_ID, DEFAULT_PAGE } from '../test-data';
import { renderAtPaths } from '@/test/render-at-paths';
import { NOTHING_TO_PREVIEW, PREVIEW_WAIT_MS, TrackingTemplatePreviewRoute } from './TrackingTemplatePreviewRoute';

const PATHS = ['/custom_tracking_page/preview', '/custom_tracking_page/preview/:id'];
const rendered = (body: string) => `<html><body>${body.replace('[Order ID]', '#1001')}</body></html>`;

function setup(url: string, preview: (body: string) => { status?: number; data?: unknown; message?: string[] } = (body) => ({ data: { html: rendered(body) } })) {
  const calls = mockApi({
    [`GET /api/tracking_template/${DEFAULT_ID}`]: () => ({ data: DEFAULT_PAGE }),
    'POST /api/tracking_template/preview': (body) => preview((body as { body: string }).body),
  });
  renderAtPaths(<TrackingTemplatePreviewRoute />, PATHS, url);
  return calls;
}

/** This window stands in for the editor that opened the tab: same origin, a real window. */
function openedByEditor() {
  Object.defineProperty(window, 'opener', { value: window, configurable: true, writable: true });
}

function send(data: unknown, init: { origin?: string; source?: Window | null } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: init.origin ?? window.location.origin, source: init.source === undefined ? window : init.source }));
  });
}

const previews = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/tracking_template/preview').map((call) => call.body);
const frame = () => screen.findByTitle('Tracking page preview') as Promise<HTMLIFrameElement>;

describe('tracking-page preview tab', () => {
  beforeEach(() => storeSession(sessionFixture()));
  afterEach(() => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  });

  it('tells the editor it is ready, and renders the HTML the editor sends in a frame without scripts', async () => {
    openedByEditor();
    const post = vi.spyOn(window, 'postMessage');
    const calls = setup('/custom_tracking_page/preview');
    await waitFor(() => expect(post).toHaveBeenCalledWith({ type: PREVIEW_READY_MESSAGE }, window.location.origin));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    send({ type: PREVIEW_BODY_MESSAGE, body: '<p>[Order ID]</p>' });
    const iframe = await frame();
    expect(previews(calls)).toEqual([{ body: '<p>[Order ID]</p>' }]);
    expect(iframe.getAttribute('srcdoc')).toBe(rendered('<p>[Order ID]</p>'));
    expect(iframe.getAttribute('sandbox')).toBe('');
  });

  it('ignores messages from another origin or another window', async () => {
    openedByEditor();
    const other = document.body.appendChild(document.createElement('iframe')).contentWindow;
    const calls = setup('/custom_tracking_page/preview');
    send({ type: PREVIEW_BODY_MESSAGE, body: '<p>evil</p>' }, { origin: 'https://evil.example' });
    send({ type: PREVIEW_BODY_MESSAGE, body: '<p>other</p>' }, { source: other });
    send({ type: 'something-else', body: '<p>x</p>' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(previews(calls)).toEqual([]);
    expect(screen.queryByTitle('Tracking page preview')).toBeNull();
  });

  it('renders the saved template when opened from the list (no opener)', async () => {
    const calls = setup(`/custom_tracking_page/preview/${DEFAULT_ID}`);
    expect((await frame()).getAttribute('srcdoc')).toBe(rendered(DEFAULT_PAGE.body));
    expect(previews(calls)).toEqual([{ body: DEFAULT_PAGE.body }]);
  });

  it('falls back to the saved template when the editor sends nothing in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openedByEditor();
    const calls = setup(`/custom_tracking_page/preview/${DEFAULT_ID}`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_WAIT_MS - 100);
    });
    expect(calls.some((call) => call.method === 'GET')).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect((await frame()).getAttribute('srcdoc')).toBe(rendered(DEFAULT_PAGE.body));
  });

  it('says there is nothing to preview without an editor or a template', async () => {
    setup('/custom_tracking_page/preview');
    expect(await screen.findByText(NOTHING_TO_PREVIEW)).toBeTruthy();
  });

  it('shows the server\'s message when the page cannot be rendered or found', async () => {
    setup(`/custom_tracking_page/preview/${DEFAULT_ID}`, () => ({ status: 400, message: ['The page HTML is too long.'] }));
    expect(await screen.findByText('The page HTML is too long.')).toBeTruthy();
  });

  it('says when the template does not exist', async () => {
    setup('/custom_tracking_page/preview/0b7c6f1e-4444-4b4b-8c8c-00000000dead');
    expect(await screen.findByText(TRACKING_PAGE_MESSAGES.notFound)).toBeTruthy();
  });
});
