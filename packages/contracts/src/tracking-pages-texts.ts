import { PLACEHOLDER_GROUPS, type PlaceholderName } from './placeholders.js';

// Kept apart from the schemas in tracking-pages.ts so that the editor's texts and limits do not
// load zod with them (the editor loads it on its first check).

/** Limits of a tracking-page template: a rich page with its own <style>, not embedded files. */
export const TRACKING_PAGE_LIMITS = { nameMax: 100, bodyMax: 100_000 } as const;

/** Texts of part 2 §2.10, §5 and §8 for tracking-page templates. */
export const TRACKING_PAGE_MESSAGES = {
  nameRequired: 'Page name required.',
  nameTooLong: `Page name must be at most ${TRACKING_PAGE_LIMITS.nameMax} characters long.`,
  bodyTooLong: `The page HTML must be at most ${TRACKING_PAGE_LIMITS.bodyMax.toLocaleString('en-US')} characters long.`,
  created: 'Template Created Successfully.',
  updated: 'Template Updated Successfully.',
  deleted: 'Template Deleted Successfully.',
  defaultUpdated: 'Default Template Updated Successfully.',
  defaultNotDeletable: 'The default template cannot be deleted.',
  notFound: 'Template not found',
  deleteConfirm: 'Are you sure that you want to delete this tracking page?',
} as const;

/** The built-in default template's name: every account starts with it. */
export const DEFAULT_TRACKING_TEMPLATE_NAME = 'Default Template';

/** The preview tab receives the HTML by window message after about 1.2 s (part 2 §2.10, §9). */
export const PREVIEW_MESSAGE_DELAY_MS = 1200;

/**
 * The Insert Values panel's groups (part 2 §2.10: Order, Organization, Tracking). Every
 * placeholder of the renderer except [Tracking Page Link]: on the tracking page it would
 * only point at the page itself.
 */
const onPage = (names: readonly PlaceholderName[]) => names.filter((name) => name !== 'Tracking Page Link');

export const TRACKING_PAGE_PLACEHOLDER_GROUPS: { readonly Order: readonly PlaceholderName[]; readonly Organization: readonly PlaceholderName[]; readonly Tracking: readonly PlaceholderName[] } = {
  Order: onPage(PLACEHOLDER_GROUPS.Order),
  Organization: onPage(PLACEHOLDER_GROUPS.Organization),
  Tracking: onPage(PLACEHOLDER_GROUPS.Tracking),
};
