import { z } from 'zod';

/** Texts of Settings › Tracking Page. */
export const TRACKING_PAGE_SETTINGS_MESSAGES = {
  saved: 'Tracking Page Settings Saved.',
  verificationInvalid: 'Please choose whether order lookups need a second detail.',
} as const;

/** The choice as the settings screen explains it. */
export const ORDER_LOOKUP_VERIFICATION_TEXTS = {
  label: 'Ask for the e-mail or postal code with an order number',
  help: "A customer who searches by order number also enters the order's e-mail address or delivery postal code. A search by tracking number alone shows the status, the scans and the dates, but not the customer's name or the order's details.",
} as const;

export const trackingPageSettingsFields = z.object({
  order_lookup_verification: z
    .boolean({ error: TRACKING_PAGE_SETTINGS_MESSAGES.verificationInvalid })
    .describe(
      "`true`: a lookup by order number on the public page needs the order's e-mail or destination postal code as well (a missing one is refused, a wrong one answers like an unknown order), and a lookup by tracking number answers no customer name, order number or order link. `false`: any number alone shows the whole page. New accounts start with `true`.",
    ),
});
export type TrackingPageSettingsFields = z.input<typeof trackingPageSettingsFields>;

export const trackingPageSettingsView = z.object({
  order_lookup_verification: z.boolean(),
});
export type TrackingPageSettingsView = z.infer<typeof trackingPageSettingsView>;
