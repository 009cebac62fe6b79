import Bowser from 'bowser';

/** "Chrome 131 on Windows" from a user-agent header; what a person recognises their browser by. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent.slice(0, 60);
  const major = browser.version?.split('.')[0];
  const name = major ? `${browser.name} ${major}` : browser.name;
  return os.name ? `${name} on ${os.name}` : name;
}
