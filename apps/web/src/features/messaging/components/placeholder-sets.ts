import { MARKUP_PLACEHOLDERS, PLACEHOLDER_GROUPS, SMS_PLACEHOLDER_NAMES, type PlaceholderName } from '@trailpost/contracts';
import { sectionsOf, type PlaceholderSection } from '@/components/placeholders/placeholder-sections';

export type { PlaceholderSection };

/** Every placeholder by group, in the Insert Values panel's order. */
export const ALL_SECTIONS: readonly PlaceholderSection[] = sectionsOf(PLACEHOLDER_GROUPS);

/** What plain text (an SMS, a subject) can hold: the SMS placeholders, without logos or timeline. */
export const TEXT_SECTIONS: readonly PlaceholderSection[] = ALL_SECTIONS.map(({ group, names }) => ({
  group,
  names: names.filter((name) => SMS_PLACEHOLDER_NAMES.includes(name)),
}));

export const isMarkupPlaceholder = (name: PlaceholderName) => MARKUP_PLACEHOLDERS.includes(name);
