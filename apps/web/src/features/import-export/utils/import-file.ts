import { IMPORT_MESSAGES, isImportFile, UPLOAD_KINDS } from '@trailpost/contracts';

/** First bytes of the spreadsheet containers Excel writes: .xlsx is a ZIP, .xls an OLE2 compound file. */
const SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

async function readHead(file: Blob, length: number): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, length).arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * Whether the file can be read and starts as a workbook does, as the server's import checks
 * it; the server reads the rows.
 */
export async function isReadableWorkbook(file: Blob): Promise<boolean> {
  if (file.size === 0) return false;
  const head = await readHead(file, 8);
  return head !== null && SIGNATURES.some((signature) => startsWith(head, signature));
}

/**
 * The message that refuses a chosen file (part 1 §5), or null when it may be uploaded:
 * an Excel name or type, within the size limit, and readable.
 */
export async function importFileProblem(file: File): Promise<string | null> {
  const kind = UPLOAD_KINDS.import;
  if (!isImportFile(file.name, file.type)) return kind.typeMessage;
  if (file.size > kind.maxBytes) return kind.sizeMessage;
  return (await isReadableWorkbook(file)) ? null : IMPORT_MESSAGES.corrupted;
}
