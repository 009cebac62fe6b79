import { minutesText } from './error-texts.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits.js';

// Kept apart from the schemas in auth.ts so that a screen showing one of these texts does not
// load zod with it.
/** Texts of part 1 §5 (authentication) and §8. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be valid',
  nameRequired: 'Name is required',
  passwordRequired: 'Password is required',
  passwordAlphanumeric: 'Password must contain alphabets and numbers',
  passwordMin: 'Password must be minimum 6 characters long',
  passwordMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters long`,
  resetPasswordMin: 'Password length should be greater than 6.',
  resetPasswordAlphanumeric: 'Please enter alphabets and numbers.',
  confirmRequired: 'Confirm password is required.',
  confirmMismatch: 'Password and Confirm Password does not match.',
  resetLinkSent: 'We have sent Password Reset link to your email.',
  emailNotRegistered: 'This email is not registered with us.',
  emailTaken: 'This email is already registered. Please login.',
  wrongCredentials: 'Invalid email or password.',
  tooManyAttempts: (minutes: number) =>
    `Too many failed login attempts. Please try again in ${minutesText(minutes)}.`,
  tooManyResetMails: 'We have already sent several reset links to this email. Please check your inbox or try again in an hour.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Password has been reset successfully. Please login.',
  loggedOut: 'Logged out successfully.',
  loggedOutEverywhere: 'Logged out of all sessions.',
  sessionRevoked: 'Session signed out.',
  sessionNotFound: 'Session not found.',
  sessionExpired: 'Your session has expired. Please login again.',
  apiKeyRevoked: 'This API key was deleted or refreshed. Use a current key from Settings › API Keys.',
} as const;
