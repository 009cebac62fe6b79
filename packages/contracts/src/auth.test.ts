import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-messages.js';
import { emailSchema, loginBody, passwordRules, registerBody } from './auth.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';

/** The messages a schema gives for a value, in order; empty when it is accepted. */
function messages(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('e-mail', () => {
  it('is trimmed and lowercased', () => {
    expect(emailSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
  });

  it('is refused empty, malformed or too long, with the specification’s texts', () => {
    expect(messages(emailSchema, '')).toContain(AUTH_MESSAGES.emailRequired);
    expect(messages(emailSchema, undefined)).toEqual([AUTH_MESSAGES.emailRequired]);
    expect(messages(emailSchema, 'ana@example')).toEqual([AUTH_MESSAGES.emailInvalid]);
    expect(messages(emailSchema, 'ana example@x.com')).toEqual([AUTH_MESSAGES.emailInvalid]);
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`;
    expect(messages(emailSchema, long)).toContain(AUTH_MESSAGES.emailTooLong);
  });
});

describe('sign-up and sign-in', () => {
  it('accepts a name, an e-mail and a password of letters and digits, from the web by default', () => {
    expect(registerBody.parse({ name: ' Ana ', email: 'ana@example.com', password: 'abc123' })).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'abc123',
      source: 'Web',
    });
  });

  it('refuses a sign-up password without digits, or shorter than the minimum', () => {
    const body = { name: 'Ana', email: 'ana@example.com' };
    expect(messages(registerBody, { ...body, password: 'abcdefgh' })).toEqual([AUTH_MESSAGES.passwordAlphanumeric]);
    expect(messages(registerBody, { ...body, password: 'a1'.padEnd(PASSWORD_MIN_LENGTH - 1, 'b') })).toEqual([AUTH_MESSAGES.passwordMin]);
  });

  it('takes any password at sign-in up to the maximum', () => {
    expect(loginBody.safeParse({ email: 'ana@example.com', password: 'x' }).success).toBe(true);
    expect(messages(loginBody, { email: 'ana@example.com', password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) })).toEqual([AUTH_MESSAGES.passwordMax]);
  });

  it('holds a new password to the reset texts', () => {
    expect(passwordRules.safeParse('abc123').success).toBe(true);
    expect(messages(passwordRules, 'abc12')).toContain(AUTH_MESSAGES.resetPasswordMin);
    expect(messages(passwordRules, 'abcdefg')).toEqual([AUTH_MESSAGES.resetPasswordAlphanumeric]);
  });
});
