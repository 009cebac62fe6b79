/**
 * A tiny dependency-free XML reader for courier answers: elements, attributes, text, CDATA
 * and the predefined/numeric entities. No DTDs, namespaces are kept as part of names.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Concatenated text directly inside the element, trimmed. */
  text: string;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity] ?? whole;
  });
}

const TAG = /^<([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Parses one document and returns its root element; malformed input throws. */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: Array<XmlElement & { raw: string }> = [{ ...root, raw: '' }];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('<', at);
    const top = stack[stack.length - 1]!;
    if (open === -1 || open > at) {
      top.raw += decodeEntities(source.slice(at, open === -1 ? source.length : open));
      if (open === -1) break;
    }
    at = open;
    const rest = source.slice(at, at + 9);
    const skipTo = (end: string) => {
      const close = source.indexOf(end, at);
      if (close === -1) throw new Error(`unterminated ${end}`);
      return close + end.length;
    };
    if (rest.startsWith('<?')) at = skipTo('?>');
    else if (rest.startsWith('<!--')) at = skipTo('-->');
    else if (rest.startsWith('<![CDATA[')) {
      const end = skipTo(']]>');
      top.raw += source.slice(at + 9, end - 3);
      at = end;
    } else if (rest.startsWith('<!')) at = skipTo('>');
    else if (rest.startsWith('</')) {
      const end = skipTo('>');
      const name = source.slice(at + 2, end - 1).trim();
      if (stack.length < 2 || top.name !== name) throw new Error(`unexpected </${name}>`);
      stack.pop();
      top.text = top.raw.trim();
      at = end;
    } else {
      const match = TAG.exec(source.slice(at));
      if (!match) throw new Error(`malformed tag at ${at}`);
      const attributes: Record<string, string> = {};
      for (const attr of match[2]!.matchAll(ATTRIBUTE)) attributes[attr[1]!] = decodeEntities(attr[2] ?? attr[3] ?? '');
      const element: XmlElement & { raw: string } = { name: match[1]!, attributes, children: [], text: '', raw: '' };
      top.children.push(element);
      if (!match[3]) stack.push(element);
      at += match[0].length;
    }
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  const document = stack[0]!;
  const first = document.children[0];
  if (!first || document.children.length !== 1) throw new Error('an XML document has exactly one root element');
  return strip(first);
}

function strip(element: XmlElement & { raw?: string }): XmlElement {
  return { name: element.name, attributes: element.attributes, children: element.children.map(strip), text: element.text };
}

export const childrenNamed = (element: XmlElement | undefined, name: string): XmlElement[] =>
  element?.children.filter((child) => child.name === name) ?? [];

export const childNamed = (element: XmlElement | undefined, name: string): XmlElement | undefined => childrenNamed(element, name)[0];

/** Text of the first child of that name, or null when absent or empty. */
export const childText = (element: XmlElement | undefined, name: string): string | null => childNamed(element, name)?.text || null;
