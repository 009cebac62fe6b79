import { lazyResolver } from '@/lib/lazy-resolver';

const rules = () => import('./form-resolvers');

export const emailRules = lazyResolver(() => rules().then((m) => m.emailResolver));
export const passwordRules = lazyResolver(() => rules().then((m) => m.passwordResolver));
export const registerRules = lazyResolver(() => rules().then((m) => m.registerResolver));
export const resetPasswordRules = lazyResolver(() => rules().then((m) => m.resetPasswordResolver));
export const codeRules = lazyResolver(() => rules().then((m) => m.codeResolver));
