import { SENDER_DOMAIN_MESSAGES } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { escapeHtml } from '../../platform/html-escape.js';
import { queueMail } from '../../platform/mail.js';
import { shipmentRecipients, userPreferences } from '../accounts/index.js';
import { notify } from '../notifications/index.js';

const SCREEN = '/settings_domain';

/**
 * Tells the account's main users that a domain passed its check, in the transaction that
 * verified it (`ctx.db` is that transaction): a bell notification and an e-mail each.
 */
export async function tellDomainVerified(ctx: ServiceContext, domain: { tenantId: string; domain: string }): Promise<void> {
  const { db } = ctx;
  const message = SENDER_DOMAIN_MESSAGES.verifiedNotice(domain.domain);
  const userIds = await shipmentRecipients(db, domain.tenantId, null);
  for (const userId of userIds) await notify(db, { tenantId: domain.tenantId, userId, type: 'domain', message, link: SCREEN });
  for (const userId of userIds) {
    const to = (await userPreferences(ctx, domain.tenantId, userId))?.email;
    if (!to) continue;
    await queueMail(db, {
      tenantId: domain.tenantId,
      to,
      subject: `${domain.domain} is verified`,
      text: `${message}\n\nChoose one of them as the From Email of your e-mail templates under Settings > Email Templates.`,
      html: `<p>${escapeHtml(message)}</p><p>Choose one of them as the From Email of your e-mail templates under Settings &gt; Email Templates.</p>`,
    });
  }
}
