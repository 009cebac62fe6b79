import { expect } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { nextClientAddress } from '../../test/accounts.js';

/** The newest invite link e-mailed to an address. */
export async function inviteLinkTo(database: Database, email: string): Promise<string> {
  const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(1);
  const link = mail?.textBody.match(/https?:\/\/\S+\/accept_invite\?token=\S+/)?.[0];
  expect(link, `an invite e-mail to ${email}`).toBeTruthy();
  return link!;
}

/** Accepts an invite link as its page does, with the password "welcome42". */
export function acceptFromMail(app: FastifyInstance, link: string, email: string, password = 'welcome42') {
  const token = decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
  return app.inject({ method: 'POST', url: '/api/sub_user/acceptinvite', remoteAddress: nextClientAddress(), payload: { token, email, password } });
}
