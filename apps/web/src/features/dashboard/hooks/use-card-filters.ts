import type { DashboardRangeBody } from '@trailpost/contracts';
import { useState } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useStoredItem } from '@/lib/use-stored';
import { dayInZone, safeDateFormat, safeTimeZone, type CalendarDay } from '@/lib/zoned-date';
import { daysOf, DEFAULT_RANGE, instantRange, type RangeChoice } from '../utils/ranges';

/** All couriers: no courier in the body. */
export const ALL_COURIERS = '';

/** A card's days and the body of its call, for a range and courier seen from `today` in the zone. */
export function cardQueryOf(range: RangeChoice, courier: string, timeZone: string, today: CalendarDay) {
  const days = daysOf(range, today);
  const body: DashboardRangeBody = { ...instantRange(days, timeZone), ...(courier ? { courier } : {}) };
  return { days, body };
}

/**
 * One card's range and courier, and the body of its call. Days are the user's calendar days in
 * the stored time zone (TIMEZONE), counted from today there.
 */
export function useCardFilters() {
  const timeZone = safeTimeZone(useStoredItem(STORAGE_KEYS.timeZone));
  const dateFormat = safeDateFormat(useStoredItem(STORAGE_KEYS.dateFormat));
  const [range, setRange] = useState<RangeChoice>(DEFAULT_RANGE);
  const [courier, setCourier] = useState<string>(ALL_COURIERS);

  const today = dayInZone(new Date(), timeZone);
  const { days, body } = cardQueryOf(range, courier, timeZone, today);

  return {
    timeZone,
    days,
    courier,
    range,
    body,
    /** Spread on the card's RangePicker. */
    rangeProps: { value: range, onChange: setRange, today, dateFormat },
    /** Spread on the card's CourierPicker. */
    courierProps: { value: courier, onChange: setCourier },
  };
}
