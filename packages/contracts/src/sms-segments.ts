/**
 * How carriers count an SMS (3GPP TS 23.038): GSM-7 holds 160 units in one message and 153 per
 * part of a longer one; an extended character costs 2 units (escape + character). A message
 * with any character outside GSM-7 goes as UCS-2: 70 UTF-16 units alone, 67 per part. A line
 * break is sent as CR LF and costs 2 (part 2 §9). A part never splits an escape pair, and a
 * UCS-2 part never splits a character as the reader sees it (a grapheme cluster: an emoji with
 * its modifiers and joiners, a letter with its combining marks), which would reach the phone
 * broken: handsets (Android's fragmentText) and Twilio's segment calculator cut there too.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '\f^{}\\[~]|€';
const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

/** Part 2 §9: four messages at most, 612 GSM-7 units. */
export const SMS_MAX_SEGMENTS = 4;
export const SMS_MAX_GSM_UNITS = 612;

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsCount {
  encoding: SmsEncoding;
  /** Units carriers bill: GSM-7 septets, or UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** Units one message holds at this length (160 or 153, 70 or 67). */
  perSegment: number;
  /** The characters that forced UCS-2, each once, in order of appearance. */
  ucs2Characters: string[];
}

/** Line breaks as they are sent: every break (LF, CR or CR LF) becomes CR LF. */
export const toSentLineBreaks = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');

/** Packs unit costs into parts of `capacity`, never splitting one cost between parts. */
function segmentsFor(costs: number[], single: number, capacity: number): number {
  const total = costs.reduce((sum, cost) => sum + cost, 0);
  if (total === 0) return 0;
  if (total <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > capacity) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return segments;
}

let graphemes: Intl.Segmenter | undefined;

/**
 * UTF-16 units of each character as the reader sees it. CR and LF stay two characters, as in
 * GSM-7; a cluster too long for any part (a letter under dozens of marks) is cut by code point.
 */
function clusterCosts(text: string, capacity: number): number[] {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const costs: number[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (segment === '\r\n' || segment.length > capacity) costs.push(...[...segment].map((c) => c.length));
    else costs.push(segment.length);
  }
  return costs;
}

export function countSms(text: string): SmsCount {
  const sent = toSentLineBreaks(text);
  const characters = [...sent];
  const ucs2Characters = [...new Set(characters.filter((c) => !BASIC.has(c) && !EXTENDED.has(c)))];
  if (ucs2Characters.length === 0) {
    const costs = characters.map((c) => (EXTENDED.has(c) ? 2 : 1));
    const units = costs.reduce((sum, cost) => sum + cost, 0);
    return { encoding: 'GSM-7', units, segments: segmentsFor(costs, 160, 153), perSegment: units > 160 ? 153 : 160, ucs2Characters };
  }
  const costs = clusterCosts(sent, 67);
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  return { encoding: 'UCS-2', units, segments: segmentsFor(costs, 70, 67), perSegment: units > 70 ? 67 : 70, ucs2Characters };
}

/** Whether a body fits the limit: 612 GSM-7 units, and never more than four messages. */
export function fitsSmsLimit(text: string): boolean {
  const count = countSms(text);
  return count.segments <= SMS_MAX_SEGMENTS && (count.encoding === 'UCS-2' || count.units <= SMS_MAX_GSM_UNITS);
}
