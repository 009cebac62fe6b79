import type { ShipmentStatus } from '@trailpost/contracts';

/**
 * Blue Dart's scan codes: a <ScanDetail>'s ScanGroupType ("S" for a handling scan, "T" for a
 * status scan) with its three-digit ScanCode. The same digits mean different things in the two
 * groups (S003 "SHIPMENT OUTSCANNED TO NETWORK", T003 "RESIDENCE/OFFICE CLOSED;CANT DELIVER"),
 * so the key is group + code. The wording of every code is in the table test beside this file.
 *
 * `informational` codes are bookkeeping about the waybill (weight changes, archive moves, proof of
 * delivery copies): stored and shown, never the status (decision 0015).
 */
export interface BlueDartScanMeaning {
  tag: ShipmentStatus;
  informational: boolean;
}

const codes = (group: 'S' | 'T', list: string) => list.trim().split(/\s+/).map((code) => `${group}${code}`);

/** Handling scans move the parcel through the network; one of them sends it to the consignee. */
const S_OUT_FOR_DELIVERY = codes('S', '002');
const S_INFORMATIONAL = codes('S', '106');
const S_IN_TRANSIT = codes('S', '001 003 004 005 006 007 008 009 010 011 012 013 014 015 020 021 022 023 024 025 026 027 100');

const T_DELIVERED = codes('T', '000 090');
const T_OUT_FOR_DELIVERY = codes('T', '092 206 208');
/** Undelivered with a reason the next attempt can overcome (Blue Dart's "PENDING" codes and like kinds). */
const T_FAILED_ATTEMPT = codes('T', `
  001 003 004 005 008 009 010 011 012 013 014 017 019 020 044 056 062 066 069 071 076
  137 139 175 201 202 203 204 217 218 308 777`);
/** Returned, lost, damaged, destroyed, seized, cancelled, or held until someone acts. */
const T_EXCEPTION = codes('T', `
  002 006 016 021 025 030 034 043 046 047 060 064 070 074 078 084 086 094 098 104 105 118 123 129 130
  135 141 154 162 173 177 178 186 188 190 205 209`);
const T_INFORMATIONAL = codes('T', '099 133 150 179 180 181 182 183');
const T_IN_TRANSIT = codes('T', `
  007 022 024 026 027 028 029 031 032 033 035 036 037 038 039 040 041 042 045 048 049 050 051 052
  053 054 055 057 058 059 061 063 065 067 068 072 073 075 077 079 080 081 082 083 085 087 088 089
  091 093 095 096 097 100 101 102 103 106 107 110 111 120 121 132 136 140 142 143 145 146 147 148
  149 151 152 155 156 157 159 160 161 163 166 169 170 171 172 174 176 184 185 187 189 207 210 211
  212 213 214 215 216 219 220 221 222 223 224 301 302 303 304 305 306 307 309 310 311 312 313 314
  315 316`);

const entries = (keys: string[], tag: ShipmentStatus, informational = false) =>
  keys.map((key) => [key, { tag, informational }] as const);

export const BLUE_DART_SCAN_CODES: ReadonlyMap<string, BlueDartScanMeaning> = new Map([
  ...entries(S_IN_TRANSIT, 'InTransit'),
  ...entries(S_OUT_FOR_DELIVERY, 'OutForDelivery'),
  ...entries(S_INFORMATIONAL, 'InTransit', true),
  ...entries(T_IN_TRANSIT, 'InTransit'),
  ...entries(T_OUT_FOR_DELIVERY, 'OutForDelivery'),
  ...entries(T_DELIVERED, 'Delivered'),
  ...entries(T_FAILED_ATTEMPT, 'FailedAttempt'),
  ...entries(T_EXCEPTION, 'Exception'),
  ...entries(T_INFORMATIONAL, 'InTransit', true),
]);

/** The meaning of a scan's group and code, or null when Blue Dart's list has no such code. */
export function blueDartScanCode(group: string | null, code: string | null): BlueDartScanMeaning | null {
  if (!group || !code) return null;
  return BLUE_DART_SCAN_CODES.get(`${group.trim().toUpperCase()}${code.trim().padStart(3, '0')}`) ?? null;
}
