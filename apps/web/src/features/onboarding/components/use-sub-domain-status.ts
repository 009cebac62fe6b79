import { checkSubDomainBody, SUB_DOMAIN_CHECK_DELAY_MS, SUB_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { useSubDomainAvailability } from '../api/check-sub-domain';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { AvailabilityStatus } from './AvailabilityText';

type Options = {
  /** What the user has typed; null until the first keystroke. */
  typed: string | null;
  /** The value in the field (typed, or the saved sub-domain). */
  value: string;
  /** DONE was pressed at least once. */
  submitted: boolean;
};

/**
 * Validation and availability of the sub-domain being typed. Availability is asked
 * once typing has paused for SUB_DOMAIN_CHECK_DELAY_MS, and only for what the user typed.
 */
export function useSubDomainStatus({ typed, value, submitted }: Options) {
  const debounced = useDebouncedValue(typed, SUB_DOMAIN_CHECK_DELAY_MS);
  const settled = typed !== null && debounced === typed;
  const validation = checkSubDomainBody.safeParse({ sub_domain: value });
  const valid = validation.success;
  const availability = useSubDomainAvailability(typed ?? '', settled && valid);
  const available = settled && valid ? availability.data?.is_domain_available : undefined;

  let status: AvailabilityStatus = null;
  if (!validation.success) {
    if (typed !== null || submitted) {
      status = { text: validation.error.issues[0]?.message ?? SUB_DOMAIN_MESSAGES.required, ok: false };
    }
  } else if (available === true) {
    status = { text: `${value} ${SUB_DOMAIN_MESSAGES.available}`, ok: true };
  } else if (available === false) {
    status = { text: `${value} ${SUB_DOMAIN_MESSAGES.unavailable}`, ok: false };
  }

  return { status, valid, unavailable: available === false };
}
