import path from 'node:path';
import { trustedProxiesFrom } from './platform/trusted-proxies.js';
import { dnsServersFrom, mailDnsFrom, type MailDnsConfig } from './platform/dns-servers.js';
import { secretsKeyFrom } from './platform/secret-box.js';
import { outboundAllowCidrsFrom } from './platform/outbound-address.js';

/** 17TRACK's API (the default of SEVENTEEN_TRACK_URL); config reads it here so it loads no tracking code. */
export const SEVENTEEN_TRACK_BASE_URL = 'https://api.17track.net/track/v2.2';

/** Environment -> typed configuration, read in this one place (README lists every variable). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; the embedded PGlite in dataDir otherwise. */
  databaseUrl: string | null;
  /** SMTP when set; e-mail is kept in the outbox table otherwise. */
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  /** Platform suffix of merchants' tracking-page hosts: {sub_domain}{suffix}. */
  subDomainSuffix: string;
  logLevel: string;
  /** Serve the built web app from this folder when it exists. */
  webDist: string | null;
  role: ProcessRole;
  /** How often the mail worker looks for undelivered mail. */
  mailPollMs: number;
  /** How often the worker hands new events (shipment changes) to their consumers. */
  eventPollMs: number;
  /** The proxies whose X-Forwarded-For is believed (addresses, CIDR ranges); false: none. */
  trustProxy: string[] | false;
  /** How often the tracking worker looks for shipments due a check. */
  trackingPollMs: number;
  /** Seconds between two scans of a sandbox journey (the embedded tracking provider). */
  sandboxStepSeconds: number;
  /** The operator's own 17TRACK API key; without it 17TRACK is neither asked nor listened to. */
  seventeenTrackApiKey: string | null;
  /** 17TRACK API v2.2 base URL (a stand-in server in tests). */
  seventeenTrackUrl: string;
  /** Origins whose browser scripts may call the API (CORS); none by default. */
  corsOrigins: string[];
  /** Lets a remote operator read the outbox (Authorization: Bearer ...); unset: only this machine may. */
  operatorToken: string | null;
  /** Redis for request-limit counters shared by API processes; the database otherwise. */
  redisUrl: string | null;
  /** API_RATE_LIMIT: calls per second of one account with an API key (part 3); 0 turns the limit off. */
  apiRateLimit: number;
  /** WEB_RATE_LIMIT: calls per second of one signed-in web app session; 0 turns the limit off. */
  webRateLimit: number;
  /** S3-compatible object storage for uploads, imports and exports; the local folder DATA_DIR/files otherwise. */
  s3: S3Config | null;
  /** SECRETS_KEY: seals stored credentials and DKIM keys; unset: a key generated once and kept in the database. */
  secretsKey: Buffer | null;
  /** DNS_SERVERS: resolvers for sender-domain and custom-domain checks; null: the system's. */
  dnsServers: string[] | null;
  /** How long one DNS check waits for an answer (DNS_TIMEOUT_MS). */
  dnsTimeoutMs: number;
  /** The zone sender domains' CNAMEs point into, and the responder that answers for it. */
  mailDns: MailDnsConfig;
  /** Ranges outbound HTTP may reach although private (OUTBOUND_ALLOW_CIDRS); none by default. */
  outboundAllowCidrs: string[];
  /** A Twilio-compatible messaging API; SMS is kept in the outbox otherwise. */
  sms: SmsConfig | null;
  /** WEBHOOK_RETRY_SCHEDULE: seconds between webhook attempts (one more attempt per entry). */
  webhookRetrySchedule: number[];
  /** PUBLIC_LOOKUPS_PER_MERCHANT: public tracking lookups (and challenges) one merchant's pages may serve per minute. */
  publicLookupsPerMerchant: number;
  /** The Shopify app (SHOPIFY_API_KEY and SHOPIFY_API_SECRET); null: installs answer that the app is not configured. */
  shopify: ShopifyConfig | null;
  /** The BigCommerce app (BIGCOMMERCE_CLIENT_ID and BIGCOMMERCE_CLIENT_SECRET); null: not configured. */
  bigcommerce: BigCommerceConfig | null;
}

export interface ShopifyConfig {
  apiKey: string;
  apiSecret: string;
  /** A shop's admin address, `{shop}` standing for its myshopify.com domain (SHOPIFY_ADMIN_URL; a stand-in in tests). */
  adminUrl: string;
}

export interface BigCommerceConfig {
  clientId: string;
  clientSecret: string;
  /** BigCommerce's OAuth server (BIGCOMMERCE_LOGIN_URL; a stand-in in tests). */
  loginUrl: string;
  /** BigCommerce's store API (BIGCOMMERCE_API_URL; a stand-in in tests). */
  apiUrl: string;
}

/** The pinned default: 10 attempts over about 75 hours. */
export const DEFAULT_WEBHOOK_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400];

export function webhookRetryScheduleFrom(value: string | undefined): number[] {
  if (!value?.trim()) return DEFAULT_WEBHOOK_RETRY_SCHEDULE;
  return value.split(',').map((entry) => {
    const seconds = Number(entry.trim());
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > 7 * 86400) {
      throw new Error(`WEBHOOK_RETRY_SCHEDULE: "${entry.trim()}" is not a number of seconds between 0 and 604800`);
    }
    return seconds;
  });
}

export interface SmsConfig {
  providerUrl: string;
  accountSid: string;
  authToken: string;
  /** A sender number or ID, or a messaging service (its SID starts with MG). */
  from: string;
}

export interface S3Config {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export type ProcessRole = 'api' | 'worker' | 'all';

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
}

