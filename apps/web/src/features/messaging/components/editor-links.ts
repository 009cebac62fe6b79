import { PLACEHOLDER_PATTERN } from '@trailpost/contracts';

const WEB_OR_MAIL = /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+)$/i;
const WEB = /^https?:\/\/[^\s<>"]+$/i;

/** A link goes to a web or mail address, or to a placeholder such as [Tracking Page Link]. */
export function checkLinkUrl(url: string): string | null {
  if (url === '') return 'Enter the address the link opens.';
  if (WEB_OR_MAIL.test(url) || isPlaceholderToken(url)) return null;
  return 'Use an address starting with https://, http:// or mailto:, or a placeholder such as [Tracking Page Link].';
}

/** Images are fetched by the reader's mail program: a public web address. */
export function checkImageUrl(url: string): string | null {
  if (url === '') return 'Enter the image address.';
  return WEB.test(url) ? null : 'Use an image address starting with https:// or http://.';
}

function isPlaceholderToken(url: string): boolean {
  const match = [...url.matchAll(PLACEHOLDER_PATTERN)];
  return match.length === 1 && match[0]![0] === url;
}
