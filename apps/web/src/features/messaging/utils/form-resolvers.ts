import { zodResolver } from '@hookform/resolvers/zod';
import { emailTemplateBody, testEmailBody } from '@trailpost/contracts';
import { withListErrorsOnField } from '@/lib/list-field-errors';

// The template editor's rules are the server's own schemas, and with them zod: loaded on the
// form's first check (lazy-form-resolvers.ts), not with the editor.

export const emailTemplateResolver = withListErrorsOnField(zodResolver(emailTemplateBody, undefined, { raw: true }), ['cc_email']);
export const testEmailResolver = zodResolver(testEmailBody);
