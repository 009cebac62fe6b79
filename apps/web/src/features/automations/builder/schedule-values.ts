import type { DurationType, ScheduleTime } from '@trailpost/contracts';

/** The "when" fields of Assign, Tags and Stop Repeat Action: now, or after some hours or days. */
export type ScheduleValues = { when: 'Immediately' | 'Schedule'; duration_type: DurationType; hours: string };

export const SCHEDULE_CHOICES = ['Immediately', 'Schedule'] as const;

export function scheduleValuesOf(schedule: { duration_type: DurationType; hours: unknown } | undefined): ScheduleValues {
  return schedule ? { when: 'Schedule', duration_type: schedule.duration_type, hours: String(schedule.hours) } : { when: 'Immediately', duration_type: 'hours', hours: '' };
}

/** `schedule_time` as the action carries it: absent means immediately. */
export function scheduleTimeOf(values: ScheduleValues): { schedule_time?: ScheduleTime } {
  if (values.when === 'Immediately') return {};
  return { schedule_time: { duration_type: values.duration_type, hours: values.hours === '' ? 0 : Number(values.hours) } };
}

/** Where a schedule issue shows: the amount, unless it is about the unit. */
export const scheduleFieldOf = (path: string): keyof ScheduleValues => (path.endsWith('duration_type') ? 'duration_type' : 'hours');
