// Builds the courier catalogue (src/modules/couriers/data/couriers.json) from our own couriers
// and 17TRACK's public carrier list, so that every courier a merchant can pick is one the
// aggregator tracks, with its numeric carrier code.
//
//   node scripts/build-courier-catalogue.mjs path/to/17track-carriers.json
//
// Our couriers keep their slugs (shipments store them) and gain `seventeen_track_code` when a
// 17TRACK carrier is the same company: same website host, or the same normalised name, or an
// entry of KNOWN below. Every other 17TRACK carrier is added with a slug made from its name.
// Running it again on the same inputs gives the same file.
import fs from 'node:fs';
import path from 'node:path';

const [source] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/build-courier-catalogue.mjs <17track-carriers.json>');
  process.exit(2);
}
const CATALOGUE = path.resolve(import.meta.dirname, '../src/modules/couriers/data/couriers.json');
const carriers = JSON.parse(fs.readFileSync(source, 'utf8'));
const current = JSON.parse(fs.readFileSync(CATALOGUE, 'utf8'));
// Ours only: what a previous run added is built again from the list.
const ours = current.filter((courier) => !courier.from_aggregator);

/** Our slug -> 17TRACK code where name and website differ (checked by hand against 17TRACK's list). */
const KNOWN = {
  usps: 21051,
  ups: 100002,
  fedex: 100003,
  dhl: 100001,
  tnt: 100004,
  'royal-mail': 11031,
  'china-post': 3011,
  'china-ems': 3013,
  'india-post': 9021,
  'canada-post': 3041,
  'australia-post': 1151,
  'deutsch-post': 7044,
  'la-poste-colissimo': 6051,
  'japan-post': 10021,
  'singapore-post': 19131,
  'hong-kong-post': 8011,
  'postnl-3s': 14044,
  postnl: 14041,
  ninjavan: 100597,
  'ninjavan-id': 100125,
};

/**
 * Our slug -> 17TRACK code for country arms and services that 17TRACK tracks under the
 * company's own entry or a sibling's (checked by hand). Applied after every other match and
 * shared: the code stays with the courier that matched it too.
 */
const SHARED = {
  colissimo: 6051,
  postnord: 101356,
  'dpd-de': 100007,
  'dpd-fr': 100072,
  'dpd-poland': 100111,
  'dpd-at': 100556,
  'chronopost-portugal': 100204,
  dtdc: 100069,
  'malaysia-post': 13051,
  'gls-cz': 100281,
  'gls-slovakia': 100282,
  'gls-spain': 100189,
  'gls-france': 101272,
  'gls-netherlands': 100384,
  'gls-slovenia': 100283,
  'gls-da': 100005,
  'tnt-au': 100200,
  'tnt-fr': 100241,
  'tnt-it': 100065,
  'tnt-uk': 100004,
  axlehire: 100272,
  'korea-post': 11051,
  'israel-post-domestic': 9061,
  'india-post-int': 9021,
  'shopee-express-my': 100408,
  planzer: 100734,
  'poste-italiane-paccocelere': 9071,
  'postnl-international': 14044,
  sfb2c: 100012,
  dicom: 100208,
  'dx-freight': 100484,
  'fedex-crossborder': 100841,
  'fedex-uk': 100003,
  'fedex-freight': 100003,
  'fedex-fims': 100003,
  'dhl-nl': 100047,
  'dhlparcel-nl': 100047,
  'dhl-poland': 100226,
  'dhl-es': 100392,
  'dhl-hk': 100001,
  'dhl-mx': 100001,
  'interparcel-au': 100210,
  'asendia-de': 100029,
  'asendia-uk': 100029,
  'austrian-post-registered': 1161,
  amazon: 100308,
  'macao-post': 13011,
  'toll-priority': 100009,
  'toll-nz': 100009,
};

