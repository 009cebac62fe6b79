const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text -> string: the five named entities and numeric references. */
export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      // A reference past the last code point is no character: kept as written, never a crash.
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

// Characters XML 1.0 cannot carry at all (controls other than tab, LF, CR; lone surrogates).
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/g;

export function encodeXml(text: string): string {
  return text.replace(INVALID, '').replace(/[<>&"]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : '&quot;'));
}

/** `name="value"` pairs of a tag's attribute text, prefixes kept ("r:id"). */
export function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)) found.set(match[1]!, decodeXml(match[2]!));
  return found;
}

/** The text of every <t> inside a fragment (a shared string or an inline string with runs). */
export function textRuns(fragment: string): string {
  let text = '';
  for (const match of fragment.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([^<]*)<\/(?:\w+:)?t>/g)) text += match[1];
  return decodeXml(text);
}
