import { z } from 'zod';

/** Replies that opt a number out of a merchant's SMS, and back in (carriers' and Twilio's standard words). */
export const SMS_OPT_OUT_KEYWORDS = ['STOP', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const SMS_OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;

/** Quiet hours of a new account: no SMS between 21:00 and 08:00 in the recipient's time zone. */
export const DEFAULT_SMS_QUIET_HOURS = { start: '21:00', end: '08:00' } as const;

export const SMS_SETTINGS_MESSAGES = {
  saved: 'SMS Settings Saved.',
  timeInvalid: 'Please enter a time as HH:MM, from 00:00 to 23:59.',
  sameTimes: 'Quiet hours must start and end at different times.',
  quietHoursInvalid: 'Please send sms_quiet_hours as { start, end } or null.',
  /** An inbound SMS whose X-Twilio-Signature does not match. */
  badSignature: 'The request signature is not valid.',
} as const;

export const QUIET_HOURS_TEXTS = {
  label: 'Hold text messages during quiet hours',
  help: "An automation's SMS due inside these hours, in the customer's time zone (from the shipment's destination), waits until they end.",
  from: 'From',
  until: 'Until',
} as const;

const clockTime = z
  .string({ error: SMS_SETTINGS_MESSAGES.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SMS_SETTINGS_MESSAGES.timeInvalid);

export const smsQuietHours = z
  .object(
    {
      start: clockTime.describe('When quiet hours begin, `HH:MM` (24-hour), in the recipient\'s time zone.'),
      end: clockTime.describe('When they end, `HH:MM`; earlier than `start` means the next morning.'),
    },
    { error: SMS_SETTINGS_MESSAGES.quietHoursInvalid },
  )
  .refine((hours) => hours.start !== hours.end, { message: SMS_SETTINGS_MESSAGES.sameTimes, path: ['end'] });
export type SmsQuietHours = z.infer<typeof smsQuietHours>;

export const smsSettingsFields = z.object({
  sms_quiet_hours: smsQuietHours
    .nullable()
    .describe(
      "When an automation's SMS to a customer may not go out, in the recipient's time zone (from the shipment's destination country and state, else the number's country, else the account's country): an SMS due inside them is held until they end. `null`: SMS goes out at any hour. New accounts start with 21:00 to 08:00.",
    ),
});
export type SmsSettingsFields = z.input<typeof smsSettingsFields>;

export const smsSettingsView = z.object({
  sms_quiet_hours: z.object({ start: z.string(), end: z.string() }).nullable(),
});
export type SmsSettingsView = z.infer<typeof smsSettingsView>;

/** `POST /sms/inbound`: the form Twilio posts for a message to the sending number (only these fields are read). */
export const inboundSmsForm = z.looseObject({
  From: z.string().max(64).describe("The customer's number, E.164 (`+14155550100`)."),
  To: z.string().max(64).describe('The number the customer replied to: the platform\'s sending number.'),
  Body: z.string().max(1600).describe('The text of the reply; `STOP`, `UNSUBSCRIBE`, `CANCEL`, `END` or `QUIT` opts the number out, `START` or `UNSTOP` back in (any case, nothing else in the message).'),
});
