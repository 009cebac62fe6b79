import { z } from 'zod';
import type { FileJobRef } from '../modules/file-jobs/index.js';

/** What an import or export job carries: the file job it works on (its progress and result live there). */
export const fileJobPayload: z.ZodType<FileJobRef> = z.object({ tenantId: z.string(), fileJobId: z.string() });
