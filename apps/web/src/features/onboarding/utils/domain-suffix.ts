/**
 * The platform suffix shown after the sub-domain input, read from the custom-domain address,
 * which defaults to the sub-domain plus that suffix: "acme.trailpost.app" gives ".trailpost.app".
 * A custom domain that does not start with the sub-domain gives no suffix.
 */
export function domainSuffix(subDomain: string | null, customDomainUrl: string | null): string | null {
  if (!customDomainUrl) return null;
  const host = customDomainUrl.trim().replace(/^https?:\/\//i, '').replace(/[/?#].*$/, '');
  if (host.startsWith('.')) return host.length > 1 ? host : null;
  if (subDomain) {
    const prefix = `${subDomain.toLowerCase()}.`;
    return host.toLowerCase().startsWith(prefix) ? host.slice(subDomain.length) : null;
  }
  const dot = host.indexOf('.');
  return dot > 0 ? host.slice(dot) : null;
}
