import type { PlaceholderName } from '@trailpost/contracts';
import { InsertValuesPanel as Panel } from '@/components/placeholders/InsertValuesPanel';
import { ALL_SECTIONS, isMarkupPlaceholder } from './placeholder-sets';

export type InsertTarget = 'subject' | 'body';

type Props = { target: InsertTarget; onInsert: (name: PlaceholderName) => void };

/**
 * Insert Values for an e-mail: the shared panel with every placeholder, each put at the cursor of the
 * body, or of the subject when that was the last field in use. Logos and the timeline are markup: body only.
 */
export function InsertValuesPanel({ target, onInsert }: Props) {
  return (
    <Panel
      description={
        <>
          Goes in at the cursor of the <strong>{target === 'subject' ? 'Subject' : 'email body'}</strong>, and is filled in for each shipment when the e-mail is sent.
        </>
      }
      sections={ALL_SECTIONS}
      onInsert={onInsert}
      isDisabled={(name) => target === 'subject' && isMarkupPlaceholder(name)}
    />
  );
}
