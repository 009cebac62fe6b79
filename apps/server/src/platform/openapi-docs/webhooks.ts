import { WEBHOOK_EVENT_TYPES, WEBHOOK_PREVIOUS_SECRET_HOURS, type WebhookEventType } from '@trailpost/contracts';
import { SHIPMENT_EXAMPLE } from './examples.js';
import { WEBHOOK_TIMEOUT_SECONDS } from './introduction.js';

/**
 * The OpenAPI 3.1 `webhooks` of the reference: the calls Trailpost makes to a merchant's
 * endpoint, one per event type, with the Standard Webhooks headers and the `{ type,
 * timestamp, data }` body whose `data` is the `Shipment` schema, the one `GET /trackings/{id}`
 * refers to (openapi-docs/components.ts).
 */

type JsonObject = Record<string, unknown>;

const SUMMARIES: Record<WebhookEventType, { summary: string; description: string; example: JsonObject }> = {
  'tracking.created': {
    summary: 'A shipment was added',
    description: 'Sent once when a shipment is added: by hand, an import, the API or a store.',
    example: { ...SHIPMENT_EXAMPLE, current_status: 'Pending', modified: SHIPMENT_EXAMPLE.created, trackings: { ...SHIPMENT_EXAMPLE.trackings, checkpoints: [], delivery_time: null } },
  },
  'tracking.updated': {
    summary: 'A shipment changed',
    description: 'Sent on any change to a shipment: a new checkpoint or status from the courier, an edit, a tag, an assignment.',
    example: SHIPMENT_EXAMPLE,
  },
  'tracking.deleted': {
    summary: 'A shipment was deleted',
    description: 'Sent once when a shipment is deleted; `data` is the shipment as it was just before.',
    example: SHIPMENT_EXAMPLE,
  },
};

const schemaName = (type: WebhookEventType) => `WebhookEvent_${type.replace('.', '_')}`;

const HEADERS = [
  {
    name: 'webhook-id',
    description: 'The delivery\'s id: the same on every retry and every replay of it. Drop a delivery whose id you have already processed.',
    example: 'msg_2b9c4e1f0a7d4c3e9f1a2b3c4d5e6f70',
  },
  {
    name: 'webhook-timestamp',
    description: 'When this attempt was sent, in Unix seconds. Reject one more than a few minutes off.',
    example: '1772575135',
  },
  {
    name: 'webhook-signature',
    description: `\`v1,\` and the base64 HMAC-SHA256 of \`{webhook-id}.{webhook-timestamp}.{body}\` keyed with the endpoint's secret (\`whsec_…\`, base64-decoded). Space-separated: two signatures for ${WEBHOOK_PREVIOUS_SECRET_HOURS} h after a secret rotation, one per secret.`,
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4= v1,Qe3xjvTqfWk0B5b0k4qQ4x2m6kq6Z4Vw0l3kS2v1cXo=',
  },
].map(({ name, description, example }) => ({ in: 'header', name, required: true, description, schema: { type: 'string' }, example }));

/** The `webhooks` object and the component schemas it refers to. */
export function webhookDocs(): { webhooks: JsonObject; schemas: Record<string, JsonObject> } {
  const schemas: Record<string, JsonObject> = {};
  const webhooks: JsonObject = {};
  WEBHOOK_EVENT_TYPES.forEach((type, index) => {
    const { summary, description, example } = SUMMARIES[type];
    schemas[schemaName(type)] = {
      type: 'object',
      description: `The body of a \`${type}\` delivery.`,
      properties: {
        type: { type: 'string', enum: [type] },
        timestamp: { type: 'string', format: 'date-time', description: 'When the event happened (ISO 8601). The same on every retry and replay.' },
        data: { $ref: '#/components/schemas/Shipment' },
      },
      required: ['type', 'timestamp', 'data'],
    };
    webhooks[type] = {
      post: {
        tags: ['Webhooks'],
        summary,
        description: `${description} See "Webhooks" in the introduction for verifying the signature and for retries.`,
        operationId: `webhook_${type.replace('.', '_')}`,
        // Trailpost calls you: no API key is involved, the signature is the proof.
        security: [],
        parameters: HEADERS,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: `#/components/schemas/${schemaName(type)}` },
              example: { type, timestamp: new Date(Date.UTC(2026, 2, 3, 22, 1, 7 + index)).toISOString(), data: example },
            },
          },
        },
        responses: {
          '2XX': { description: `Received. Answer within ${WEBHOOK_TIMEOUT_SECONDS} s; the body is ignored.` },
          '410': { description: 'Gone: the endpoint is switched off at once and receives nothing more.' },
          default: { description: 'Any other answer, a redirect or no answer in time: the delivery failed and is retried per the schedule.' },
        },
      },
    };
  });
  return { webhooks, schemas };
}
