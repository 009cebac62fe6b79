import { TRACKING_PAGE_PLACEHOLDER_GROUPS, type PlaceholderName } from '@trailpost/contracts';
import { InsertValuesPanel as Panel } from '@/components/placeholders/InsertValuesPanel';
import { sectionsOf } from '@/components/placeholders/placeholder-sections';

/** The groups in the panel's order (part 2 §2.10): Order, Organization, Tracking. */
const SECTIONS = sectionsOf(TRACKING_PAGE_PLACEHOLDER_GROUPS);

/** Insert Values for the tracking page: the shared panel with the page's placeholders, each put at the HTML's cursor. */
export function InsertValuesPanel({ onInsert }: { onInsert: (name: PlaceholderName) => void }) {
  return (
    <Panel
      description="Goes in at the cursor of the HTML, and is filled in with the shipment's details when a customer opens the page."
      sections={SECTIONS}
      onInsert={onInsert}
    />
  );
}
