import type { PlaceholderGroup, PlaceholderName } from '@trailpost/contracts';

/** One group of placeholder buttons: the group's name and its placeholders, in order. */
export type PlaceholderSection = { group: PlaceholderGroup; names: readonly PlaceholderName[] };

/** A contracts' group map (e-mail's or the tracking page's) as sections, in the map's order. */
export function sectionsOf(groups: Readonly<Record<PlaceholderGroup, readonly PlaceholderName[]>>): PlaceholderSection[] {
  return (Object.keys(groups) as PlaceholderGroup[]).map((group) => ({ group, names: groups[group] }));
}
