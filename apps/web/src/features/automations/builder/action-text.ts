import { ACTION_LABELS, RECEIVER_LABELS, type AutomationActionInput } from '@trailpost/contracts';

const every = (amount: unknown, unit: string | undefined) => `${String(amount ?? '')} ${unit ?? 'hours'}`;

function scheduleText(schedule: { duration_type: string; hours: unknown } | undefined): string {
  return schedule ? `after ${every(schedule.hours, schedule.duration_type)}` : 'immediately';
}

function messageTiming(params: { action_type?: string; duration_type?: string; hours?: unknown }): string {
  if (params.action_type === 'Schedule') return `after ${every(params.hours, params.duration_type)}`;
  if (params.action_type === 'Immediately And Repeat') return `immediately, then every ${every(params.hours, params.duration_type)}`;
  return 'immediately';
}

/** One line under an action's name: what it does and when. */
export function actionSummary(action: AutomationActionInput): string {
  switch (action.type) {
    case 'EMAIL':
    case 'SMS': {
      const params = action.request_params;
      const to = RECEIVER_LABELS[params.receiver_type] ?? params.receiver_type;
      return `${params.template_name || 'Template'} to ${to}, ${messageTiming(params)}`;
    }
    case 'ASSIGN_SHIPMENT':
      return `To ${action.request_params.user_email || 'a team member'}, ${scheduleText(action.schedule_time)}`;
    case 'TAG':
      return `${action.request_params.map((tag) => tag.name || tag.value).join(', ')}, ${scheduleText(action.schedule_time)}`;
    case 'REPEAT_ACTION_REMOVE':
      return `Of “${action.request_params.automation_name || 'a rule'}”, ${scheduleText(action.schedule_time)}`;
    default:
      return '';
  }
}

export const actionLabel = (action: AutomationActionInput) => ACTION_LABELS[action.type];
