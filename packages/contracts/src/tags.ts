import { z } from 'zod';

export const TAG_MESSAGES = {
  nameRequired: 'Tag name is required',
  colorInvalid: 'Please choose a valid colour',
  exists: 'Tag already exists.',
  added: 'Tag Added Successfully!',
  nameUpdated: 'Tag Name Updated.',
  colorUpdated: 'Tag Color Updated.',
  updated: 'Tag Updated.',
  deleted: 'Tag deleted.',
  notFound: 'Tag not found.',
  noTags: 'No Tags Found',
} as const;

/** Shipment tag palette and the colour picker's default (part 2 §9). */
export const TAG_PALETTE = ['#FFF4BF', '#D2FCBD', '#DEF1FF', '#F2E6FF', '#FFD9DF', '#FFDE4C', '#88F054', '#64BBFA', '#BD80FF', '#FA7087'] as const;
export const DEFAULT_TAG_COLOR = '#123456';

const tagName = z.string({ error: TAG_MESSAGES.nameRequired }).trim().min(1, TAG_MESSAGES.nameRequired).max(50);
const tagColor = z.string().trim().regex(/^#[0-9A-Fa-f]{6}$/, TAG_MESSAGES.colorInvalid).transform((v) => v.toUpperCase());

const NAME = "The tag's name, 1 to 50 characters after trimming; unique within the account, ignoring case.";
const COLOR = 'The colour as `#RRGGBB` hex (`#64BBFA`), stored in upper case.';

export const createTagBody = z.object({
  tag_name: tagName.describe(NAME),
  tag_color: tagColor.default(DEFAULT_TAG_COLOR).describe(`${COLOR} Default: \`${DEFAULT_TAG_COLOR}\`.`),
});
export const updateTagBody = z.object({
  tag_name: tagName.optional().describe(`${NAME} Left out: unchanged.`),
  tag_color: tagColor.optional().describe(`${COLOR} Left out: unchanged.`),
});
export const tagSearchBody = z.object({
  query: z.string().max(50).default('').describe('Text the tag name contains, ignoring case, up to 50 characters. Default: empty, which lists every tag.'),
});
export const tagView = z.object({ _id: z.string(), tag_name: z.string(), tag_color: z.string() });
export type Tag = z.infer<typeof tagView>;
