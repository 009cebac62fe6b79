import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@trailpost/contracts';
import { hashToken } from '../../../platform/tokens.js';

// Letters and digits nobody confuses when copying from paper (no 0/o, 1/l/i).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** One code: 16 characters (about 79 random bits) in groups of four, e.g. `k7mq-2xhd-9fre-wpa3`. */
function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
  return groups.join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** Whether what a user typed is shaped like a recovery code (rather than a TOTP code). */
export function looksLikeRecoveryCode(typed: string): boolean {
  return normalised(typed).length === GROUPS * GROUP_LENGTH;
}

/** Case, spaces and dashes are how people copy codes, not part of them. */
const normalised = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');

/** Codes are random, so a fast hash suffices (as for tokens). */
export function hashRecoveryCode(typed: string): string {
  return hashToken(normalised(typed));
}
