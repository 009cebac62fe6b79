import { durationHours, type AutomationAction } from '@trailpost/contracts';

const HOUR_MS = 3_600_000;

/** Hours after the trigger when an action first runs: 0 unless it is scheduled. */
export function firstDelayHours(action: AutomationAction): number {
  if (action.type === 'EMAIL' || action.type === 'SMS') {
    const params = action.request_params;
    return params.action_type === 'Schedule' ? durationHours(params.duration_type, params.hours) : 0;
  }
  return action.schedule_time ? durationHours(action.schedule_time.duration_type, action.schedule_time.hours) : 0;
}

/** Hours between the runs of "Immediately And Repeat", else null. */
export function repeatEveryHours(action: AutomationAction): number | null {
  if (action.type !== 'EMAIL' && action.type !== 'SMS') return null;
  const params = action.request_params;
  return params.action_type === 'Immediately And Repeat' ? durationHours(params.duration_type, params.hours) : null;
}

export const afterHours = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR_MS);
