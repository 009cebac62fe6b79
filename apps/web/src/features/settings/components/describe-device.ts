import Bowser from 'bowser';

/** "Chrome 131 on Windows" from a user-agent header; what a person recognises their browser by. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  // Scripts and integrations name themselves ("node", "curl/8.4"): say what they are.
  if (!browser.name) return `API client (${userAgent.slice(0, 40)})`;
  const major = browser.version?.split('.')[0];
  const name = major ? `${browser.name} ${major}` : browser.name;
  return os.name ? `${name} on ${os.name}` : name;
}
