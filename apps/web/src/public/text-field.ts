import { el } from './dom';

export interface TextField {
  /** The whole field: label, input row, hint and error. */
  field: HTMLDivElement;
  label: HTMLLabelElement;
  input: HTMLInputElement;
  /** The input's row: a button placed here sits beside the input. */
  row: HTMLDivElement;
  /** Shows a message under the input (marking it invalid), or clears it. */
  setError: (message: string | null) => void;
}

/** A labelled text input with an optional hint and an error line read out when it appears. */
export function textField(id: string, attributes: Record<string, string | boolean | undefined>, hint?: string): TextField {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const input = el('input', { id, name: id, type: 'text', ...attributes, 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') });
  const label = el('label', { for: id, class: 'field-label' });
  const row = el('div', { class: 'field-row' }, input);
  const error = el('p', { id: errorId, class: 'field-error', role: 'alert' });
  const field = el('div', { class: 'field' }, label, row, hint ? el('p', { id: hintId, class: 'field-hint' }, hint) : null, error);
  const setError = (message: string | null) => {
    error.textContent = message ?? '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  input.addEventListener('input', () => setError(null));
  return { field, label, input, row, setError };
}

/** The order's e-mail or postal code, as the search page and the result page ask for it. */
export const orderDetailAttributes = { autocomplete: 'email', spellcheck: 'false', enterkeyhint: 'search' } as const;
