import { PREVIEW_MESSAGE_DELAY_MS } from '@trailpost/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { previewPath } from './paths';
import { openPreviewTab, PREVIEW_BODY_MESSAGE, PREVIEW_READY_MESSAGE, previewBodyOf } from './preview-channel';

/** A real window other than this one (MessageEvent only takes real windows as its source). */
function otherWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  return frame.contentWindow as Window;
}

const message = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
  new MessageEvent('message', { data, origin: init.origin ?? window.location.origin, source: init.source ?? null });

describe('preview paths', () => {
  it('names the saved template when there is one', () => {
    expect(previewPath('abc')).toBe('/custom_tracking_page/preview/abc');
    expect(previewPath(null)).toBe('/custom_tracking_page/preview');
  });
});

describe('the preview tab accepts', () => {
  it('the HTML from its opener on this origin only', () => {
    const opener = otherWindow();
    const body = { type: PREVIEW_BODY_MESSAGE, body: '<p>Hi</p>' };
    expect(previewBodyOf(message(body, { source: opener }), opener)).toBe('<p>Hi</p>');
    expect(previewBodyOf(message(body, { source: opener, origin: 'https://evil.example' }), opener)).toBeNull();
    expect(previewBodyOf(message(body, { source: otherWindow() }), opener)).toBeNull();
    expect(previewBodyOf(message({ type: 'other', body: 'x' }, { source: opener }), opener)).toBeNull();
    expect(previewBodyOf(message({ type: PREVIEW_BODY_MESSAGE, body: 42 }, { source: opener }), opener)).toBeNull();
  });
});

describe('openPreviewTab', () => {
  let tab: Window;
  let post: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    tab = otherWindow();
    post = vi.fn();
    tab.postMessage = post as unknown as Window['postMessage'];
    vi.stubGlobal('open', vi.fn(() => tab));
  });

  afterEach(() => vi.useRealTimers());

  it('opens the tab and posts the HTML to this origin after the delay', () => {
    expect(openPreviewTab('abc', '<p>Hi</p>')).toBe(tab);
    expect(window.open).toHaveBeenCalledWith('/custom_tracking_page/preview/abc', '_blank');
    vi.advanceTimersByTime(PREVIEW_MESSAGE_DELAY_MS - 1);
    expect(post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenCalledWith({ type: PREVIEW_BODY_MESSAGE, body: '<p>Hi</p>' }, window.location.origin);
  });

  it('answers the tab when it says it is ready, and no one else', () => {
    openPreviewTab(null, '<p>Hi</p>');
    window.dispatchEvent(message({ type: PREVIEW_READY_MESSAGE }, { source: otherWindow() }));
    window.dispatchEvent(message({ type: PREVIEW_READY_MESSAGE }, { source: tab, origin: 'https://evil.example' }));
    expect(post).not.toHaveBeenCalled();
    window.dispatchEvent(message({ type: PREVIEW_READY_MESSAGE }, { source: tab }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ type: PREVIEW_BODY_MESSAGE, body: '<p>Hi</p>' }, window.location.origin);
  });

  it('gives null when the browser blocks the tab', () => {
    vi.stubGlobal('open', vi.fn(() => null));
    expect(openPreviewTab('abc', '<p>Hi</p>')).toBeNull();
  });
});
