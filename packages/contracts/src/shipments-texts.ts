import { SOURCE_MAX_LENGTH, URL_MAX_LENGTH } from './limits.js';

// Kept apart from the schemas in shipments.ts so that the shipment list, which shows these texts
// and choices, does not load zod with them.

/** Texts of part 1 §4, §5 (shipments) and §8. */
export const SHIPMENT_MESSAGES = {
  trackingNumberRequired: 'Please enter tracking number',
  trackingNumberLength: 'Tracking number length should be greater than 4 and less than 100',
  courierRequired: 'Please select courier',
  postalCodeRequired: 'Please enter postal code',
  emailInvalid: 'Please enter valid email id',
  urlInvalid: 'Please enter valid URL',
  customerNameInvalid: 'Please enter valid customer name',
  shipDateInvalid: 'Please enter valid ship date (MM-DD-YYYY)',
  countryInvalid: 'Please select a valid country',
  languageInvalid: 'Please enter a valid language code (such as de or pt-BR)',
  duplicate: 'Tracking already exists for this courier.',
  notFound: 'Tracking not found.',
  assigneeNotFound: 'Sub user not found.',
  tagNotFound: 'Tag not found.',
  created: 'Tracking created successfully.',
  updated: 'Tracking Updated Successfully!',
  refreshed: 'Tracking refreshed.',
  deleted: 'Tracking deleted successfully.',
  statusUpdated: 'Shipment Status Updated Successfully',
  assigned: 'Shipment successfully assign to sub user!',
  unassigned: 'Shipments unassign successfully !',
  bulkDeleted: 'Selected Shipments deleted successfully !',
  noSelection: 'Please select at least one shipment.',
  tooManySelected: 'Select at most 1000 shipments at a time.',
  subUserCannotAssign: 'Sub users cannot assign or unassign shipments.',
  searchTooShort: 'Please enter minimum 3 characters.',
  noTrackingFound: 'No Tracking found.',
  noTrackingList: 'No Tracking List',
  invalidFilters: 'Invalid filters.',
  urlTooLong: `Order URL must be at most ${URL_MAX_LENGTH} characters.`,
  sourceTooLong: `Source must be at most ${SOURCE_MAX_LENGTH} characters.`,
} as const;

export const BULK_LIMIT = 1000;

/** Characters refused in customer names and stripped from filter search boxes. */
export const FORBIDDEN_CHARACTERS = /[<>{}[\]\\^`|~=$%*#!?;:"]/;
export function stripForbidden(value: string): string {
  return value.replace(new RegExp(FORBIDDEN_CHARACTERS.source, 'g'), '');
}

/** Transit-day filter choices: 1..5 days, 6 = more than 5 days (part 1 §5). */
export const TRANSIT_DAY_OPTIONS = [
  { label: '1 Day', value: 1 },
  { label: '2 Days', value: 2 },
  { label: '3 Days', value: 3 },
  { label: '4 Days', value: 4 },
  { label: '5 Days', value: 5 },
  { label: 'More than 5 Days', value: 6 },
] as const;

/** Part 1 §4 / §9: Filtered if a filter is active, else Selected if rows are selected, else All. */
export const EXPORT_OPTIONS = [
  { value: 'filtered', label: 'Filtered' },
  { value: 'selected', label: 'Selected' },
  { value: 'all', label: 'All Shipments' },
] as const;
