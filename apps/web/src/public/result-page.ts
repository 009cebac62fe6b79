import type { PublicTrackingView } from '@trailpost/contracts';
import { lookUpShipment, lookUpShop } from './api';
import { checkpointList } from './checkpoints';
import { el, show } from './dom';
import { languageSwitcher } from './language-switcher';
import { fillMerchantHeader, merchantHeader } from './merchant-header';
import type { PageContext } from './page';
import { orderDetailOf, recalledOrderDetail, rememberOrderDetail } from './order-detail';
import { statusBanner } from './status-banner';
import { orderDetailAttributes, textField } from './text-field';
import { MESSAGES, PAGE_TEXTS, SEARCH_BY_LABELS } from './texts';
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
 * The shop wants the order's e-mail or postal code with its number, and none (or a wrong one)
 * came: a small form asks for it, then `retry` looks the order up again on this same page.
 */
function orderDetailForm(given: string | null, error: string | null, retry: (value: string) => void): HTMLElement {
  const detail = textField('order-detail', orderDetailAttributes, PAGE_TEXTS.orderDetailHint);
  detail.label.textContent = PAGE_TEXTS.orderDetail;
  detail.input.value = given ?? '';
  detail.row.append(el('button', { type: 'submit', class: 'button' }, PAGE_TEXTS.track));
  detail.setError(error);
  const form = el(
    'form',
    { class: 'card verify', novalidate: true, 'aria-labelledby': 'verify-title' },
    el('h2', { id: 'verify-title', class: 'verify-title' }, PAGE_TEXTS.verifyTitle),
    el('p', { class: 'verify-text' }, PAGE_TEXTS.verifyText),
    detail.field,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = detail.input.value.trim();
    if (!value) {
      detail.setError(MESSAGES.enterVerification);
      detail.input.focus();
      return;
    }
    retry(value);
  });
  return form;
}

/**
 * /trackingPage/{number}?searchBy=…: loading, then the current status and the shop's page, or
 * the server's first message (spec §2.11, §4), or a form for the order's e-mail or postal code.
 * The shop's page carries its own logo, name and contact, so the shop's header is only asked
 * for (with its own solved challenge) when there is no page to show: it still helps the
 * customer who typed a wrong number.
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
  const content = el('div', { class: 'content' }, result, another, languageSwitcher(context));
  show(context.root, content);

  const given = searchBy === 'order_number' ? recalledOrderDetail(domainName, number) : null;
  const shipment = await lookUpShipment(domainName, searchBy, number, solver, given ? orderDetailOf(given) : undefined);
  result.removeAttribute('aria-busy');
  if (shipment.ok) {
    show(status, statusBanner(shipment.data));
    show(body, templateBody(shipment.data));
    return;
  }
  show(status);
  if (searchBy === 'order_number' && (shipment.message === MESSAGES.enterVerification || given !== null)) {
    // Asked for the second detail, or the one given was not the order's: ask (again) here.
    const retry = (value: string) => {
      rememberOrderDetail(domainName, number, value);
      void resultPage(context, number);
    };
    show(alert, orderDetailForm(given, shipment.message === MESSAGES.enterVerification ? null : shipment.message, retry));
  } else {
    show(alert, el('p', { class: 'notice notice-error', role: 'alert' }, shipment.message));
  }
  const header = merchantHeader();
  context.root.insertBefore(header, content);
  const shop = await lookUpShop(domainName, solver);
  fillMerchantHeader(header, shop.ok ? shop.data : null);
  if (shop.ok && shop.data.company_name) document.title = `${document.title} · ${shop.data.company_name}`;
}
