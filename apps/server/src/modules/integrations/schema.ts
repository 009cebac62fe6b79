import { z } from 'zod';
import {
  channelRecord,
  envelopeOf,
  pagedEnvelopeOf,
  storeActivationBody,
  storeBody,
  storeKeysRecord,
  storeLinkBody,
  storeRecord,
  wholeListQuery,
} from '@trailpost/contracts';

const tags = ['Integrations'];
const SETTINGS = 'Needs the Settings access (the main account, or a sub-user whose role includes Settings).';
const AUDITED = 'Recorded in the audit log.';

/** Any text: a malformed id is answered like another tenant's, 404 "Store not found.". */
const storeIdParams = z.object({ id: z.string().describe("The integration's `_id` (a UUID); any other text answers 404 like an unknown id.") });

export const listSchema = {
  tags,
  summary: "The account's stores and courier accounts, newest first, keys masked",
  description: `Lists the account's integrations, newest first: courier accounts, stores connected by form and stores connected through the Shopify and BigCommerce apps. Keys are masked to their last four characters; each shows whether its keys were accepted (\`credential_status\`) and, for stores, the last sync. ${SETTINGS}`,
  querystring: wholeListQuery,
  response: { 200: pagedEnvelopeOf(storeRecord) },
};
export const channelsSchema = {
  tags,
  summary: 'The courier channels a merchant can connect, with their logos',
  description: `Lists every channel that can be connected, with its \`channel_id\`, name and logo address: the Shopify (1) and BigCommerce (2) apps, installed from their platform, and the courier accounts and stores connected with \`POST /stores\` (3 to 10). ${SETTINGS}`,
  querystring: wholeListQuery,
  response: { 200: pagedEnvelopeOf(channelRecord) },
};
export const createSchema = {
  tags,
  summary: "Connect a courier account: the channel's keys are checked with the courier, then kept encrypted",
  description: `Connects a courier account or a WooCommerce or Magento store by form; the name, a store's URL and every key of the channel are required. The keys are checked with the courier or store first: keys it refuses are not saved (400 with its reason); keys it could not be asked about are saved as \`unverified\`, checked again in the background, and the answer's message says so. Keys are stored encrypted; a store switched on is synced at once. ${AUDITED} ${SETTINGS}`,
  body: storeBody,
  response: { 200: envelopeOf(storeRecord) },
};
export const getSchema = {
  tags,
  summary: 'One store, keys masked (an array holding the store)',
  description: `Answers one integration, keys masked, as an array holding it. 404 when the id is not one of the account's integrations. ${SETTINGS}`,
  params: storeIdParams,
  response: { 200: envelopeOf(z.array(storeRecord)) },
};
export const updateSchema = {
  tags,
  summary: 'Edit a store: a key left out keeps its saved value; changed keys are checked with the courier again',
  description: `Changes an integration connected by form (stores of the Shopify and BigCommerce apps are refused) under the same rules as creating one; \`channel_id\` must stay the same. A key left out or empty keeps its saved value, but a new store URL needs every key again. Changed keys, or a changed URL, are checked with the courier or store before they are saved, and a new URL restarts the store's sync from its first order. ${AUDITED} ${SETTINGS}`,
  params: storeIdParams,
  body: storeBody,
  response: { 200: envelopeOf(storeRecord) },
};
export const activationSchema = {
  tags,
  summary: 'Switch a store on (1) or off (0); tracking uses it, or stops, from its next pass',
  description: `Switches an integration on or off: tracking and store sync use it, or stop using it, from their next pass; switching on does not start a sync by itself. ${AUDITED} ${SETTINGS}`,
  params: storeIdParams,
  body: storeActivationBody,
  response: { 200: envelopeOf(storeRecord) },
};
export const revealSchema = {
  tags,
  summary: "The store's keys in clear: the account owner only",
  description:
    "Answers the integration's saved keys in clear (`key1` to `key3`; null where unused or when the saved keys can no longer be read). Main account only: a sub-user gets 403 even with the Settings access.",
  params: storeIdParams,
  response: { 200: envelopeOf(storeKeysRecord) },
};
export const linkSchema = {
  tags,
  summary: "Link a store app's install (Shopify, BigCommerce) to the caller's account once signed in or up (store link payload)",
  description: `Links a Shopify or BigCommerce app install that waits for its merchant (the \`request_id\` of the install callback) to the caller's account: the store is created with the tokens the platform granted, or, when the account already has that shop, given the new tokens. The store is switched on and synced at once unless \`active\` is \`0\`. An install links once and within an hour; otherwise 400. ${SETTINGS}`,
  body: storeLinkBody,
  response: { 200: envelopeOf(storeRecord) },
};
export const syncSchema = {
  tags,
  summary: "Sync a store's fulfilled orders into shipments now (Shopify, BigCommerce, WooCommerce, Magento); courier accounts are not synced",
  description: `Asks for a sync of a store now: the worker's next pass reads its fulfilled orders and adds their shipments, and the answer shows \`sync: 1\` until it ends. 400 for a courier account, or for a store that is switched off. ${SETTINGS}`,
  params: storeIdParams,
  response: { 200: envelopeOf(storeRecord) },
};
export const deleteSchema = {
  tags,
  summary: 'Remove a store; tracking stops using it at once',
  description: `Deletes an integration and its saved keys; tracking and store sync stop using it at once. Shipments already added stay. ${AUDITED} ${SETTINGS}`,
  params: storeIdParams,
  response: { 200: envelopeOf(z.null()) },
};
