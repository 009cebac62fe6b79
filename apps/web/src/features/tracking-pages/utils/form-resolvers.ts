import { zodResolver } from '@hookform/resolvers/zod';
import { trackingTemplateInput } from '@trailpost/contracts';

// The editor's rules are the server's own schema, and with it zod: loaded on the form's first
// check (lazy-form-resolvers.ts), not with the editor.

export const trackingTemplateResolver = zodResolver(trackingTemplateInput);
