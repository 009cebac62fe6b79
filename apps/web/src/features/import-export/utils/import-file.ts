import { IMPORT_MESSAGES, isImportFile, UPLOAD_KINDS } from '@trailpost/contracts';

import { hasWorkbookStructure } from './workbook-structure';

/**
 * Whether the file can be read and is built as a workbook (its structure, not only its first
 * bytes), as the server checks it when the import starts; the server reads the rows.
 */
export async function isReadableWorkbook(file: Blob): Promise<boolean> {
  if (file.size === 0) return false;
  try {
    return await hasWorkbookStructure(file);
  } catch {
    return false;
  }
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
