import fs from 'node:fs';
import path from 'node:path';
import type { Courier } from '@trailpost/contracts';

/**
 * The courier catalogue ships with the product as a data file (data/couriers.json), built by
 * scripts/build-courier-catalogue.mjs from our couriers and 17TRACK's carrier list.
 */
const FILE = path.resolve(import.meta.dirname, '../../../src/modules/couriers/data/couriers.json');

let cache: { list: Courier[]; bySlug: Map<string, Courier> } | null = null;

function load() {
  if (!cache) {
    const list = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Courier[];
    cache = { list, bySlug: new Map(list.map((courier) => [courier.slug, courier])) };
  }
  return cache;
}

export function listCouriers(): Courier[] {
  return load().list;
}

/** The couriers whose slug or name holds `search` (any case), in catalogue order. */
export function searchCouriers(search: string | undefined): Courier[] {
  const needle = search?.toLowerCase();
  if (!needle) return listCouriers();
  return listCouriers().filter((courier) => courier.slug.toLowerCase().includes(needle) || courier.title.toLowerCase().includes(needle));
}

export function findCourier(slug: string): Courier | null {
  return load().bySlug.get(slug) ?? null;
}

/** The courier's 17TRACK carrier code, when 17TRACK follows it. */
export function seventeenTrackCode(slug: string): number | null {
  return findCourier(slug)?.seventeen_track_code ?? null;
}

export function courierTitle(slug: string): string {
  return findCourier(slug)?.title ?? slug;
}

let bySlugOrTitle: Map<string, string> | null = null;
/** A courier as people write it (slug or title, any case) -> slug; null for a courier we do not know. */
export function courierSlug(text: string): string | null {
  bySlugOrTitle ??= new Map(listCouriers().flatMap((courier) => [[courier.slug.toLowerCase(), courier.slug] as const, [courier.title.toLowerCase(), courier.slug] as const]));
  return bySlugOrTitle.get(text.trim().toLowerCase()) ?? null;
}
