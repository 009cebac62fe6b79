import type { AutomationActionInput, DurationType, MessageTiming, ReceiverType } from '@trailpost/contracts';

export type MessageChannel = 'EMAIL' | 'SMS';

/** The Send Email / Send SMS form: template, receivers, and when (with the repeat interval). */
export type MessageValues = {
  template_id: string;
  receiver_type: ReceiverType;
  /** Custom receivers as typed: e-mails or phone numbers, separated by commas or semicolons. */
  custom: string;
  action_type: MessageTiming;
  duration_type: DurationType;
  hours: string;
};

type MessageAction = Extract<AutomationActionInput, { type: MessageChannel }>;

export function messageValuesOf(action: MessageAction | undefined): MessageValues {
  const params = action?.request_params;
  const custom = action?.type === 'SMS' ? params?.custom_phone : params?.custom_email;
  return {
    template_id: params?.template_id ?? '',
    receiver_type: params?.receiver_type ?? 'customer',
    custom: Array.isArray(custom) ? custom.join(', ') : (custom ?? ''),
    action_type: params?.action_type ?? 'Immediately',
    duration_type: params?.duration_type ?? 'hours',
    hours: params?.hours === undefined ? '' : String(params.hours),
  };
}

/** The action the form describes, with the template's name and only the fields its choices use. */
export function messageActionOf(type: MessageChannel, values: MessageValues, templates: readonly { id: string; name: string }[]): MessageAction {
  const custom = values.receiver_type === 'custom' ? { [type === 'EMAIL' ? 'custom_email' : 'custom_phone']: values.custom.trim() } : {};
  const timing = values.action_type === 'Immediately' ? {} : { duration_type: values.duration_type, hours: values.hours === '' ? 0 : Number(values.hours) };
  return {
    type,
    request_params: {
      template_id: values.template_id,
      template_name: templates.find((template) => template.id === values.template_id)?.name ?? '',
      receiver_type: values.receiver_type,
      ...custom,
      action_type: values.action_type,
      ...timing,
    },
  };
}

export function messageFieldOf(path: string): keyof MessageValues {
  const last = path.split('.').pop() ?? '';
  if (last === 'custom_email' || last === 'custom_phone') return 'custom';
  if (last === 'receiver_type' || last === 'action_type' || last === 'hours' || last === 'duration_type') return last;
  return 'template_id';
}
