import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

/** The newest kept e-mails; only served when mail never leaves the machine (no SMTP). */
export function latestMail(db: Db, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
