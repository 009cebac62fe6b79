import { z } from 'zod';
import { shipmentFilters } from './shipments.js';

/** Texts of part 1 §5 (import file), §8 (export/import) and part 2 §5 (uploads). */
export const IMPORT_MESSAGES = {
  invalidFormat: 'Invalid file format. Only .xls files are supported.',
  corrupted: 'Invalid file. This file may be corrupted, please selected another file.',
  uploadFailed: 'Failed to upload file, please try again.',
  queued: 'Your import will take sometime. You will receive notification with download link.',
  /** The file at `url` is not one this user uploaded, or its upload address expired. */
  fileNotFound: 'Failed to upload file, please try again.',
  emptySheet: 'The file has no shipments to import.',
  tooManyRows: 'The file has more than 100000 rows. Please split it into smaller files.',
  tooLarge: 'The file is too large to import.',
  missingColumns: 'The file does not have the template columns (Tracking Number, Courier).',
  failed: 'Something went wrong while importing. Please try again.',
} as const;

export const EXPORT_MESSAGES = {
  noShipments: 'No Shipments found to export.',
  windowNote: 'You can export shipmnet upto last 90 days.',
  queued: 'Your export will take sometime. You will receive notification & email with download link.',
  failed: 'Export failed. Please try again.',
  invalidTimeZone: 'Please send a valid time zone.',
} as const;

export const UPLOAD_MESSAGES = {
  imageType: 'Only .jpeg, .png, .jpg images are allowed',
  tooLarge: 'File should be less than 1 MB',
  imageFailed: 'Problem in uploading image, please try again.',
  /** The signed address is wrong, altered or past its expiry. */
  expired: 'This upload or download address has expired.',
} as const;

/** Reasons listed in the import result file, beside the shipment rule messages. */
export const IMPORT_ROW_REASONS = {
  unknownCourier: 'Unknown courier.',
  duplicateInFile: 'This tracking number and courier appear earlier in the file.',
} as const;

/** The result file's note on a row stored with a courier detected from its tracking number. */
export const courierGuessedNote = (title: string) => `No courier given: ${title} detected from the tracking number.`;

/** Notification texts (the bell shows them; `link` carries the download address). */
export const importDoneMessage = (created: number, skipped: number, rejected: number) =>
  `Import finished: ${created} shipments created, ${skipped} duplicates skipped, ${rejected} rows rejected. Download the result file.`;
export const importFailedMessage = (reason: string) => `Import failed: ${reason}`;
export const exportDoneMessage = (count: number) => `Your export of ${count} shipments is ready. Download the file.`;

/** Limits: upload kinds and sizes (part 2 §9), import rows, export window (part 1 §8 note). */
export const MB = 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
export const EXPORT_WINDOW_DAYS = 90;
/** Signed upload and download addresses expire after these many seconds. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 7 * 24 * 3600;

export const UPLOAD_KINDS = {
  import: {
    extensions: ['xls', 'xlsx'],
    mimeTypes: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    maxBytes: 20 * MB,
    typeMessage: IMPORT_MESSAGES.invalidFormat,
    sizeMessage: IMPORT_MESSAGES.tooLarge,
  },
  image: {
    extensions: ['jpeg', 'jpg', 'png'],
    mimeTypes: ['image/jpeg', 'image/png'],
    maxBytes: 1 * MB,
    typeMessage: UPLOAD_MESSAGES.imageType,
    sizeMessage: UPLOAD_MESSAGES.tooLarge,
  },
  pdf: {
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    maxBytes: 1 * MB,
    typeMessage: UPLOAD_MESSAGES.imageType,
    sizeMessage: UPLOAD_MESSAGES.tooLarge,
  },
  data: {
    extensions: ['json', 'xml'],
    mimeTypes: ['application/json', 'application/xml', 'text/xml'],
    maxBytes: 1 * MB,
    typeMessage: IMPORT_MESSAGES.invalidFormat,
    sizeMessage: UPLOAD_MESSAGES.tooLarge,
  },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_KINDS;

/** The over-size message of the kind a signed upload was for (its type and size limit). */
export function uploadSizeMessage(mimeType: string, maxBytes: number): string {
  const kind = Object.values(UPLOAD_KINDS).find((k) => k.maxBytes === maxBytes && (k.mimeTypes as readonly string[]).includes(mimeType));
  return kind?.sizeMessage ?? UPLOAD_MESSAGES.tooLarge;
}
export const UPLOAD_PURPOSES = Object.keys(UPLOAD_KINDS) as [UploadPurpose, ...UploadPurpose[]];

/** "shipments.XLSX" -> "xlsx". */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Part 1 §5: extension xls/xlsx, or an Excel MIME type. */
export function isImportFile(name: string, type: string): boolean {
  const kind = UPLOAD_KINDS.import;
  return (kind.extensions as readonly string[]).includes(fileExtension(name)) || (kind.mimeTypes as readonly string[]).includes(type);
}

/**
 * GET /user/awsservice/presignedurl/image?file_name&file_type[&file_size][&purpose]
 * purpose defaults to `import` for spreadsheet names and `image` otherwise; file_size (bytes),
 * when sent, is checked at once and bound into the signature.
 */
