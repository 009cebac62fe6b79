import type { ShipmentStatus } from '@trailpost/contracts';

/** What conditions and actions read of a shipment: one query loads it for a batch of events. */
export interface ShipmentFacts {
  id: string;
  tenantId: string;
  trackingNumber: string;
  slug: string;
  status: ShipmentStatus;
  assignedId: string | null;
  customerName: string | null;
  customerEmails: string[];
  otherEmails: string[];
  customerPhoneNumbers: string[];
  shipmentType: string | null;
  originCountry: string | null;
  originState: string | null;
  destinationCountry: string | null;
  destinationState: string | null;
  /** Where the first and the latest scans were made: the origin and destination cities. */
  firstLocation: string | null;
  lastLocation: string | null;
  /** When the delivery date customers see has passed: the courier's expected time, or the end of our date (tracking page settings choose). */
  expectedDelivery: Date | null;
  tagIds: string[];
}
