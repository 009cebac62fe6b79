import { MARKUP_PLACEHOLDERS, PLACEHOLDER_GROUPS, SMS_PLACEHOLDER_NAMES, type PlaceholderGroup, type PlaceholderName } from '@trailpost/contracts';

export type PlaceholderSection = { group: PlaceholderGroup; names: readonly PlaceholderName[] };

/** Every placeholder by group, in the Insert Values panel's order. */
export const ALL_SECTIONS: readonly PlaceholderSection[] = (Object.keys(PLACEHOLDER_GROUPS) as PlaceholderGroup[]).map((group) => ({
  group,
  names: PLACEHOLDER_GROUPS[group],
}));

/** What plain text (an SMS, a subject) can hold: the SMS placeholders, without logos or timeline. */
export const TEXT_SECTIONS: readonly PlaceholderSection[] = ALL_SECTIONS.map(({ group, names }) => ({
  group,
  names: names.filter((name) => SMS_PLACEHOLDER_NAMES.includes(name)),
}));

export const isMarkupPlaceholder = (name: PlaceholderName) => MARKUP_PLACEHOLDERS.includes(name);
