import { Webhook } from 'standardwebhooks';

/** The Standard Webhooks headers of one attempt. */
export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

const signers = new Map<string, Webhook>();

function signerFor(secret: string): Webhook {
  let signer = signers.get(secret);
  if (!signer) {
    // A few hundred endpoints at most are busy at once; forget them all rather than grow without bound.
    if (signers.size > 1000) signers.clear();
    signer = new Webhook(secret);
    signers.set(secret, signer);
  }
  return signer;
}

/**
 * Signs `{id}.{timestamp}.{body}` with every given secret (the current one, and the previous
 * one during a rotation): receivers accept the message when any listed signature matches.
 */
export function signedHeaders(webhookId: string, at: Date, body: string, secrets: string[]): SignedHeaders {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => signerFor(secret).sign(webhookId, at, body)).join(' '),
  };
}

/** The `webhook-id` of a delivery: the same on every attempt and every replay. */
export const webhookIdOf = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;