/** A guessable operator token would open everyone's reset links: refuse a short one at start-up. */
function operatorTokenFrom(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 32) throw new Error('OPERATOR_TOKEN must be at least 32 characters long');
  return value;
}

/** `https://shop.example,https://admin.example`: each must be a bare origin. */
function corsOriginsFrom(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = URL.canParse(entry) ? new URL(entry).origin : null;
      if (!origin || origin !== entry.replace(/\/$/, '')) throw new Error(`CORS_ORIGINS: "${entry}" is not an origin like https://shop.example`);
      return origin;
    });
}

function roleFrom(argv: string[]): ProcessRole {
  const index = argv.indexOf('--role');
  const value = index >= 0 ? argv[index + 1] : process.env.ROLE;
  if (value === undefined) return 'all';
  if (value === 'api' || value === 'worker' || value === 'all') return value;
  throw new Error(`--role must be api, worker or all (got "${value}")`);
}

/** Served over HTTPS: cookies are then Secure and HSTS is sent. */
/**
 * Merchants' public pages live on `{sub_domain}{suffix}`. On a machine of one's own (PUBLIC_URL
 * on localhost) the suffix is `.localhost`: browsers resolve every `*.localhost` to this machine
 * and treat it as secure, so a merchant's page opens with no DNS set up. Elsewhere the platform's.
 */
export function defaultSubDomainSuffix(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]' ? '.localhost' : '.trailpost.app';
}

export const isServedOverHttps = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.startsWith('https:');

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const port = int(env.PORT, 3000);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Trailpost <no-reply@trailpost.app>',
    publicUrl,
    subDomainSuffix: env.SUB_DOMAIN_SUFFIX || defaultSubDomainSuffix(publicUrl),
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST || defaultWebDist()),
    role: roleFrom(argv),
    mailPollMs: int(env.MAIL_POLL_MS, 2000),
    eventPollMs: int(env.EVENT_POLL_MS, 1000),
    trustProxy: trustedProxiesFrom(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || null,
    apiRateLimit: Math.max(0, int(env.API_RATE_LIMIT, 10)),
    webRateLimit: Math.max(0, int(env.WEB_RATE_LIMIT, 50)),
    operatorToken: operatorTokenFrom(env.OPERATOR_TOKEN),
    corsOrigins: corsOriginsFrom(env.CORS_ORIGINS),
    trackingPollMs: int(env.TRACKING_POLL_MS, 5000),
    sandboxStepSeconds: int(env.SANDBOX_STEP_SECONDS, 60),
    seventeenTrackApiKey: env.SEVENTEEN_TRACK_API_KEY || null,
    seventeenTrackUrl: (env.SEVENTEEN_TRACK_URL || SEVENTEEN_TRACK_BASE_URL).replace(/\/+$/, ''),
    s3: s3From(env),
    secretsKey: env.SECRETS_KEY ? secretsKeyFrom(env.SECRETS_KEY) : null,
    dnsServers: dnsServersFrom(env.DNS_SERVERS),
    dnsTimeoutMs: int(env.DNS_TIMEOUT_MS, 5000),
    mailDns: mailDnsFrom(env, env.HOST || '0.0.0.0'),
    outboundAllowCidrs: outboundAllowCidrsFrom(env.OUTBOUND_ALLOW_CIDRS),
    sms: smsFrom(env),
    webhookRetrySchedule: webhookRetryScheduleFrom(env.WEBHOOK_RETRY_SCHEDULE),
    publicLookupsPerMerchant: int(env.PUBLIC_LOOKUPS_PER_MERCHANT, 6000),
    shopify: shopifyFrom(env),
    bigcommerce: bigCommerceFrom(env),
  };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Both halves of the app's credentials, or none: half a pair is a mistake worth a clear error. */
function pairFrom(env: NodeJS.ProcessEnv, first: string, second: string): [string, string] | null {
  const [a, b] = [env[first]?.trim(), env[second]?.trim()];
  if (!a && !b) return null;
  if (!a || !b) throw new Error(`${first} and ${second} are set together, or neither`);
  return [a, b];
}

function shopifyFrom(env: NodeJS.ProcessEnv): ShopifyConfig | null {
  const pair = pairFrom(env, 'SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET');
  return pair && { apiKey: pair[0], apiSecret: pair[1], adminUrl: withoutTrailingSlash(env.SHOPIFY_ADMIN_URL || 'https://{shop}') };
}

function bigCommerceFrom(env: NodeJS.ProcessEnv): BigCommerceConfig | null {
  const pair = pairFrom(env, 'BIGCOMMERCE_CLIENT_ID', 'BIGCOMMERCE_CLIENT_SECRET');
  return (
    pair && {
      clientId: pair[0],
      clientSecret: pair[1],
      loginUrl: withoutTrailingSlash(env.BIGCOMMERCE_LOGIN_URL || 'https://login.bigcommerce.com'),
      apiUrl: withoutTrailingSlash(env.BIGCOMMERCE_API_URL || 'https://api.bigcommerce.com'),
    }
  );
}

function s3From(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  return {
    endpoint: env.S3_ENDPOINT || null,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
  };
}

/** Sending needs the account, its token and a sender: with any of them missing SMS stays in the outbox. */
function smsFrom(env: NodeJS.ProcessEnv): SmsConfig | null {
  if (!env.SMS_ACCOUNT_SID || !env.SMS_AUTH_TOKEN || !env.SMS_FROM) return null;
  return {
    providerUrl: (env.SMS_PROVIDER_URL || 'https://api.twilio.com').replace(/\/+$/, ''),
    accountSid: env.SMS_ACCOUNT_SID,
    authToken: env.SMS_AUTH_TOKEN,
    from: env.SMS_FROM,
  };
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