/** Host and first path segment: one company's country sites often differ only there ("ninjavan.co/en-my"). */
const site = (url) => {
  try {
    const parsed = new URL(url);
    const first = parsed.pathname.split('/').filter(Boolean)[0] ?? '';
    return `${parsed.hostname.replace(/^www\d?\./, '').toLowerCase()}/${first.toLowerCase()}`;
  } catch {
    return null;
  }
};
const host = (url) => {
  try {
    return new URL(url).hostname.replace(/^www\d?\./, '').toLowerCase();
  } catch {
    return null;
  }
};
const plain = (text) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const nameKey = (name) => plain(name).replace(/\b(express|logistics|courier|couriers|delivery|services?|ltd|inc|co|corp|company|group)\b/g, '').replace(/[^a-z0-9]+/g, '');
const slugOf = (name) => plain(name).replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'courier';

const byKey = new Map(carriers.map((carrier) => [carrier.key, carrier]));
const bySite = new Map();
const byHost = new Map();
const byName = new Map();
for (const carrier of carriers) {
  const w = site(carrier.url);
  if (w && !bySite.has(w)) bySite.set(w, carrier);
  const h = host(carrier.url);
  if (h && !byHost.has(h)) byHost.set(h, carrier);
  const n = nameKey(carrier.name);
  if (n && !byName.has(n)) byName.set(n, carrier);
}

// Most specific evidence first, for every courier, so a company's main entry does not take
// the code of one of its country sites: the table, then site and path, then host, then name.
const used = new Set();
const codes = new Map();
const passes = [
  (courier) => (KNOWN[courier.slug] !== undefined ? byKey.get(KNOWN[courier.slug]) : undefined),
  (courier) => courier.website && bySite.get(site(courier.website)),
  (courier) => courier.website && byHost.get(host(courier.website)),
  (courier) => byName.get(nameKey(courier.title)),
];
for (const pass of passes) {
  for (const courier of ours) {
    if (codes.has(courier.slug)) continue;
    const carrier = pass(courier);
    if (carrier && !used.has(carrier.key)) {
      used.add(carrier.key);
      codes.set(courier.slug, carrier.key);
    }
  }
}
for (const courier of ours) {
  if (!codes.has(courier.slug) && SHARED[courier.slug] !== undefined && byKey.has(SHARED[courier.slug])) codes.set(courier.slug, SHARED[courier.slug]);
}
const matched = ours.map((courier) => ({ ...courier, seventeen_track_code: codes.get(courier.slug) ?? null }));

// A carrier whose name is one of ours is that courier (kept as ours, taking the code if it has
// none); two carriers of one name keep the first. "Unknown" is 17TRACK's placeholder, no carrier.
const titles = new Map(matched.map((courier) => [courier.title.toLowerCase(), courier]));
const fresh = [];
for (const carrier of carriers.filter((candidate) => !used.has(candidate.key)).sort((a, b) => a.key - b.key)) {
  const title = carrier.name.trim();
  if (title.toLowerCase() === 'unknown') continue;
  const same = titles.get(title.toLowerCase());
  if (same) {
    same.seventeen_track_code ??= carrier.key;
    continue;
  }
  titles.set(title.toLowerCase(), carrier);
  fresh.push(carrier);
}

const slugs = new Set(matched.map((courier) => courier.slug));
const ccTld = (url) => {
  const tld = host(url)?.split('.').pop();
  return tld && /^[a-z]{2}$/.test(tld) && !['io', 'co', 'me', 'tv', 'cc', 'ai'].includes(tld) ? (tld === 'uk' ? 'GB' : tld.toUpperCase()) : null;
};
const added = fresh.map((carrier) => {
  let slug = slugOf(carrier.name);
  if (slugs.has(slug)) slug = `${slug}-${carrier.key}`;
  slugs.add(slug);
  return {
    slug,
    title: carrier.name.trim(),
    country_iso: ccTld(carrier.url),
    required_fields: [],
    optional_fields: [],
    website: carrier.url || null,
    phone: null,
    seventeen_track_code: carrier.key,
    from_aggregator: true,
  };
});

const catalogue = [...matched, ...added].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.slug.localeCompare(b.slug));
fs.writeFileSync(CATALOGUE, `${JSON.stringify(catalogue, null, 2)}\n`);
const withCode = catalogue.filter((courier) => courier.seventeen_track_code !== null).length;
console.log(`${catalogue.length} couriers, ${withCode} with a 17TRACK code: ${ours.length} of ours, ${added.length} added from 17TRACK's list`);
