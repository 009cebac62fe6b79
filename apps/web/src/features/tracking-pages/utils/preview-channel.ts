import { PREVIEW_MESSAGE_DELAY_MS } from '@trailpost/contracts';
import { previewPath } from './paths';

/*
 * The editor hands its unsaved HTML to the preview tab by window message (part 2 §2.10): it
 * opens the tab and posts the HTML after PREVIEW_MESSAGE_DELAY_MS. A tab that takes longer
 * to load asks for it once it listens ("ready"), so a slow start does not lose the message.
 * Both sides accept only messages of this origin from the window they expect.
 */

export const PREVIEW_BODY_MESSAGE = 'trailpost:tracking-page-preview:body';
export const PREVIEW_READY_MESSAGE = 'trailpost:tracking-page-preview:ready';

/** How long the editor keeps answering a tab that asks for the HTML. */
export const PREVIEW_ANSWER_MS = 60_000;

const isMessage = (data: unknown, type: string): data is { type: string } =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;

/** The HTML in a message, when it comes from this origin and from `expectedSource`; null otherwise. */
export function previewBodyOf(event: MessageEvent, expectedSource: MessageEventSource | null): string | null {
  if (event.origin !== window.location.origin) return null;
  if (expectedSource !== null && event.source !== expectedSource) return null;
  if (!isMessage(event.data, PREVIEW_BODY_MESSAGE)) return null;
  const body = (event.data as { body?: unknown }).body;
  return typeof body === 'string' ? body : null;
}

/**
 * Opens the preview tab and sends it `body` after the delay, and again whenever it says it is
 * ready. Returns null when the browser blocked the new tab.
 */
export function openPreviewTab(id: string | null, body: string): Window | null {
  const tab = window.open(previewPath(id), '_blank');
  if (!tab) return null;
  const origin = window.location.origin;
  const send = () => tab.postMessage({ type: PREVIEW_BODY_MESSAGE, body }, origin);
  const onMessage = (event: MessageEvent) => {
    if (event.origin === origin && event.source === tab && isMessage(event.data, PREVIEW_READY_MESSAGE)) send();
  };
  window.setTimeout(send, PREVIEW_MESSAGE_DELAY_MS);
  window.addEventListener('message', onMessage);
  window.setTimeout(() => window.removeEventListener('message', onMessage), PREVIEW_ANSWER_MS);
  return tab;
}

/** The preview tab's side: says it is ready to the window that opened it. */
export function announceReady(opener: Window): void {
  opener.postMessage({ type: PREVIEW_READY_MESSAGE }, window.location.origin);
}
