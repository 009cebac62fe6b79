import { z } from 'zod';
import { PAGE_LANGUAGE_CODES } from './page-languages.js';
import { deliveryDateSourceSchema } from './delivery-dates.js';

/** Texts of Settings › Tracking Page. */
export const TRACKING_PAGE_SETTINGS_MESSAGES = {
  saved: 'Tracking Page Settings Saved.',
  verificationInvalid: 'Please choose whether order lookups need a second detail.',
  languageInvalid: 'Please choose one of the page languages.',
  textsSaved: 'Tracking Page Texts Saved.',
  unknownTextKey: (key: string) => `${key} is not a text of the tracking page.`,
  textTooLong: 'A text must be at most 500 characters long.',
  textPlaceholders: (key: string, placeholders: string) => `The text of ${key} must keep ${placeholders || 'no placeholders'}, as the original does.`,
} as const;

/** The choice as the settings screen explains it. */
export const ORDER_LOOKUP_VERIFICATION_TEXTS = {
  label: 'Ask for the e-mail or postal code with an order number',
  help: "A customer who searches by order number also enters the order's e-mail address or delivery postal code. A search by tracking number alone shows the status, the scans and the dates, but not the customer's name or the order's details.",
} as const;

export const pageLanguageSchema = z.enum(PAGE_LANGUAGE_CODES as [string, ...string[]], { error: TRACKING_PAGE_SETTINGS_MESSAGES.languageInvalid });

export const trackingPageSettingsFields = z.object({
  order_lookup_verification: z
    .boolean({ error: TRACKING_PAGE_SETTINGS_MESSAGES.verificationInvalid })
    .describe(
      "`true`: a lookup by order number on the public page needs the order's e-mail or destination postal code as well (a missing one is refused, a wrong one answers like an unknown order), and a lookup by tracking number answers no customer name, order number or order link. `false`: any number alone shows the whole page. New accounts start with `true`.",
    ),
  default_language: pageLanguageSchema
    .optional()
    .describe(
      "The page's language when neither the link (`?lang=`), the published template nor the customer's browser (`Accept-Language`) names one of the page languages: a code of `PAGE_LANGUAGES` (`en`, `de`, `ar`, `pt-BR` …). New accounts start with `en`. Omitted: unchanged.",
    ),
  delivery_date_source: deliveryDateSourceSchema
    .optional()
    .describe(
      "Which delivery date customers see on the tracking page, in `[Expected Delivery]` and `[Delivery Window]`, and which one the \"Expected delivery date passed\" trigger waits for: `courier_first` (the courier's date when it sends one, else ours; new accounts), `predicted` (ours when we have one, else the courier's) or `courier` (the courier's only). Omitted: unchanged.",
    ),
});
export type TrackingPageSettingsFields = z.input<typeof trackingPageSettingsFields>;

export const trackingPageSettingsView = z.object({
  order_lookup_verification: z.boolean(),
  default_language: z.string(),
  delivery_date_source: deliveryDateSourceSchema,
});
export type TrackingPageSettingsView = z.infer<typeof trackingPageSettingsView>;

/** `GET /user/tracking_page_texts?language=`: one language's texts. */
export const trackingPageTextsQuery = z.object({
  language: pageLanguageSchema.describe('The language whose texts to answer: a code of the page languages (`de`, `ar`, `pt-BR` …).'),
});

export const trackingPageTextsView = z.object({
  language: z.string(),
  texts: z.array(
    z.object({
      key: z.string(),
      /** What the message file says in this language. */
      text: z.string(),
      /** The merchant's own wording, shown instead; null when none. */
      custom: z.string().nullable(),
    }),
  ),
});
export type TrackingPageTextsView = z.infer<typeof trackingPageTextsView>;

export const trackingPageTextsBody = z.object({
  language: pageLanguageSchema.describe('The language these texts are for.'),
  texts: z
    .record(z.string().max(100), z.string().max(500, TRACKING_PAGE_SETTINGS_MESSAGES.textTooLong))
    .describe(
      "The merchant's own wording for this language, by message key (`searchTitle`, `status.Delivered` … as `GET /user/tracking_page_texts` lists them); it replaces every text saved for the language before. An empty text is the message file's again. A text must keep the original's `{placeholders}`.",
    ),
});
export type TrackingPageTextsBody = z.infer<typeof trackingPageTextsBody>;
