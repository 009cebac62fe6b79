import { IMPORT_MAX_ROWS } from '@trailpost/contracts';
import type { SheetLimits } from '../../platform/spreadsheets/sheet.js';

/**
 * What an import reads of a spreadsheet: the row cap (plus the header) and how far one XML part
 * of an .xlsx may inflate (a 100,000-row sheet needs about 50 MB).
 */
export const IMPORT_SHEET_LIMITS: SheetLimits = { maxRows: IMPORT_MAX_ROWS + 1, maxXmlBytes: 256 * 1024 * 1024 };
