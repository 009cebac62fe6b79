import { WEBHOOK_DELIVERY_RETENTION_DAYS, WEBHOOK_PREVIOUS_SECRET_HOURS, WEBHOOK_SWITCH_OFF_DAYS } from '@trailpost/contracts';
import { DEFAULT_WEBHOOK_RETRY_SCHEDULE } from '../../config.js';

/**
 * The prose of the API reference (markdown, rendered at the top of /api/docs): what an
 * integrator needs before the first call, and how webhooks are signed, retried and verified.
 */

/** The Standard Webhooks timeout a receiver has to answer in (the webhooks module's WEBHOOK_TIMEOUT_MS). */
export const WEBHOOK_TIMEOUT_SECONDS = 15;

function duration(seconds: number): string {
  const parts: string[] = [];
  const units: [number, string][] = [
    [86_400, 'd'],
    [3_600, 'h'],
    [60, 'min'],
    [1, 's'],
  ];
  let rest = seconds;
  for (const [size, unit] of units) {
    if (rest >= size) {
      parts.push(`${Math.floor(rest / size)} ${unit}`);
      rest %= size;
    }
  }
  return parts.join(' ') || '0 s';
}

function retryTable(schedule: readonly number[]): string {
  let elapsed = 0;
  const rows = ['| Attempt | Waits after the previous one | About this long after the event |', '|---|---|---|', '| 1 | — | at once |'];
  schedule.forEach((wait, index) => {
    elapsed += wait;
    rows.push(`| ${index + 2} | ${duration(wait)} | ${duration(elapsed)} |`);
  });
  return rows.join('\n');
}

const totalHours = Math.floor(DEFAULT_WEBHOOK_RETRY_SCHEDULE.reduce((sum, wait) => sum + wait, 0) / 3600);

/** Verifying a delivery with Node's own crypto: the same check `standardwebhooks` makes. */
export const NODE_VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** Throws unless the delivery was signed with your secret in the last five minutes. */
function verifyWebhook(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'] ?? '';
  if (!id || !timestamp || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) {
    throw new Error('Missing headers, or a timestamp more than five minutes off');
  }
  // The key is the secret's bytes: base64 after the whsec_ prefix.
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  // A space-separated list: during a rotation two signatures, one per secret.
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature = ''] = entry.split(',');
    const given = Buffer.from(signature, 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new Error('No signature matches');
  return JSON.parse(body);
}`;

export const WEBHOOKS_GUIDE = `## Webhooks

