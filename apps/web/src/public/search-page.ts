import { lookUpShop } from './api';
import { el, show } from './dom';
import { languageSwitcher } from './language-switcher';
import { fillMerchantHeader, merchantHeader } from './merchant-header';
import type { PageContext } from './page';
import { rememberOrderDetail } from './order-detail';
import { orderDetailAttributes, textField } from './text-field';
import { enterNumber, MESSAGES, PAGE_TEXTS, PUBLIC_SEARCH_DELAY_MS, SEARCH_BY, SEARCH_BY_LABELS, type SearchBy } from './texts';
import { domainNameOf, numberParam, resultUrl, searchByOf } from './urls';

/**
 * /trackingPage: the shop's search page (spec §2.11, §5). Tracking Number or Order Number, one
 * input, Track; with an order number, the order's e-mail or postal code as well when the shop
 * asks for it. Arriving with `?number=` (a store's "track your order" redirect) it runs the
 * search itself after 500 ms.
 */
export async function searchPage(context: PageContext): Promise<void> {
  const { address } = context;
  const preset = numberParam(address);
  document.title = PAGE_TEXTS.searchTitle;

  const choices = SEARCH_BY.map((searchBy) => ({
    searchBy,
    radio: el('input', { type: 'radio', name: 'searchBy', value: searchBy, id: `search-by-${searchBy}`, checked: searchBy === searchByOf(address) }),
  }));
  const chosen = (): SearchBy => choices.find(({ radio }) => radio.checked)?.searchBy ?? 'tracking_number';
  const number = textField('number', {
    autocomplete: 'off',
    autocapitalize: 'characters',
    spellcheck: 'false',
    enterkeyhint: 'search',
  });
  const { input } = number;
  input.value = preset ?? '';
  // The order's e-mail or postal code: shown with an order number when the shop asks for it.
  const detail = textField('order-detail', orderDetailAttributes, PAGE_TEXTS.orderDetailHint);
  detail.label.textContent = PAGE_TEXTS.orderDetail;
  detail.field.hidden = true;
  let shopAsksForDetail = false;
  const trackButton = el('button', { type: 'submit', class: 'button' }, PAGE_TEXTS.track);
  number.row.append(trackButton);

  const needsDetail = () => shopAsksForDetail && chosen() === 'order_number';
  const placeDetail = () => {
    detail.field.hidden = !needsDetail();
    // Track sits beside the last input the customer fills in.
    (needsDetail() ? detail.row : number.row).append(trackButton);
  };
  const labelSearchBy = () => {
    number.label.textContent = SEARCH_BY_LABELS[chosen()];
    number.setError(null);
    detail.setError(null);
    placeDetail();
  };
  labelSearchBy();

  /** Track: the result page of the value, or the message of an empty input. */
  const track = (options?: { replace?: boolean }) => {
    const value = input.value.trim();
    if (!value) {
      number.setError(enterNumber(chosen()));
      input.focus();
      return;
    }
    if (needsDetail()) {
      const given = detail.input.value.trim();
      if (!given) {
        detail.setError(MESSAGES.enterVerification);
        detail.input.focus();
        return;
      }
      rememberOrderDetail(domainNameOf(address), value, given);
    }
    context.navigate(resultUrl(value, chosen(), address), options);
  };

  const form = el(
    'form',
    { class: 'card search', novalidate: true, 'aria-labelledby': 'search-title' },
    el('h1', { id: 'search-title', class: 'search-title' }, PAGE_TEXTS.searchTitle),
    el(
      'fieldset',
      { class: 'search-by' },
      el('legend', {}, PAGE_TEXTS.searchBy),
      ...choices.map(({ searchBy, radio }) => el('label', { class: 'choice', for: radio.id }, radio, el('span', {}, SEARCH_BY_LABELS[searchBy]))),
    ),
    number.field,
    detail.field,
  );
  for (const { radio } of choices) radio.addEventListener('change', labelSearchBy);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    track();
  });

  const content = el('div', { class: 'content' }, form, languageSwitcher(context));
  if (preset) {
    show(context.root, content);
    // The page is about to leave: no header lookup to spend a challenge on. `replace` keeps this
    // automatic step out of the history, so Back does not land here and run it again.
    setTimeout(() => track({ replace: true }), PUBLIC_SEARCH_DELAY_MS);
    return;
  }
  const header = merchantHeader();
  show(context.root, header, content);
  const shop = await lookUpShop(domainNameOf(address), context.solver);
  fillMerchantHeader(header, shop.ok ? shop.data : null);
  shopAsksForDetail = shop.ok && shop.data.order_lookup_verification;
  placeDetail();
  // The specification's "no-data text replaces the search form": no shop, nothing to search in.
  if (!shop.ok) show(content, el('p', { class: 'notice notice-error', role: 'alert' }, shop.message));
}
