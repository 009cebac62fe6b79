import type { SenderDomainView } from '@trailpost/contracts';
import { recordsFor } from './records.js';
import type { SenderDomainRow } from './repository.js';

/** The e-mail domain record (part 2 §3) with the records to publish under the product's zone. */
export function toView(row: SenderDomainRow, zone: string): SenderDomainView {
  return {
    domain_id: row.id,
    domain: row.domain,
    email: row.emails,
    is_verified: row.isVerified,
    cname: recordsFor(zone, row),
  };
}
