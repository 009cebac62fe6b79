import { afterEach, beforeEach } from 'vitest';
import { isDistributed, setDistributedForTests } from '../db/distributed.js';

/**
 * For a describe whose tests switch the distributed flag: after each test it is put back as
 * detected when the test database opened (known only then, not when the file is read). Returns
 * that detected value.
 */
export function restoreDistributedFlag(): () => boolean {
  let detected = false;
  beforeEach(() => {
    detected = isDistributed();
  });
  afterEach(() => setDistributedForTests(detected));
  return () => detected;
}
