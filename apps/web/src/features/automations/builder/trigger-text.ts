import { CUSTOM_TRIGGERS } from '@trailpost/contracts';

/** What a custom trigger does, in a sentence, for step 1's preview and the trigger drawer. */
export function customTriggerDescription(id: string, name: string): string {
  const known = CUSTOM_TRIGGERS.find((trigger) => trigger.id === id);
  if (known?.hours) return `Runs once for a shipment that has had no tracking update for ${known.hours} hours.`;
  if (known) return 'Runs once for a shipment whose expected delivery date has passed without delivery.';
  return `Runs when: ${name}.`;
}

/** The trigger search keeps letters, digits and spaces only (part 2 §5). */
export const cleanTriggerSearch = (value: string) => value.replace(/[^\p{L}\p{N} ]/gu, '');

export function matchesSearch(name: string, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => name.toLowerCase().includes(word));
}
