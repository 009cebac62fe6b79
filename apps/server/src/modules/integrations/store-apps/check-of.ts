import type { CredentialCheck } from '../../../tracking/providers/types.js';
import { StoreApiError } from './store-http.js';

/** A store's answer to one authenticated read, as the save check reports it. */
export async function checkOf(read: () => Promise<unknown>): Promise<CredentialCheck> {
  try {
    await read();
    return { status: 'ok' };
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error;
    if (error.kind === 'unreachable') return { status: 'unreachable', reason: error.reason };
    return error.about === 'address' ? { status: 'rejected', reason: error.reason, about: 'address' } : { status: 'rejected', reason: error.reason };
  }
}
