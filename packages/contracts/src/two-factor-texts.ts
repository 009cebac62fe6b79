// Kept apart from the schemas in two-factor.ts so that a screen showing these texts does not load zod with them.

/** Texts of two-step sign-in (TOTP): enrolment, the sign-in code step and the organization's requirement. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeInvalid: 'Enter the 6 digits your authenticator app shows, or one of your recovery codes.',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  setupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  setupMissing: 'Start the setup first: scan the QR code, then enter the code it shows.',
  alreadyOn: 'Two-step sign-in is already on.',
  notOn: 'Two-step sign-in is not on.',
  enabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: each works once.',
  disabled: 'Two-step sign-in is off.',
  challengeExpired: 'This sign-in has expired or was already used. Please sign in again.',
  enrolmentRequired: 'Your organization requires two-step sign-in. Turn it on to continue.',
  ownerOnly: 'Only the account owner can change whether two-step sign-in is required.',
} as const;

/** Codes a user receives when it turns two-step sign-in on, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may take after the password. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Digits of a TOTP code (RFC 6238 with SHA-1, 30-second steps). */
export const TOTP_DIGITS = 6;
