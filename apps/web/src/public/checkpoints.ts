import type { PublicCheckpoint } from '@trailpost/contracts';
import { el } from './dom';
import { pageLanguage } from './page-data';
import { PAGE_TEXTS, STATUS_LABELS } from './texts';

/** A scan's time in the page's language (its digits and words) and the customer's zone; a value that is no date, as it came. */
export function checkpointTime(value: string | null): string {
  if (!value) return PAGE_TEXTS.missing;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value;
  return new Intl.DateTimeFormat(pageLanguage() ?? undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/**
 * The shipment's scans, newest first as the server sends them: shown only when the shop's
 * template has no body of its own, so that the page still tells the customer where the parcel is.
 */
export function checkpointList(checkpoints: readonly PublicCheckpoint[]): HTMLElement {
  const heading = el('h2', { class: 'checkpoints-heading' }, PAGE_TEXTS.checkpointsHeading);
  if (!checkpoints.length) return el('section', { class: 'checkpoints' }, heading, el('p', {}, PAGE_TEXTS.noCheckpoints));
  return el(
    'section',
    { class: 'checkpoints' },
    heading,
    el(
      'ol',
      { class: 'checkpoint-list' },
      ...checkpoints.map((checkpoint) =>
        el(
          'li',
          { class: 'checkpoint' },
          el('p', { class: 'checkpoint-status' }, STATUS_LABELS[checkpoint.tag] ?? checkpoint.tag),
          el('p', { class: 'checkpoint-message' }, checkpoint.message),
          el(
            'p',
            { class: 'checkpoint-meta' },
            el('span', { class: 'checkpoint-location' }, checkpoint.location ?? PAGE_TEXTS.missing),
            ' · ',
            el('span', { class: 'checkpoint-time' }, checkpointTime(checkpoint.checkpoint_time)),
          ),
        ),
      ),
    ),
  );
}
