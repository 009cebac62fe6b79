import type { PlaceholderName } from '@trailpost/contracts';
import { escapeHtml } from '../../platform/html-escape.js';
import { timelineHtml, timelineText } from './timeline.js';
import { EMAIL_LINK_STYLE } from './link-style.js';
import { isAllowedImageSource, isAllowedLink } from './url-safety.js';
import type { TemplateValues } from './values.js';

/** A logo as an image we build, with its own styles; nothing when there is no (acceptable) address. */
function logoHtml(url: string | null, alt: string, maxHeight: number): string {
  if (!url || !isAllowedImageSource(url)) return '';
  return `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" style="display:inline-block;max-height:${maxHeight}px;max-width:100%;height:auto;border:0">`;
}

/** A placeholder in HTML text: markup we build for the timeline and logos, every other value escaped. */
export function placeholderHtml(name: PlaceholderName, values: TemplateValues): string {
  switch (name) {
    case 'Tracking Timeline':
      return timelineHtml(values[name]);
    case 'Logo':
      return logoHtml(values.Logo, values['Company Name'], 64);
    case 'Courier Logo':
      return logoHtml(values['Courier Logo'], values['Courier Name'], 40);
    default:
      return escapeHtml(values[name]);
  }
}

/** Placeholders whose value is an address: in an e-mail's text (outside a link) they become a link. */
export const LINK_PLACEHOLDERS: ReadonlySet<PlaceholderName> = new Set<PlaceholderName>(['Tracking Page Link']);

/** An address placeholder in an e-mail's text: a link showing the address, styled on the element; an empty or refused address stays text. */
export function placeholderLinkHtml(name: PlaceholderName, values: TemplateValues): string {
  const url = placeholderText(name, values);
  if (!url.trim() || !isAllowedLink(url)) return escapeHtml(url);
  return `<a href="${escapeHtml(url)}" style="${EMAIL_LINK_STYLE}">${escapeHtml(url)}</a>`;
}

/** A placeholder in plain text (subjects, SMS, the text part): values raw, the timeline as lines, logos empty. */
export function placeholderText(name: PlaceholderName, values: TemplateValues): string {
  switch (name) {
    case 'Tracking Timeline':
      return timelineText(values[name]);
    case 'Logo':
    case 'Courier Logo':
      return '';
    default:
      return values[name];
  }
}

/** A placeholder inside an attribute (before escaping): as text, but a logo there means its address (src="[Logo]"). */
export function placeholderAttributeText(name: PlaceholderName, values: TemplateValues): string {
  if (name === 'Logo' || name === 'Courier Logo') return values[name] ?? '';
  return placeholderText(name, values);
}
