import type { PublicTrackingView } from '@trailpost/contracts';
import { lookUpShipment, lookUpShop } from './api';
import { checkpointList } from './checkpoints';
import { el, show } from './dom';
import { fillMerchantHeader, merchantHeader } from './merchant-header';
import type { PageContext } from './page';
import { statusBanner } from './status-banner';
import { PAGE_TEXTS, SEARCH_BY_LABELS } from './texts';
import { domainNameOf, searchByOf, searchUrl } from './urls';

/** The grey shapes of a page still loading, with the words a screen reader says instead. */
function loadingShapes(): HTMLElement {
  return el(
    'div',
    { class: 'loading' },
    el('span', { class: 'visually-hidden' }, PAGE_TEXTS.loading),
    el('span', { class: 'skeleton skeleton-banner' }),
    el('span', { class: 'skeleton skeleton-line' }),
    el('span', { class: 'skeleton skeleton-line short' }),
  );
}

/**
 * The shop's template as the server rendered and sanitised it, in a shadow root: its <style>
 * shapes only the template, and this page's styles leave the template alone.
 */
function templateBody(view: PublicTrackingView): HTMLElement {
  if (!view.body.trim()) return checkpointList(view.checkpoints);
  const host = el('div', { class: 'template' });
  host.attachShadow({ mode: 'open' }).innerHTML = view.body;
  return host;
}

/**
 * /trackingPage/{number}?searchBy=…: loading, then the current status and the shop's page, or
 * the server's first message (spec §2.11, §4). The shop's page carries its own logo, name and
 * contact, so the shop's header is only asked for (with its own solved challenge) when there
 * is no page to show: it still helps the customer who typed a wrong number.
 */
export async function resultPage(context: PageContext, number: string): Promise<void> {
  const { address, solver } = context;
  const searchBy = searchByOf(address);
  const domainName = domainNameOf(address);
  document.title = `${SEARCH_BY_LABELS[searchBy]} ${number}`;

  // Polite: the status is read out once it arrives; errors interrupt (role="alert").
  const status = el('div', { class: 'status-area', 'aria-live': 'polite' }, loadingShapes());
  const alert = el('div', { class: 'alert-area' });
  const body = el('div', { class: 'result-body' });
  const result = el('section', { class: 'result', 'aria-busy': 'true', 'aria-label': `${SEARCH_BY_LABELS[searchBy]} ${number}` }, status, alert, body);
  const another = el('p', { class: 'another' }, el('a', { href: searchUrl(address) }, PAGE_TEXTS.trackAnother));
  const content = el('div', { class: 'content' }, result, another);
  show(context.root, content);

  const shipment = await lookUpShipment(domainName, searchBy, number, solver);
  result.removeAttribute('aria-busy');
  if (shipment.ok) {
    show(status, statusBanner(shipment.data));
    show(body, templateBody(shipment.data));
    return;
  }
  show(status);
  show(alert, el('p', { class: 'notice notice-error', role: 'alert' }, shipment.message));
  const header = merchantHeader();
  context.root.insertBefore(header, content);
  const shop = await lookUpShop(domainName, solver);
  fillMerchantHeader(header, shop.ok ? shop.data : null);
  if (shop.ok && shop.data.company_name) document.title = `${document.title} · ${shop.data.company_name}`;
}
