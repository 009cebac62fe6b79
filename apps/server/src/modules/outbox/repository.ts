import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

/** The newest messages of the channels that never leave the machine (e-mail without SMTP, SMS without a provider). */
export function latestKeptMessages(db: Db, channels: ('email' | 'sms')[], limit: number) {
  return db.select().from(mailOutbox).where(inArray(mailOutbox.channel, channels)).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
