import { and, asc, eq, inArray } from 'drizzle-orm';
import { AUTOMATION_MESSAGES, type AutomationAction, type AutomationOptionsView } from '@trailpost/contracts';
import type { Db } from '../../../db/client.js';
import { automationRules, emailTemplates, smsTemplates, tags, users } from '../../../db/schema/index.js';
import { rulesWithRepeat } from './repository.js';

/** Team members an action may assign to: active, invite accepted (part 2 §3). */
const assignable = (tenantId: string) => and(eq(users.tenantId, tenantId), eq(users.active, 1), eq(users.invite, 1));

/** What the builder's drawers offer (part 2 §3), readable with the automations access alone. */
export async function builderOptions(db: Db, tenantId: string): Promise<AutomationOptionsView> {
  const [email, sms, team, tagRows, repeat] = await Promise.all([
    db.select({ id: emailTemplates.id, name: emailTemplates.templateName }).from(emailTemplates).where(eq(emailTemplates.tenantId, tenantId)).orderBy(asc(emailTemplates.templateName)),
    db.select({ id: smsTemplates.id, name: smsTemplates.templateName }).from(smsTemplates).where(eq(smsTemplates.tenantId, tenantId)).orderBy(asc(smsTemplates.templateName)),
    db.select({ value: users.id, label: users.name, email: users.email }).from(users).where(assignable(tenantId)).orderBy(asc(users.name)),
    db.select({ value: tags.id, name: tags.tagName, color: tags.tagColor }).from(tags).where(eq(tags.tenantId, tenantId)).orderBy(asc(tags.tagName)),
    rulesWithRepeat(db, tenantId),
  ]);
  return { email_templates: email, sms_templates: sms, users: team, tags: tagRows, repeat_rules: repeat };
}

async function exists(rows: Promise<unknown[]>): Promise<boolean> {
  return (await rows).length > 0;
}

/**
 * Whether what an action names is still the tenant's (a template, a user, tags, a rule): a rule
 * saved with another account's id would otherwise send its template. Returns the message of the
 * first missing one.
 */
export async function missingReference(db: Db, tenantId: string, action: AutomationAction): Promise<string | null> {
  switch (action.type) {
    case 'EMAIL': {
      const table = emailTemplates;
      return (await exists(db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.id, action.request_params.template_id))))) ? null : AUTOMATION_MESSAGES.templateMissing;
    }
    case 'SMS': {
      const table = smsTemplates;
      return (await exists(db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.id, action.request_params.template_id))))) ? null : AUTOMATION_MESSAGES.templateMissing;
    }
    case 'ASSIGN_SHIPMENT':
      return (await exists(db.select({ id: users.id }).from(users).where(and(assignable(tenantId), eq(users.id, action.request_params.user_id))))) ? null : AUTOMATION_MESSAGES.userMissing;
    case 'TAG': {
      const ids = [...new Set(action.request_params.map((tag) => tag.value))];
      const found = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.tenantId, tenantId), inArray(tags.id, ids)));
      return found.length === ids.length ? null : AUTOMATION_MESSAGES.tagMissing;
    }
    case 'REPEAT_ACTION_REMOVE': {
      const id = action.request_params.automation_id;
      return (await exists(db.select({ id: automationRules.id }).from(automationRules).where(and(eq(automationRules.tenantId, tenantId), eq(automationRules.id, id))))) ? null : AUTOMATION_MESSAGES.ruleMissing;
    }
  }
}
