import { LRUCache } from 'lru-cache';
import postcss, { type Root } from 'postcss';

/**
 * CSS merchants write, in <style> blocks and style attributes, reduced to what only styles:
 * no @import or other fetching at-rules, no legacy script hooks (expression(), behavior,
 * -moz-binding), no escapes that could hide them, and url() only over http(s).
 */
const UNSAFE_PROPERTY = /^(?:behavior|-ms-behavior|-moz-binding)$/i;
const UNSAFE_VALUE = /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior|@import|\\/i;
const URL_ARGUMENT = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
/** @media keeps responsive layouts; nothing else is needed in a template. */
const KEPT_AT_RULES = new Set(['media']);

export function isSafeDeclaration(property: string, value: string): boolean {
  if (UNSAFE_PROPERTY.test(property) || UNSAFE_VALUE.test(value) || UNSAFE_VALUE.test(property)) return false;
  for (const match of value.matchAll(URL_ARGUMENT)) if (!/^(?:https?:)?\/\//i.test(match[2]!.trim())) return false;
  return true;
}

function parse(css: string): Root | null {
  try {
    return postcss.parse(css);
  } catch {
    return null;
  }
}

/** A style sheet's safe part; '' when nothing safe is left or it does not parse. */
export function cleanStyleSheet(css: string): string {
  const root = parse(css);
  if (!root) return '';
  root.walkComments((comment) => void comment.remove());
  root.walkAtRules((rule) => {
    if (!KEPT_AT_RULES.has(rule.name.toLowerCase()) || UNSAFE_VALUE.test(rule.params)) rule.remove();
  });
  root.walkDecls((decl) => {
    if (!isSafeDeclaration(decl.prop, decl.value)) decl.remove();
  });
  root.walkRules((rule) => {
    if (!rule.nodes.length || UNSAFE_VALUE.test(rule.selector)) rule.remove();
  });
  root.walkAtRules((rule) => {
    if (!rule.nodes?.length) rule.remove();
  });
  const result = root.toString().trim();
  // The text came out of a <style> element, so it cannot close one; checked all the same.
  return /<\/style/i.test(result) ? '' : result;
}

/**
 * Templates repeat a few style attributes hundreds of times (more so once the CSS inliner has
 * copied each class onto every element), and parsing one costs tens of microseconds: each
 * distinct attribute is cleaned once. Bounded by count and by the length of what it keeps.
 */
const cleanedStyles = new LRUCache<string, string>({ max: 4096, maxSize: 4 * 1024 * 1024, sizeCalculation: (value, key) => Math.max(1, key.length + value.length) });

/** A style attribute's safe declarations ("color:red;padding:4px"); '' when none. */
export function cleanStyleAttribute(style: string): string {
  let clean = cleanedStyles.get(style);
  if (clean === undefined) {
    clean = cleanStyleDeclarations(style);
    cleanedStyles.set(style, clean);
  }
  return clean;
}

function cleanStyleDeclarations(style: string): string {
  const root = parse(style);
  if (!root || root.nodes.some((node) => node.type !== 'decl' && node.type !== 'comment')) return '';
  const kept: string[] = [];
  root.each((node) => {
    if (node.type === 'decl' && isSafeDeclaration(node.prop, node.value)) kept.push(`${node.prop}:${node.value}${node.important ? ' !important' : ''}`);
  });
  return kept.join(';');
}
