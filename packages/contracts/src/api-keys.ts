import { z } from 'zod';
import { pageInfoSchema } from './envelope.js';

/** Texts of part 2 §2.4, §5 and §8 for developer API keys. */
export const API_KEY_MESSAGES = {
  nameRequired: 'API key name required.',
  nameTooLong: 'API key name must be at most 50 characters.',
  added: 'Developer Token Added Successfully.',
  refreshed: 'Developer Token Refreshed Successfully.',
  deleted: 'Developer Token Deleted Successfully.',
  copied: 'Token copied.',
  empty: 'No API key is generated!',
  notFound: 'API key not found.',
  tooMany: (max: number) => `You can have at most ${max} API keys.`,
  deleteConfirm: (name: string) => `Are you sure that you want to delete the API key ${name}? Programs using it stop working at once.`,
  refreshConfirm: (name: string) => `Refresh ${name}? The current key stops working at once.`,
} as const;

export const API_KEY_NAME_MAX = 50;
export const API_KEYS_PER_USER_MAX = 20;
/** Every developer token starts with this, so that a leaked one is recognisable (secret scanners). */
export const API_KEY_PREFIX = 'tp_live_';

export const apiKeyName = z
  .string({ error: API_KEY_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: API_KEY_MESSAGES.nameRequired, abort: true })
  .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong);

/** `POST /user/add_token`. */
export const addApiKeyBody = z.object({ token_name: apiKeyName.describe('A name that tells the key apart (1 to 50 characters).') });
export type AddApiKeyBody = z.input<typeof addApiKeyBody>;

/** A key as its owner sees it (part 2 §3: token_name, token). */
export const apiKeyView = z.object({
  _id: z.string(),
  token_name: z.string(),
  token: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

/** `PUT /user/refresh_token` and `DELETE /user/delete_token` name the key by its token (part 2 §7). */
export const apiKeyReferenceBody = z.object({
  developer_token: z
    .object({
      token: z.string().min(1).max(200).describe("The key's current token (`tp_live_…`), as `GET /user/get_tokens` lists it; it names the key."),
      token_name: z.string().max(200).optional().describe("The key's name; accepted and not used (the key is found by `token`)."),
    })
    .describe('The key to act on, one of the caller\'s own.'),
});

/** `GET /user/get_tokens`: the caller's own keys, newest first. */
export const apiKeyList = z.object({ developer_token: z.array(apiKeyView), total_records: z.number().int(), page_info: pageInfoSchema });
export type ApiKeyList = z.infer<typeof apiKeyList>;
