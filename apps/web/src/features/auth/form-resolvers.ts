import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, loginTwoFactorBody, registerBody, resetPasswordFields, verifyEmailBody } from '@trailpost/contracts';

/** The signed-out forms' rules, loaded on their first check (see lib/lazy-resolver). */
export const emailResolver = zodResolver(verifyEmailBody);
export const passwordResolver = zodResolver(loginBody.pick({ password: true }));
export const registerResolver = zodResolver(registerBody);
export const resetPasswordResolver = zodResolver(resetPasswordFields);
export const codeResolver = zodResolver(loginTwoFactorBody.pick({ code: true }));
