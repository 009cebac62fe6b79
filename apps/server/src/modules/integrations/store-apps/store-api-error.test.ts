import { describe, expect, it } from 'vitest';
import { STORE_MESSAGES } from '@trailpost/contracts';
import { OutboundError, OutboundRefusedError } from '../../../platform/safe-fetch.js';
import { storeFailureOf } from './store-api-error.js';

const URL = 'https://shop.example.com/wp-json/wc/v3/orders?per_page=1';
/** A network failure as the safe client reports it: the socket's error as its cause. */
const network = (code: string, text: string) => new OutboundError('network', URL, `Could not reach ${URL}: ${text}`, { cause: Object.assign(new Error(text), { code }) });

describe('a store request without a usable answer, as the merchant reads it', () => {
  it.each([
    ['a name no DNS knows', network('ENOTFOUND', 'getaddrinfo ENOTFOUND shop.example.com'), STORE_MESSAGES.storeUnreachable, false],
    ['nobody listening', network('ECONNREFUSED', 'connect ECONNREFUSED 203.0.113.7:443'), STORE_MESSAGES.storeUnreachable, true],
    ['a dropped connection', network('ECONNRESET', 'read ECONNRESET'), STORE_MESSAGES.storeUnreachable, true],
    ['a self-signed certificate', network('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate'), STORE_MESSAGES.storeCertificate, false],
    ['an expired certificate', network('CERT_HAS_EXPIRED', 'certificate has expired'), STORE_MESSAGES.storeCertificate, false],
    ['a certificate for another name', network('ERR_TLS_CERT_ALTNAME_INVALID', "Hostname/IP does not match certificate's altnames"), STORE_MESSAGES.storeCertificate, false],
    ['no answer in time', new OutboundError('timeout', URL, `${URL} did not answer in time`), STORE_MESSAGES.storeTimedOut, true],
  ])('%s: unreachable, in the product’s words', (_case, error, message, retryNow) => {
    const failure = storeFailureOf(error);
    expect(failure).toMatchObject({ kind: 'unreachable', reason: message, retryNow });
    expect(failure.cause).toBe(error);
  });

  it.each([
    ['a private address', new OutboundRefusedError(URL, '10.0.0.1 is a private address'), STORE_MESSAGES.storeAddressRefused],
    ['an answer far too large', new OutboundError('too-large', URL, `The answer from ${URL} is larger than 2097152 bytes`), STORE_MESSAGES.storeNotAnApi],
    ['redirects without end', new OutboundError('too-many-redirects', URL, `More than 5 redirects from ${URL}`), STORE_MESSAGES.storeNotAnApi],
  ])('%s: the address is refused, said on its own', (_case, error, message) => {
    expect(storeFailureOf(error)).toMatchObject({ kind: 'rejected', about: 'address', reason: message, retryNow: false });
  });

  it('an error of any other kind says the store could not be reached, and keeps the error for the log', () => {
    const error = new TypeError('fetch failed');
    expect(storeFailureOf(error)).toMatchObject({ kind: 'unreachable', reason: STORE_MESSAGES.storeUnreachable, cause: error });
  });
});
