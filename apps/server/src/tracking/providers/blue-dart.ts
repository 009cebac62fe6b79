import type { ShipmentStatus } from '@trailpost/contracts';
import { credentialCheck, eventKey, httpFailure, parseTimestamp, probeShipment, requireKeys, send, tidy, type FetchLike } from './provider-support.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fallbackStatus } from './fallback-status.js';
import { blueDartScanCode } from './blue-dart-scan-codes.js';
import { CredentialsRejected, ProviderError, type ProviderEvent, type ProviderResult, type TrackingProvider } from './types.js';

/**
 * Blue Dart shipment tracking ("tnt" custawbquery, XML format, version 1.3): GET
 * {base}?handler=tnt&action=custawbquery&loginid=…&awb=awb&numbers=…&format=xml&lickey=…&verno=1.3&scan=1,
 * answering <ShipmentData><Shipment WaybillNo=…> with Status/StatusType/StatusDate/StatusTime
 * and <Scans><ScanDetail> (Scan, ScanCode, ScanType, ScanDate, ScanTime, ScannedLocation), in IST.
 * Integration keys (part 2 §3): key1 = login id, key2 = licence key. The API gateway host of
 * the same query also wants a JWTToken header (option `jwtToken`).
 */
export const BLUE_DART_BASE_URL = 'https://api.bluedart.com/servlet/RoutingServlet';
const IST = '+05:30';

/** Status / scan types. UD ("undelivered") is Blue Dart's word for "not delivered yet", i.e. moving. */
export const BLUE_DART_STATUS_TYPES: Record<string, ShipmentStatus> = {
  NF: 'Pending',
  PU: 'InfoReceived',
  IT: 'InTransit',
  UD: 'InTransit',
  OD: 'OutForDelivery',
  DL: 'Delivered',
  RD: 'InTransit',
  RL: 'InTransit',
  RT: 'Exception',
};

/** A return to origin: the parcel goes (or went) back to the shipper, whatever the scan's type or code. */
const RETURN_WORDING = /^RTO\b|RETURN TO SHIPPER|DELIVERED BACK TO SHIPPER|SHIPPER INSTRUCTED TO RTO|RETURN\/REDIRECT INITIATED/i;

/** Scan wordings that say more than their type (first match wins; return-to-origin wins even over DL). */
export const BLUE_DART_SCAN_WORDING: Array<[RegExp, ShipmentStatus]> = [
  [RETURN_WORDING, 'Exception'],
  [/NOT AVAILABLE|REFUSED|PREMISES CLOSED|OFFICE CLOSED|ADDRESS INCORRECT|NO SUCH CONSIGNEE|SHIFTED FROM THE GIVEN ADDRESS|DELIVERY ATTEMPTED|ENTRY RESTRICTED|NEED DEPARTMENT NAME|CHARGES PENDING/i, 'FailedAttempt'],
  [/MISPLACED|DESTROYED|ON HOLD FOR REGULATORY|DAMAGED|\bLOST\b/i, 'Exception'],
  [/OUT FOR DELIVERY/i, 'OutForDelivery'],
  [/ONLINE SHIPMENT BOOKED|MANIFESTED - NOT RECEIVED|PICKUP HAS BEEN REGISTERED|AUTO PICKUP REGISTERED|PICKUP EMPLOYEE IS OUT/i, 'InfoReceived'],
  [/PICKED UP/i, 'InTransit'],
];

/**
 * One scan's status: its documented group and code first (blue-dart-scan-codes.ts), except that a
 * return-to-origin wording always wins (an "RTO SHIPMENT DELIVERED" reached the shipper, not the
 * consignee); a code the list lacks falls back to its type and wording.
 */
export function blueDartScanTag(scan: { group: string | null; code: string | null; type: string | null; words: string }) {
  const coded = blueDartScanCode(scan.group, scan.code);
  if (!coded) return { tag: blueDartTag(scan.type, scan.words), informational: false };
  return { tag: RETURN_WORDING.test(scan.words.trim()) ? 'Exception' as const : coded.tag, informational: coded.informational };
}

