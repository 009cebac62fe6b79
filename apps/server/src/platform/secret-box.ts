import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { loadSecret } from './secrets.js';

/**
 * Secrets at rest (DESIGN §4): DKIM private keys now, API keys and integration credentials
 * later, sealed with AES-256-GCM under one key. A sealed value reads
 * `v1.<iv>.<tag>.<ciphertext>` (base64url), so a later format or key can sit beside it.
 * `context` (a record's purpose and ids) is authenticated with it, so a sealed value copied
 * onto another record does not open there.
 */
export interface SecretBox {
  seal(plaintext: string, context?: string): string;
  /** Throws when the value was altered, sealed under another key or for another context. */
  open(sealed: string, context?: string): string;
}

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The key kept in the database when SECRETS_KEY is not set. */
const STORED_KEY_NAME = 'secrets-key';

export class SecretBoxError extends Error {}

/** A 32-byte key written as base64, base64url or hex (SECRETS_KEY); anything else is refused. */
export function secretsKeyFrom(text: string): Buffer {
  const value = text.trim();
  const hex = /^[0-9a-f]{64}$/i.test(value);
  // Node's base64 decoder skips characters outside the alphabet: check the text itself first.
  const key = hex ? Buffer.from(value, 'hex') : /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : Buffer.alloc(0);
  if (key.length !== KEY_BYTES) throw new SecretBoxError(`SECRETS_KEY must be ${KEY_BYTES} bytes written as base64 or hex`);
  return key;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new SecretBoxError(`a secret box key is ${KEY_BYTES} bytes`);
  return {
    seal(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, context = '') {
      const [version, iv, tag, ciphertext, extra] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || extra !== undefined) {
        throw new SecretBoxError('not a sealed secret');
      }
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretBoxError('not a sealed secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the sealed secret did not open: altered, or sealed under another key');
      }
    },
  };
}

const boxes = new WeakMap<Db, Promise<SecretBox>>();

/**
 * The product's secret box: under SECRETS_KEY when configured, else under a key generated once
 * and kept in the database, which every process then reads. Changing SECRETS_KEY later leaves
 * what was sealed before unreadable: set it before storing secrets.
 */
export function loadSecretBox(db: Db, configuredKey: Buffer | null): Promise<SecretBox> {
  if (configuredKey) return Promise.resolve(secretBox(configuredKey));
  let box = boxes.get(db);
  if (!box) {
    box = loadSecret(db, STORED_KEY_NAME).then((stored) => secretBox(Buffer.from(stored, 'base64url')));
    box.catch(() => boxes.delete(db));
    boxes.set(db, box);
  }
  return box;
}
