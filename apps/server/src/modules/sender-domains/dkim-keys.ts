import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

/** RSA 2048, the size receivers expect (RFC 8301: at least 1024, 2048 recommended). */
const MODULUS_BITS = 2048;

/**
 * A new DKIM key pair: the private key as PKCS#8 PEM (what nodemailer signs with) and the
 * public key as the base64 DER that a DKIM record's `p=` carries. Generated off the event loop.
 */
export async function newDkimKeyPair(): Promise<{ privateKeyPem: string; publicKeyBase64: string }> {
  const { privateKey, publicKey } = await generate('rsa', {
    modulusLength: MODULUS_BITS,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'der' },
  });
  return { privateKeyPem: privateKey, publicKeyBase64: publicKey.toString('base64') };
}
