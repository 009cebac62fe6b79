import { lazyResolver } from '@/lib/lazy-resolver';

const rules = () => import('./form-resolvers');

export const emailTemplateRules = lazyResolver(() => rules().then((module) => module.emailTemplateResolver));
export const testEmailRules = lazyResolver(() => rules().then((module) => module.testEmailResolver));
