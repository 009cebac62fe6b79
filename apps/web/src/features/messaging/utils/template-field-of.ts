import { MESSAGING_MESSAGES } from '@trailpost/contracts';

/**
 * The field a server refusal belongs to, so the message shows under it as well as in the
 * flash. "Email-Id is not valid" may name Reply To or a CC address: it stays in the flash only.
 */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [MESSAGING_MESSAGES.templateNameRequired]: 'template_name',
  [MESSAGING_MESSAGES.replyToRequired]: 'reply_to',
  [MESSAGING_MESSAGES.subjectRequired]: 'subject',
  [MESSAGING_MESSAGES.emailBodyRequired]: 'body',
  [MESSAGING_MESSAGES.fromEmailNotVerified]: 'from_email',
  [MESSAGING_MESSAGES.smsBodyRequired]: 'body',
  [MESSAGING_MESSAGES.smsBodyTooLong]: 'body',
};

const LABELLED: [RegExp, string][] = [
  [/^Template Name /i, 'template_name'],
  [/^From Name /, 'from_name'],
  [/^Subject /, 'subject'],
  [/^Email body /, 'body'],
];

export function templateFieldOf<F extends string>(message: string, fields: readonly F[]): F | null {
  const field = FIELD_OF_MESSAGE[message] ?? LABELLED.find(([pattern]) => pattern.test(message))?.[1];
  return field && (fields as readonly string[]).includes(field) ? (field as F) : null;
}
