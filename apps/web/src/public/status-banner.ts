import type { PublicTrackingView } from '@trailpost/contracts';
import { el } from './dom';
import { PAGE_TEXTS, PUBLIC_STATUS_COLOURS, STATUS_LABELS } from './texts';

/**
 * The current status in the specification's colour (spec §3). The number, courier and order
 * are the template's to show.
 */
export function statusBanner(view: PublicTrackingView): HTMLElement {
  const colours = PUBLIC_STATUS_COLOURS[view.current_status];
  const banner = el(
    'section',
    { class: 'status-banner', 'data-status': view.current_status, 'aria-label': PAGE_TEXTS.currentStatus },
    el('p', { class: 'status-caption' }, PAGE_TEXTS.currentStatus),
    el('p', { class: 'status-label' }, STATUS_LABELS[view.current_status]),
  );
  // Through the CSSOM, which a Content-Security-Policy does not restrict, not a style attribute.
  banner.style.backgroundColor = colours.background;
  banner.style.color = colours.text;
  return banner;
}