Trailpost tells your server when a shipment changes, instead of your server asking. Add an
endpoint in **Settings → Webhooks** (\`/webhook\`, or with \`POST /webhook/subscription\`); every event of your
account is then POSTed to it as JSON. The three events are listed under **Webhooks** at the end of
this page:

| \`type\` | Sent when |
|---|---|
| \`tracking.created\` | a shipment is added (by hand, import, API or a store) |
| \`tracking.updated\` | anything about a shipment changes: a new checkpoint or status, an edit, a tag, an assignment |
| \`tracking.deleted\` | a shipment is deleted; \`data\` is the shipment as it was |

The body is \`{ "type", "timestamp", "data" }\`: \`timestamp\` is when the event happened (ISO 8601)
and \`data\` is the shipment exactly as \`GET /trackings/{id}\` returns it. The body is written
once, when the event happens: every retry and every replay sends the same bytes.

### Headers and signature ([Standard Webhooks](https://www.standardwebhooks.com/))

| Header | Value |
|---|---|
| \`webhook-id\` | The delivery's id (\`msg_…\`): **the same on every retry and replay** of it. Use it to drop duplicates. |
| \`webhook-timestamp\` | When this attempt was sent, in Unix seconds. Reject a delivery more than a few minutes off, so a captured one cannot be replayed later. |
| \`webhook-signature\` | \`v1,<signature>\`: the base64 HMAC-SHA256 of \`{webhook-id}.{webhook-timestamp}.{body}\`, keyed with your endpoint's secret. A space-separated list: for ${WEBHOOK_PREVIOUS_SECRET_HOURS} h after you rotate the secret it holds two signatures, one with the new secret and one with the old, so either verifies. |

Each endpoint has its own signing secret, \`whsec_\` followed by base64 (shown in Settings →
Webhooks; rotate it there). The HMAC key is the secret's decoded bytes, not the text. Verify the
signature over the **raw body as received**, before parsing it: re-serialised JSON does not match.

With the [\`standardwebhooks\`](https://www.npmjs.com/package/standardwebhooks) library (libraries
for other languages follow the same specification):

\`\`\`js
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.TRAILPOST_WEBHOOK_SECRET); // 'whsec_...'

app.post('/trailpost', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    // Checks the signature and the timestamp; throws if either is wrong.
    event = webhook.verify(req.body.toString('utf8'), req.headers);
  } catch {
    return res.status(400).end();
  }
  // event = { type: 'tracking.updated', timestamp: '...', data: { _id, tracking_number, ... } }
  res.status(204).end();
});
\`\`\`

With Node's own \`crypto\` only:

\`\`\`js
${NODE_VERIFY_EXAMPLE}
\`\`\`

### Answering, retries and switching off

- Any **2xx** answer within **${WEBHOOK_TIMEOUT_SECONDS} seconds** is success. Anything else (another status, a redirect, no
  answer in time, an address that cannot be reached) is a failure and is retried. Answer first and
  do slow work afterwards.
- Failed deliveries are retried on this schedule (the operator may set another with
  \`WEBHOOK_RETRY_SCHEDULE\`), each wait ±10 % at random: ${DEFAULT_WEBHOOK_RETRY_SCHEDULE.length + 1} attempts over about ${totalHours} hours.

${retryTable(DEFAULT_WEBHOOK_RETRY_SCHEDULE)}

- **410 Gone** switches the endpoint off at once: answer it when you no longer want deliveries.
- An endpoint whose every delivery has failed for **${WEBHOOK_SWITCH_OFF_DAYS} days** is switched off; if it asks to be
  told (\`notify_if_inactive\`), its alert e-mails (\`email_alerts\`) receive a message. Switch it
  back on in Settings → Webhooks.
- Only public addresses are called: an endpoint on a private, loopback or link-local address is
  refused (a failure like any other).

### Deliveries, replay and ordering

- \`GET /webhook/subscription/{id}/deliveries?pageId&limit&status\` lists an endpoint's deliveries, newest
  first: type, status (\`pending\`, \`succeeded\`, \`failed\`), attempts, the last response code and the
  next attempt.
- \`POST /webhook/subscription/{id}/deliveries/{deliveryId}/replay\` sends one again, with the same
  \`webhook-id\` and body (after an outage on your side, say);
  \`POST /webhook/subscription/{id}/deliveries/replay\` does so for every failed delivery of a period.
  Deliveries are kept ${WEBHOOK_DELIVERY_RETENTION_DAYS} days.
- \`POST /webhook/subscription/{id}/test\` sends a signed \`tracking.updated\` with a sample shipment
  at once and reports your endpoint's answer.
- Events are created in order for each shipment, but a retry or a replay can reach you after a
  newer event. Compare \`timestamp\` (or \`data.modified\`) with what you hold and keep the newer,
  and ignore a \`webhook-id\` you have already processed.
`;

export const API_INTRODUCTION = `The Trailpost REST API: the calls the web app itself makes. Every path is under \`/api\` on
your Trailpost address, e.g. \`https://app.example.com/api/trackings\`.

## Authentication

Create an API key in **Settings → API Keys** (\`/developer_apps\`) and send it with every call,
either as a bearer token or in the \`access-token\` header:

\`\`\`http
GET /api/trackings HTTP/1.1
Authorization: Bearer tp_live_...
\`\`\`

\`\`\`http
GET /api/trackings HTTP/1.1
access-token: tp_live_...
\`\`\`

- A key acts **as the user who created it, with that user's role**, read on every call: a key of
  a sub-user whose role lacks a module gets 403 there, and a sub-user limited to assigned
  shipments sees only those. Create keys with the account whose access the integration needs.
- **Refreshing** a key (\`PUT /user/refresh_token\`) or **deleting** it (\`DELETE /user/delete_token\`)
  ends the old key **at once**: its next call gets 401.
- Keys are secrets: keep them on a server, never in a browser or an app. Every key starts with
  \`tp_live_\`, so secret scanners recognise a leaked one.
- Routes without a lock below (sign-in, public pages, courier pushes) need no key. Use
  **Authorize** to try the others from this page.

## A typed client (TypeScript)

\`packages/client\` in the Trailpost repository is generated from this document
([openapi-typescript](https://openapi-ts.dev) and openapi-fetch): paths, parameters, bodies and
answers are checked by the compiler.

\`\`\`ts
const trailpost = createTrailpostClient({ baseUrl: 'https://app.example.com', apiKey: process.env.TRAILPOST_API_KEY! });
const { data, error } = await trailpost.POST('/api/trackings', { body: { slug: 'usps', tracking_number: '9400111899223817423190' } });
if (error) console.log(error.meta.error_code);
\`\`\`

## Responses

Every answer, errors included, is a JSON envelope, and **the HTTP status always equals
\`meta.code\`**:

\`\`\`json
{ "meta": { "code": 200, "message": ["Success"] }, "data": { "_id": "…" } }
\`\`\`

\`meta.message\` is a list of texts for people; \`data\` is the result, or \`null\` on an error.

## Errors

An error's \`meta\` also carries **\`error_code\`**, a stable reason to branch on (the texts in
\`meta.message\` may be reworded; the codes are not). A validation error adds **\`meta.fields\`**,
each refused field (a dotted path such as \`customer_emails.0\`) with its message, and a duplicate
shipment adds **\`meta.existing_id\`**, the \`_id\` of the shipment that exists:

\`\`\`json
{ "meta": { "code": 400, "message": ["Tracking already exists for this courier."], "error_code": "duplicate", "existing_id": "0192…" }, "data": null }
\`\`\`

| Status | \`error_code\` | Meaning |
|---|---|---|
| 400 | \`validation_failed\` | The input breaks a rule: \`meta.message\` lists each problem, \`meta.fields\` names the fields. |
| 400 | \`duplicate\` | The record exists already (a shipment of that courier and number, a tag, a webhook URL …). |
| 401 | \`unauthenticated\` | No key was sent. |
| 401 | \`api_key_revoked\` | The key was refreshed or deleted (or never existed). |
| 401 | \`session_expired\` | A signed-in session ended. |
| 403 | \`forbidden\` | The key's user has no access to this module (its role), or the call is for the main account only. |
| 404 | \`not_found\` | Nothing with that id in your account. A record of another account is always 404, never 403. |
| 409 | \`idempotency_key_reused\`, \`conflict\` | See *Retries* below. |
| 413, 415 | \`payload_too_large\`, \`unsupported_media_type\` | The body is too large, or not JSON where JSON is expected. |
| 414, 431 | \`payload_too_large\` | A value in the path is too long, or the request's headers are too large (any route). |
| 429 | \`rate_limited\` | Too many calls: wait \`Retry-After\` seconds. |
| 500 | \`internal\` | Something failed on our side; the call may be retried. |

## Limits

An account may make **10 calls a second** with its API keys (all keys together; the operator may
set another figure). Every signed-in answer says where you stand, in the IETF \`RateLimit\` fields:

\`\`\`http
RateLimit-Limit: 10
RateLimit-Remaining: 7
RateLimit-Reset: 1
\`\`\`

\`RateLimit-Reset\` is the number of seconds until the count starts again. The call after the last
one allowed answers **429 \`rate_limited\`** with \`Retry-After\` in seconds: wait that long and
send it again. Routes open without a key (sign-in, public pages) have their own limits per
address, with the same headers.

## Retries: \`Idempotency-Key\`

Send an \`Idempotency-Key\` header (any text up to 255 characters, e.g. your order id or a UUID) with
a POST, and retry with the same key after a timeout: within 24 hours the same request gets **the
first answer again**, with the header \`Idempotent-Replayed: true\`, and nothing is done twice.

- The same key with another body or path answers **409 \`idempotency_key_reused\`**.
- While the first request is still running, a repeat answers **409 \`conflict\`**: retry shortly.
- An answer of 500 or more is not kept, so a retry runs the request again.
- Keys belong to your account, whichever key or user sends them.

## A shipment by courier and number

Besides its \`_id\`, a shipment can be named by its courier and tracking number, which are unique in
an account: \`GET\`, \`PUT\` and \`DELETE /trackings/{slug}/{tracking_number}\`, and
\`POST /trackings/{slug}/{tracking_number}/refresh\`, answer exactly as their \`/trackings/{id}\`
counterparts. Encode the number (\`encodeURIComponent\`) if it may hold \`/\` or spaces.

## Lists

Paged lists take \`pageId\` (from 1) and \`limit\` and answer \`page_info\` beside the page:

\`\`\`json
{ "page": 2, "limit": 20, "total": 57, "has_more": true }
\`\`\`

It is in \`data\` where \`data\` is an object (\`GET /trackings\`, \`GET /audit_log\`, a webhook's
deliveries, API keys, webhooks) and in \`meta\`, beside \`total_records\`, where \`data\` is the page
itself (sub-users, the message log, automation rules and their logs, tags, roles, templates,
stores …). Ask for the next page while \`has_more\` is true. The short lists (tags, roles,
sessions, API keys, sender domains, templates, stores, channels, webhooks, couriers, countries,
time zones) answer all their items on one page unless you set \`limit\` (at most 500). \`GET /trackings\` also takes \`filters\`, a JSON object
(\`{"status":["InTransit"],"courier":["ups"],"from_date":"2026-03-01"}\`), and \`searchQuery\`.

${WEBHOOKS_GUIDE}`;
