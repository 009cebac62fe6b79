import { randomBytes } from 'node:crypto';
import {
  fileExtension,
  UPLOAD_KINDS,
  UPLOAD_URL_TTL_SECONDS,
  type PresignedUrl,
  type presignedUrlQuery,
  type UploadPurpose,
} from '@trailpost/contracts';
import type { z } from 'zod';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import { invalidField } from '../../platform/errors.js';
import { contentTypeOf, type FileStorage } from '../../platform/storage.js';

type Query = z.output<typeof presignedUrlQuery>;

/** "Order list (v2).XLSX" -> "1767225600-Order_list_v2_.XLSX": epoch seconds first, odd characters out. */
export function storedFileName(name: string, now = Date.now()): string {
  const base = name.split(/[\\/]/).pop()!.replace(/[^\w.-]+/g, '_').replace(/^[.-]+/, '').slice(-120);
  return `${Math.floor(now / 1000)}-${base || 'file'}`;
}

/** Uploads of a tenant live under its own prefix, so a key names its owner. */
export const tempPrefix = (tenantId: string) => `temp/${tenantId}/`;

/** Spreadsheet names are imports; anything else is an image unless the caller says. */
function purposeOf(query: Query): UploadPurpose {
  if (query.purpose) return query.purpose;
  const spreadsheet = UPLOAD_KINDS.import;
  const isSheet =
    (spreadsheet.extensions as readonly string[]).includes(fileExtension(query.file_name)) ||
    (spreadsheet.mimeTypes as readonly string[]).includes(query.file_type);
  return isSheet ? 'import' : 'image';
}

/**
 * A signed, expiring upload address (part 1 §7, part 2 §5): the type and size rules of the
 * purpose are checked here and bound into the address, so the upload itself enforces them.
 */
export async function presignUpload(storage: FileStorage, auth: AuthContext, query: Query): Promise<PresignedUrl> {
  const purpose = purposeOf(query);
  // Imports need the tracking access; other uploads (logos, documents) are settings.
  assertAccess(auth, purpose === 'import' ? 'tracking' : 'settings');
  const kind = UPLOAD_KINDS[purpose];
  const extension = fileExtension(query.file_name);
  const byName = (kind.extensions as readonly string[]).includes(extension);
  const byType = (kind.mimeTypes as readonly string[]).includes(query.file_type);
  if (!byName && !byType) throw invalidField('file_name', kind.typeMessage);
  if (query.file_size !== undefined && query.file_size > kind.maxBytes) throw invalidField('file_size', kind.sizeMessage);
  const fileName = storedFileName(query.file_name);
  const contentType = byType ? query.file_type : contentTypeOf(fileName);
  const key = `${tempPrefix(auth.tenantId)}${randomBytes(6).toString('hex')}/${fileName}`;
  const signed = await storage.signUpload({ key, contentType, maxBytes: kind.maxBytes, size: query.file_size });
  return {
    signedRequest: signed.url,
    method: 'PUT',
    headers: signed.headers,
    url: key,
    file_name: fileName,
    max_bytes: kind.maxBytes,
    expires_in: UPLOAD_URL_TTL_SECONDS,
  };
}
