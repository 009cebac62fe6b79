import { wallClockAt } from '@trailpost/contracts';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `YYYY-MM-DD` of an instant in an IANA zone (or a fixed offset such as `+05:30`): the date a merchant's customers live on. */
export function localDateIn(instant: Date, zone: string): string {
  const wall = wallClockAt(instant, zone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}
