import { el, show } from './dom';
import type { PageContext } from './page';
import { enterNumber, PAGE_TEXTS, SEARCH_BY_LABELS } from './texts';
import { trackButtonDomain, trackButtonTarget } from './urls';

/**
 * /trackingButton?domain=…: the box a store embeds (an iframe 100% wide, 200 px high, spec
 * §2.11, §2.12). A Tracking Number and Track, which opens the shop's tracking page in a new tab.
 * It calls no API, so it needs no challenge.
 */
export function trackButtonPage(context: PageContext): void {
  const { address } = context;
  document.title = `${PAGE_TEXTS.track} · ${SEARCH_BY_LABELS.tracking_number}`;
  document.documentElement.classList.add('embedded');
  const domain = trackButtonDomain(address);
  if (!domain) {
    show(context.root, el('p', { class: 'notice notice-error', role: 'alert' }, PAGE_TEXTS.trackButtonNoDomain));
    return;
  }

  const input = el('input', {
    id: 'number',
    name: 'number',
    type: 'text',
    autocomplete: 'off',
    autocapitalize: 'characters',
    spellcheck: 'false',
    enterkeyhint: 'go',
    'aria-describedby': 'number-error',
  });
  const error = el('p', { id: 'number-error', class: 'field-error', role: 'alert' });
  const setError = (message: string | null) => {
    error.textContent = message ?? '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };

  const form = el(
    'form',
    { class: 'track-button', novalidate: true },
    el(
      'div',
      { class: 'field' },
      el('label', { for: 'number', class: 'field-label' }, SEARCH_BY_LABELS.tracking_number),
      el('div', { class: 'field-row' }, input, el('button', { type: 'submit', class: 'button' }, PAGE_TEXTS.track)),
      error,
    ),
  );
  input.addEventListener('input', () => setError(null));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const number = input.value.trim();
    if (!number) {
      setError(enterNumber('tracking_number'));
      input.focus();
      return;
    }
    context.openInNewTab(trackButtonTarget(address, domain, number));
  });
  show(context.root, form);
}
