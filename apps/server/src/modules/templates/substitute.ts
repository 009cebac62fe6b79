import { PLACEHOLDER_NAMES, PLACEHOLDER_PATTERN, type PlaceholderName } from '@trailpost/contracts';
import { placeholderText } from './placeholder-output.js';
import type { TemplateValues } from './values.js';

const KNOWN = new Set<string>(PLACEHOLDER_NAMES);

export const isPlaceholderName = (name: string): name is PlaceholderName => KNOWN.has(name);

/** A known placeholder found in a template (literal text stays a plain string). */
export interface PlaceholderPiece {
  placeholder: PlaceholderName;
}

/** Splits text on placeholders, in one pass: literal text and known names; unknown ones stay literal, as typed. */
export function splitPlaceholders(text: string): (string | PlaceholderPiece)[] {
  const pieces: (string | PlaceholderPiece)[] = [];
  let literal = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    const name = match[1]!;
    if (!isPlaceholderName(name)) continue;
    literal += text.slice(last, match.index);
    if (literal) pieces.push(literal);
    pieces.push({ placeholder: name });
    literal = '';
    last = match.index + match[0].length;
  }
  literal += text.slice(last);
  if (literal) pieces.push(literal);
  return pieces;
}

/** Plain text with its placeholders filled (values raw, the timeline as lines, logos empty). */
export function renderPlainText(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER_PATTERN, (token, name: string) => (isPlaceholderName(name) ? placeholderText(name, values) : token));
}
