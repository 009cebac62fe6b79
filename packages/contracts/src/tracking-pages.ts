import { z } from 'zod';
import { checkTemplateHtml } from './template-html.js';
import { pageLanguageSchema } from './tracking-page-settings.js';
import { TRACKING_PAGE_LIMITS, TRACKING_PAGE_MESSAGES } from './tracking-pages-texts.js';

/** A page's HTML: within its length, nested no deeper and with no more tags than any template may hold. */
const pageHtml = z.string().max(TRACKING_PAGE_LIMITS.bodyMax, TRACKING_PAGE_MESSAGES.bodyTooLong).superRefine(checkTemplateHtml);

/** The editor's fields (part 2 §2.10, §5): Page Name required; the body has no stated rule. */
export const trackingTemplateInput = z.object({
  template_name: z
    .string({ error: TRACKING_PAGE_MESSAGES.nameRequired })
    .trim()
    .min(1, TRACKING_PAGE_MESSAGES.nameRequired)
    .max(TRACKING_PAGE_LIMITS.nameMax, TRACKING_PAGE_MESSAGES.nameTooLong)
    .describe('The Page Name shown in the template list (required, at most 100 characters).'),
  body: pageHtml
    .default('')
    .describe(
      'The page as HTML, with bracketed placeholders such as `[Tracking Number]`, `[Tracking Status]` or `[Tracking Timeline]` filled for each shipment (at most 100,000 characters, nested at most 200 deep, at most 1,500 tags). Stored sanitised, and sanitised again when served: scripts, event handlers, `javascript:` links, forms and frames are removed. Default: empty.',
    ),
  language: pageLanguageSchema
    .nullish()
    .transform((value) => value ?? null)
    .describe(
      "The language the public page shows while this template is the default one, whatever the customer's browser asks for (a link's `?lang=` still wins): a code of the page languages (`de`, `ar`, `pt-BR` …). `null` or omitted: the customer's language.",
    ),
});
export type TrackingTemplateInput = z.input<typeof trackingTemplateInput>;

/** The editor's unsaved HTML, for the Preview tab. */
export const trackingTemplatePreviewInput = z.object({
  body: pageHtml.describe(
    "The editor's HTML to preview, saved or not, under the same limits as a saved page (at most 100,000 characters, nested at most 200 deep, at most 1,500 tags).",
  ),
});
export type TrackingTemplatePreviewInput = z.input<typeof trackingTemplatePreviewInput>;

export const trackingTemplatePreview = z.object({ html: z.string() });
export type TrackingTemplatePreview = z.infer<typeof trackingTemplatePreview>;

export const trackingTemplateIdParams = z.object({ id: z.string().uuid(TRACKING_PAGE_MESSAGES.notFound).describe("The tracking-page template's id (`_id`, a UUID).") });

export const trackingTemplateView = z.object({
  _id: z.string(),
  template_name: z.string(),
  /** Sanitised HTML with bracketed placeholders. */
  body: z.string(),
  is_default_template: z.union([z.literal(0), z.literal(1)]),
  /** The page language this template fixes; null: the customer's. */
  language: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type TrackingTemplateView = z.infer<typeof trackingTemplateView>;

export const trackingTemplateListItem = trackingTemplateView.omit({ body: true });
export type TrackingTemplateListItem = z.infer<typeof trackingTemplateListItem>;