export function blueDartTag(type: string | null, wording: string | null): ShipmentStatus | null {
  const byType = type ? BLUE_DART_STATUS_TYPES[type.toUpperCase()] ?? null : null;
  const byWords = wording ? BLUE_DART_SCAN_WORDING.find(([pattern]) => pattern.test(wording.trim()))?.[1] ?? null : null;
  if (byWords === 'Exception') return byWords;
  if (byType === 'Delivered' || byType === 'Pending') return byType;
  return byWords ?? byType;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "07-Jun-2012" or "07 June 2012", with "13:05" or "1305", in IST. */
export function parseBlueDartTime(date: string | null, time: string | null): Date | null {
  if (!date) return null;
  const iso = parseTimestamp(date, IST);
  if (iso) return iso;
  const day = /^(\d{1,2})[-\s]([A-Za-z]{3,9})[-\s](\d{4})$/.exec(date.trim());
  const month = day ? MONTHS.indexOf(day[2]!.slice(0, 3).toLowerCase()) : -1;
  if (!day || month < 0) return null;
  const clock = /^(\d{1,2}):?(\d{2})(?::(\d{2}))?$/.exec(time?.trim() ?? '');
  const pad = (value: string | undefined) => (value ?? '0').padStart(2, '0');
  return parseTimestamp(`${day[3]}-${pad(String(month + 1))}-${pad(day[1])}T${pad(clock?.[1])}:${pad(clock?.[2])}:${pad(clock?.[3])}${IST}`);
}

/** An element as fast-xml-parser gives it: attributes as `@_Name`, children by name, text as strings. */
type XmlNode = Record<string, unknown>;

/**
 * The answer's XML: XML's own and numeric entities decoded, a DTD's never expanded, every value
 * kept as text, and the repeated elements always as lists.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === 'Shipment' || name === 'ScanDetail',
});

function parseAnswer(text: string): XmlNode {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new ProviderError(`Blue Dart answered unreadable XML: ${valid.err.msg} (line ${valid.err.line})`);
  return parser.parse(text) as XmlNode;
}

const node = (value: unknown): XmlNode => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : {});
const list = (value: unknown): XmlNode[] => (Array.isArray(value) ? value.map(node) : []);
/** An element's text (a string, or `#text` beside attributes); empty is none. */
function textOf(element: XmlNode, name: string): string | null {
  const value = element[name];
  const raw = typeof value === 'string' ? value : typeof node(value)['#text'] === 'string' ? (node(value)['#text'] as string) : null;
  return raw?.trim() || null;
}

/** One <Shipment> element in our vocabulary. */
export function mapBlueDartShipment(shipment: XmlNode): ProviderResult {
  const waybill = textOf(shipment, '@_WaybillNo') ?? textOf(shipment, 'WaybillNo');
  const events: ProviderEvent[] = list(node(shipment.Scans).ScanDetail).map((scan) => {
    const words = textOf(scan, 'Scan') ?? '';
    const type = textOf(scan, 'ScanType');
    const date = textOf(scan, 'ScanDate');
    const time = textOf(scan, 'ScanTime');
    const location = textOf(scan, 'ScannedLocation');
    const code = textOf(scan, 'ScanCode');
    const { tag, informational } = blueDartScanTag({ group: textOf(scan, 'ScanGroupType'), code, type, words });
    return {
      dedupeKey: eventKey('bluedart', [waybill, date, time, code, words, location]),
      time: parseBlueDartTime(date, time),
      tag: tag ?? fallbackStatus(words),
      unmapped: tag === null,
      informational,
      subtag: type,
      message: words,
      location,
      countryIso: location ? 'IN' : null,
    };
  });
  const status = blueDartTag(textOf(shipment, 'StatusType'), textOf(shipment, 'Status'));
  return {
    events: tidy(events),
    ...(status ? { status } : {}),
    expectedDelivery: parseBlueDartTime(textOf(shipment, 'ExpectedDeliveryDate'), null),
    shipmentType: textOf(shipment, 'Service') ?? textOf(shipment, 'ProductType'),
  };
}

export interface BlueDartOptions {
  baseUrl?: string;
  fetch?: FetchLike;
  /** Sent as the JWTToken header (Blue Dart API gateway); the legacy servlet needs none. */
  jwtToken?: string;
}

export function createBlueDartProvider(options: BlueDartOptions = {}): TrackingProvider {
  const base = options.baseUrl ?? BLUE_DART_BASE_URL;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const provider: TrackingProvider = {
    name: 'bluedart',
    async fetch(shipment, credentials) {
      const { key1: loginId, key2: licenceKey } = requireKeys('Blue Dart', credentials, ['key1', 'key2']);
      const query = new URLSearchParams({
        handler: 'tnt', action: 'custawbquery', loginid: loginId, awb: 'awb', numbers: shipment.trackingNumber,
        format: 'xml', lickey: licenceKey, verno: '1.3', scan: '1',
      });
      const headers: Record<string, string> = { accept: 'application/xml, text/xml' };
      if (options.jwtToken) headers.JWTToken = options.jwtToken;
      const response = await send('Blue Dart', fetchImpl, `${base}?${query}`, { method: 'GET', headers });
      const body = await response.text();
      if (!response.ok) throw httpFailure('Blue Dart', response, body, 60);
      // The answer's root is <ShipmentData>; an error may come as its own root element.
      const answer = parseAnswer(body);
      const root = node(answer.ShipmentData ?? answer);
      const error = textOf(root, 'Error');
      if (error && /licen[cs]e|login/i.test(error)) throw new CredentialsRejected(`Blue Dart refused the credentials: ${error}`);
      if (error) throw new ProviderError(`Blue Dart: ${error}`, null, /incorrect waybill|no information|invalid/i.test(error));
      const shipments = list(root.Shipment);
      const match = shipments.find((s) => textOf(s, '@_WaybillNo') === shipment.trackingNumber) ?? shipments[0];
      if (!match) throw new ProviderError('Blue Dart returned no shipment');
      if (textOf(match, 'StatusType')?.toUpperCase() === 'NF') {
        throw new ProviderError(`Blue Dart: ${textOf(match, 'Status') ?? 'Incorrect Waybill number or No Information'}`, null, true);
      }
      return mapBlueDartShipment(match);
    },
    // No sign-in call: a waybill nobody issued is answered "no information" once login id and licence key pass.
    checkCredentials: (credentials) => credentialCheck(() => provider.fetch(probeShipment('bluedart'), credentials)),
  };
  return provider;
}
