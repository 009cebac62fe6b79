import type { PerformanceQuery, PerformanceView } from '@trailpost/contracts';
import { useState } from 'react';
import { presetDays, type DayRange } from '@/lib/date-ranges';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useStoredItem } from '@/lib/use-stored';
import { dayInZone, safeTimeZone, type CalendarDay } from '@/lib/zoned-date';

/** The ranges the screen offers; each at most a year, as the calls allow. */
export const PERFORMANCE_RANGES = ['Last 7 Days', 'Last 14 Days', 'Last 30 Days', 'This Month', 'Last Month', 'Custom'] as const;
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number];
export const DEFAULT_PERFORMANCE_RANGE: PerformanceRange = 'Last 30 Days';

export interface PerformanceFilters {
  view: PerformanceView;
  range: PerformanceRange;
  /** The days of a custom range, as typed (either may still be empty). */
  custom: { from: string; to: string };
  /** A courier slug, or '' for every courier. */
  courier: string;
  /** A country code, or '' for every destination. */
  destination: string;
}

/** The days a choice covers, seen from today in the user's zone; null for a custom range not filled in yet. */
export function daysOfChoice(filters: PerformanceFilters, today: CalendarDay): DayRange | null {
  if (filters.range !== 'Custom') return presetDays(filters.range, today);
  const { from, to } = filters.custom;
  return from && to ? { from, to } : null;
}

/** The query of the calls, or null while a custom range is incomplete. */
export function queryOf(filters: PerformanceFilters, today: CalendarDay): PerformanceQuery | null {
  const days = daysOfChoice(filters, today);
  if (!days) return null;
  return { from: days.from, to: days.to, ...(filters.courier ? { courier_id: filters.courier } : {}), ...(filters.destination ? { destination_country: filters.destination } : {}) };
}

/** The screen's view, range and filters; days are the user's calendar days in the stored time zone, as on the dashboard. */
export function usePerformanceFilters() {
  const timeZone = safeTimeZone(useStoredItem(STORAGE_KEYS.timeZone));
  const today = dayInZone(new Date(), timeZone);
  const [filters, setFilters] = useState<PerformanceFilters>({
    view: 'couriers',
    range: DEFAULT_PERFORMANCE_RANGE,
    custom: { from: '', to: '' },
    courier: '',
    destination: '',
  });
  const change = (patch: Partial<PerformanceFilters>) => setFilters((current) => ({ ...current, ...patch }));
  return { filters, change, today, query: queryOf(filters, today) };
}
