import { Parser } from 'htmlparser2';
import { escapeHtml } from '../../platform/html-escape.js';
import { cleanStyleAttribute } from './css-safety.js';
import { withLinkStyle } from './link-style.js';
import { LINK_PLACEHOLDERS, placeholderAttributeText, placeholderHtml, placeholderLinkHtml } from './placeholder-output.js';
import { splitPlaceholders, type PlaceholderPiece } from './substitute.js';
import { isAllowedImageSource, isAllowedLink } from './url-safety.js';
import type { TemplateValues } from './values.js';

/**
 * A sanitised template turned, once, into literal HTML and the spots where values go, each
 * knowing its context: element text (escaped value or our markup) or an attribute (escaped,
 * and for links, image sources and styles checked again once filled). Rendering a message is
 * then string concatenation.
 */
type AttributeCheck = 'link' | 'image' | 'style' | null;

interface AttributePart {
  attribute: string;
  pieces: (string | PlaceholderPiece)[];
  check: AttributeCheck;
}

/** An image whose source holds a placeholder: left out whole when that source comes out empty or refused. */
interface ImagePart {
  image: (string | AttributePart)[];
  source: AttributePart;
}

/** An address placeholder in an e-mail's text outside any link: filled as a link of its own. */
interface LinkPart {
  link: PlaceholderPiece['placeholder'];
}

type Part = string | PlaceholderPiece | AttributePart | ImagePart | LinkPart;

export interface CompiledHtml {
  parts: Part[];
  /** The <style> blocks, when hoisted (for the e-mail document's head). */
  styles: string;
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function checkOf(element: string, attribute: string): AttributeCheck {
  if (attribute === 'style') return 'style';
  if (attribute === 'href') return 'link';
  if (attribute === 'src' || (attribute === 'background' && element !== 'a')) return 'image';
  return null;
}

/**
 * `hoistStyles`: the <style> blocks go to the head. `styleLinks` (e-mails): every link carries its
 * colour and underline on the element, and an address placeholder in text becomes a link.
 */
export function compileHtml(html: string, options: { hoistStyles: boolean; styleLinks?: boolean }): CompiledHtml {
  const parts: Part[] = [];
  let styles = '';
  let literal = '';
  let text = '';
  let inStyle = false;
  /** Open <a> elements: a link is never put inside another. */
  let openLinks = 0;
  const flushLiteral = () => {
    if (literal) parts.push(literal);
    literal = '';
  };
  const emit = (part: Part) => {
    if (typeof part === 'string') {
      literal += part;
      return;
    }
    flushLiteral();
    parts.push(part);
  };
  // The parser may hand text over in several pieces (around entities): placeholders are found in the whole.
  const flushText = () => {
    if (!text) return;
    if (inStyle) {
      if (options.hoistStyles) styles += `<style>${text}</style>`;
      else emit(`<style>${text}</style>`);
    } else {
      for (const piece of splitPlaceholders(text)) {
        if (typeof piece === 'string') emit(escapeHtml(piece));
        else if (options.styleLinks && openLinks === 0 && LINK_PLACEHOLDERS.has(piece.placeholder)) emit({ link: piece.placeholder });
        else emit(piece);
      }
    }
    text = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flushText();
        if (name === 'style') {
          inStyle = true;
          return;
        }
        if (name === 'a') {
          openLinks += 1;
          // A style filled by a placeholder is checked once filled; a written one gets the link look it lacks.
          if (options.styleLinks && !(attributes.style && splitPlaceholders(attributes.style).some((piece) => typeof piece !== 'string'))) {
            attributes.style = withLinkStyle(attributes.style);
          }
        }
        const tag: (string | AttributePart)[] = [`<${name}`];
        for (const [attribute, value] of Object.entries(attributes)) {
          const pieces = splitPlaceholders(value);
          if (pieces.some((piece) => typeof piece !== 'string')) tag.push({ attribute, pieces, check: checkOf(name, attribute) });
          else tag.push(` ${attribute}="${escapeHtml(value)}"`);
        }
        tag.push('>');
        const source = tag.find((piece): piece is AttributePart => typeof piece !== 'string' && piece.attribute === 'src');
        if (name === 'img' && source) emit({ image: tag, source });
        else tag.forEach(emit);
      },
      ontext(data) {
        text += data;
      },
      onclosetag(name) {
        flushText();
        if (name === 'style') {
          inStyle = false;
          return;
        }
        if (name === 'a') openLinks = Math.max(0, openLinks - 1);
        if (!VOID_ELEMENTS.has(name)) emit(`</${name}>`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flushText();
  flushLiteral();
  return { parts, styles };
}

function attributeHtml(part: AttributePart, values: TemplateValues): string {
  let value = '';
  for (const piece of part.pieces) value += typeof piece === 'string' ? piece : placeholderAttributeText(piece.placeholder, values);
  // A blank address would point at the message itself: the attribute goes.
  if ((part.check === 'link' || part.check === 'image') && !value.trim()) return '';
  if (part.check === 'link' && !isAllowedLink(value)) return '';
  if (part.check === 'image' && !isAllowedImageSource(value)) return '';
  if (part.check === 'style') {
    value = cleanStyleAttribute(value);
    if (!value) return '';
  }
  return ` ${part.attribute}="${escapeHtml(value)}"`;
}

function imageHtml(part: ImagePart, values: TemplateValues): string {
  const source = attributeHtml(part.source, values);
  if (!source) return '';
  let html = '';
  for (const piece of part.image) html += typeof piece === 'string' ? piece : piece === part.source ? source : attributeHtml(piece, values);
  return html;
}

/** The compiled template with one message's values. */
export function fillHtml(compiled: CompiledHtml, values: TemplateValues): string {
  let html = '';
  for (const part of compiled.parts) {
    if (typeof part === 'string') html += part;
    else if ('placeholder' in part) html += placeholderHtml(part.placeholder, values);
    else if ('link' in part) html += placeholderLinkHtml(part.link, values);
    else if ('image' in part) html += imageHtml(part, values);
    else html += attributeHtml(part, values);
  }
  return html;
}
