import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSecretBox, secretBox, secretsKeyFrom, SecretBoxError } from './secret-box.js';
import { useTestApp } from '../test/harness.js';

const t = useTestApp();
const key = randomBytes(32);

describe('the secret box', () => {
  it('seals and opens a secret, differently each time', () => {
    const box = secretBox(key);
    const sealed = box.seal('-----BEGIN PRIVATE KEY-----\nçà\n', 'dkim:1');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('PRIVATE');
    expect(box.seal('-----BEGIN PRIVATE KEY-----\nçà\n', 'dkim:1')).not.toBe(sealed);
    expect(box.open(sealed, 'dkim:1')).toBe('-----BEGIN PRIVATE KEY-----\nçà\n');
  });

  it('refuses a sealed value that was altered, in any part', () => {
    const box = secretBox(key);
    const sealed = box.seal('api-key-123');
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const bytes = Buffer.from(parts[index]!, 'base64url');
      bytes[0]! ^= 1;
      const altered = parts.map((part, i) => (i === index ? bytes.toString('base64url') : part)).join('.');
      expect(() => box.open(altered)).toThrow(SecretBoxError);
    }
    for (const broken of ['', 'v1', 'v2.' + parts.slice(1).join('.'), `${sealed}.x`, 'v1.a.b.c']) expect(() => box.open(broken)).toThrow(SecretBoxError);
  });

  it('refuses another key, and another context', () => {
    const sealed = secretBox(key).seal('secret', 'sender-domain:a');
    expect(() => secretBox(randomBytes(32)).open(sealed, 'sender-domain:a')).toThrow(SecretBoxError);
    expect(() => secretBox(key).open(sealed, 'sender-domain:b')).toThrow(SecretBoxError);
  });

  it('reads SECRETS_KEY as base64, base64url or hex of 32 bytes, and nothing else', () => {
    expect(secretsKeyFrom(key.toString('base64')).equals(key)).toBe(true);
    expect(secretsKeyFrom(key.toString('base64url')).equals(key)).toBe(true);
    expect(secretsKeyFrom(key.toString('hex')).equals(key)).toBe(true);
    for (const bad of ['', 'short', randomBytes(16).toString('base64'), `${key.toString('base64').slice(0, -4)}!!!!`]) {
      expect(() => secretsKeyFrom(bad)).toThrow(/SECRETS_KEY/);
    }
  });

  it('without SECRETS_KEY, uses one key kept in the database', async () => {
    const one = await loadSecretBox(t.database.db, null);
    const sealed = one.seal('kept');
    expect((await loadSecretBox(t.database.db, null)).open(sealed)).toBe('kept');
    expect(() => secretBox(key).open(sealed)).toThrow(SecretBoxError);
    expect((await loadSecretBox(t.database.db, key)).open(secretBox(key).seal('configured'))).toBe('configured');
  });
});