export const presignedUrlQuery = z.object({
  file_name: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .describe("The file's name with its extension (`shipments.xlsx`), 1 to 255 characters; it is stored prefixed with the time in epoch seconds, odd characters replaced by `_`."),
  file_type: z
    .string()
    .trim()
    .max(255)
    .default('')
    .describe("The file's MIME type (`image/png`); the extension or this type must fit `purpose`. The answer's `headers` give the Content-Type the upload must carry. Default: empty."),
  file_size: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe("The file's size in bytes. When sent, a file over the purpose's limit is refused at once, and where the storage supports it the upload must be exactly this size."),
  purpose: z
    .enum(UPLOAD_PURPOSES)
    .optional()
    .describe(
      'What the file is for: `import` (.xls or .xlsx, up to 20 MB; needs the Tracking access), `image` (.jpeg, .jpg or .png, up to 1 MB), `pdf` (.pdf or an image, up to 1 MB) or `data` (.json or .xml, up to 1 MB); all but `import` need the Settings access. Default: `import` for a spreadsheet name or type, `image` otherwise.',
    ),
});
export type PresignedUrlQuery = z.input<typeof presignedUrlQuery>;

/**
 * Upload with `fetch(signedRequest, { method, headers, body: file })`, then send `url` to
 * POST /import/tracking.
 */
export const presignedUrlResponse = z.object({
  signedRequest: z.string(),
  method: z.literal('PUT'),
  /** Headers the upload must carry exactly (Content-Type). */
  headers: z.record(z.string(), z.string()),
  /** The stored temp path, e.g. "temp/<tenant>/1767225600-shipments.xlsx". */
  url: z.string(),
  file_name: z.string(),
  max_bytes: z.number().int(),
  expires_in: z.number().int(),
});
export type PresignedUrl = z.infer<typeof presignedUrlResponse>;

/** POST /import/tracking */
export const importBody = z.object({
  url: z
    .string()
    .trim()
    .min(1, IMPORT_MESSAGES.fileNotFound)
    .max(1000)
    .describe("The `url` GET /user/awsservice/presignedurl/image answered, once the file is uploaded to its `signedRequest`: a temporary path of the caller's account."),
});
export type ImportBody = z.infer<typeof importBody>;
export const jobQueuedResponse = z.object({ job_id: z.string() });

/** POST /export/trackings (part 1 §3 Export request). `filters: { ids }` is the Selected option; `{}` is All. */
export const exportFilters = shipmentFilters.extend({
  ids: z.array(z.string().uuid()).max(100_000).optional().describe('Only these shipments, by `_id` (the Selected option), at most 100,000.'),
  /** Sent by the list; folders are not a product feature, so it is accepted and ignored. */
  folderId: z.string().max(100).nullish().describe('Accepted for compatibility and ignored.'),
});
export type ExportFilters = z.infer<typeof exportFilters>;

export const exportBody = z.object({
  time_zone: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe("The IANA time zone the file's dates are written in (`Europe/Berlin`); an unknown zone is refused. Default: the user's profile time zone, else UTC."),
  query: z
    .string()
    .max(200)
    .default('')
    .describe("Search text, as in the list's `searchQuery`: shipments whose tracking number, order id, customer name or first customer e-mail starts with it. Default: empty."),
  filters: exportFilters
    .default({})
    .describe("The list's filters (as `filters` of GET /trackings) plus `ids`; `{}` exports every shipment. Whatever `from_date` says, only shipments added in the last 90 days are exported. Default: `{}`."),
});
export type ExportBody = z.input<typeof exportBody>;

/**
 * Import template columns, in order. Headers are matched case- and spacing-insensitively; the
 * key names (tracking_number, slug...) are accepted too. Courier takes a slug or a courier title.
 * Lists (e-mails, phones) are comma-separated; the ship date is MM-DD-YYYY.
 */
export const IMPORT_TEMPLATE_COLUMNS = [
  { key: 'tracking_number', header: 'Tracking Number', example: '1Z999AA10123456784' },
  { key: 'slug', header: 'Courier', example: 'ups' },
  { key: 'postal_code', header: 'Postal Code', example: '' },
  { key: 'tracking_ship_date', header: 'Ship Date (MM-DD-YYYY)', example: '' },
  { key: 'origin_country', header: 'Origin Country', example: 'US' },
  { key: 'customer_name', header: 'Customer Name', example: 'Jane Doe' },
  { key: 'customer_emails', header: 'Customer Emails', example: 'jane@example.com' },
  { key: 'other_emails', header: 'Other Emails', example: '' },
  { key: 'customer_phone_numbers', header: 'Customer Phone Numbers', example: '+1 555 0100' },
  { key: 'order_id', header: 'Order ID', example: 'SO-1001' },
  { key: 'order_url', header: 'Order URL', example: 'https://shop.example.com/orders/1001' },
  { key: 'language', header: 'Language', example: 'en' },
] as const;
export type ImportColumnKey = (typeof IMPORT_TEMPLATE_COLUMNS)[number]['key'];
export const IMPORT_TEMPLATE_PATH = '/api/import/template';
export const IMPORT_TEMPLATE_FILE_NAME = 'trailpost-import-template.xlsx';

/** Result file columns: each rejected or skipped row and why. */
export const IMPORT_RESULT_COLUMNS = ['Row', 'Tracking Number', 'Courier', 'Reason'] as const;
