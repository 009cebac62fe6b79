/**
 * The bracketed placeholders of e-mail, SMS and tracking-page templates (part 2 pinned
 * "Placeholders"), in the Insert Values panel's groups.
 */
export const PLACEHOLDER_GROUPS = {
  Organization: ['Logo', 'Company Name', 'Contact Number', 'Website'],
  Tracking: [
    'Tracking Number',
    'Tracking Status',
    'Tracking Timeline',
    'Courier Name',
    'Courier Phone',
    'Courier Logo',
    'Expected Delivery',
    'Delivery Window',
    'Last Checkpoint',
    'Tracking Page Link',
  ],
  Order: ['Order ID', 'Order URL', 'Customer Name'],
} as const;

export type PlaceholderGroup = keyof typeof PLACEHOLDER_GROUPS;
export type PlaceholderName = (typeof PLACEHOLDER_GROUPS)[PlaceholderGroup][number];

export const PLACEHOLDER_NAMES: readonly PlaceholderName[] = Object.values(PLACEHOLDER_GROUPS).flat();

/** Placeholders that render as markup (HTML) rather than text; in SMS they have no meaning. */
export const MARKUP_PLACEHOLDERS: readonly PlaceholderName[] = ['Tracking Timeline', 'Logo', 'Courier Logo'];

/** Placeholders an SMS can carry: text only. */
export const SMS_PLACEHOLDER_NAMES: readonly PlaceholderName[] = PLACEHOLDER_NAMES.filter((name) => !MARKUP_PLACEHOLDERS.includes(name));

/** `[Name]`: letters, digits and spaces between brackets, as the specification spells them. */
export const PLACEHOLDER_PATTERN = /\[([A-Za-z][A-Za-z0-9 ]{0,40})\]/g;

const KNOWN = new Set<string>(PLACEHOLDER_NAMES);

export const placeholderToken = (name: PlaceholderName) => `[${name}]`;

/** Bracketed names in a template that are not placeholders (flagged in the editor, left as typed). */
export function unknownPlaceholders(template: string, known: readonly string[] = PLACEHOLDER_NAMES): string[] {
  const allowed = known === PLACEHOLDER_NAMES ? KNOWN : new Set(known);
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER_PATTERN)) if (!allowed.has(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}
