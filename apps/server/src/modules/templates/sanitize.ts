import sanitizeHtml from 'sanitize-html';
import { cleanStyleAttribute, cleanStyleSheet } from './css-safety.js';
import { isAllowedImageSource } from './url-safety.js';

/**
 * The allow-list of e-mail and tracking-page templates: text structure, tables, images, links
 * over http(s), mailto and tel, inline styles and <style> blocks (cleaned by css-safety).
 * Everything else goes: script, event handlers, javascript: and data: links, forms and
 * their controls, frames, object/embed, meta/link/base. Placeholders are plain text to the
 * sanitiser ("[Tracking Page Link]" in an href is a relative address), so they pass through;
 * the values that replace them are checked again when a message is rendered.
 */
const ALLOWED_TAGS = [...sanitizeHtml.defaults.allowedTags, 'img', 'style', 'center', 'font', 'del', 'ins', 'strike', 'big', 'tt'];

const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  // No id or name: on a public page they could shadow the page's own globals (DOM clobbering).
  '*': ['style', 'class', 'align', 'valign', 'dir', 'lang', 'title', 'width', 'height', 'bgcolor', 'role'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'border'],
  table: ['border', 'cellpadding', 'cellspacing', 'summary'],
  td: ['colspan', 'rowspan', 'nowrap'],
  th: ['colspan', 'rowspan', 'nowrap', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  font: ['color', 'face', 'size'],
  ol: ['start', 'type'],
  ul: ['type'],
  li: ['value'],
};

/** Refused elements whose text goes with them, not just their tags. */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'select', 'button', 'noscript', 'title', 'iframe', 'object', 'noembed', 'noframes', 'template'];

/** Per element: styles cleaned, data: images limited to raster ones, new windows opened without an opener. */
function transform(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const attributes = { ...attribs };
  if (attributes.style !== undefined) {
    const style = cleanStyleAttribute(attributes.style);
    if (style) attributes.style = style;
    else delete attributes.style;
  }
  if (tagName === 'img' && attributes.src !== undefined && !isAllowedImageSource(attributes.src)) delete attributes.src;
  if (tagName === 'a') {
    if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
    else delete attributes.target;
  }
  return { tagName, attribs: attributes };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: true,
  nonTextTags: NON_TEXT_TAGS,
  // <style> is on the list on purpose: its text is cleaned right after (cleanStyleSheet).
  allowVulnerableTags: true,
  transformTags: { '*': transform },
};

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** A template's HTML reduced to the allow-list; used when a template is saved and when it is rendered. */
export function sanitizeTemplateHtml(html: string): string {
  // sanitize-html escapes "<" and ">" in text and attribute values, so every "<style" left is an element.
  return sanitizeHtml(html, OPTIONS).replace(STYLE_ELEMENT, (_element, css: string) => {
    const clean = cleanStyleSheet(css);
    return clean ? `<style>${clean}</style>` : '';
  });
}
