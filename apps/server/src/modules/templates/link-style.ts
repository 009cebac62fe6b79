/**
 * How links look in e-mails. Many mail clients drop style sheets and some paint an unstyled link
 * like its text, so every link carries its colour and underline on the element itself: the
 * product's blue (6.3:1 on white), unless the template gave its own.
 */
export const EMAIL_LINK_COLOR = '#1f5fbf';
export const EMAIL_LINK_STYLE = `color:${EMAIL_LINK_COLOR};text-decoration:underline`;

function declaredProperties(style: string): Set<string> {
  const names = new Set<string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) names.add(declaration.slice(0, colon).trim().toLowerCase());
  }
  return names;
}

/** A link's style attribute with the colour and underline it lacks added; what the template set stays. */
export function withLinkStyle(style: string | undefined): string {
  const own = (style ?? '').trim().replace(/;+$/, '');
  const declared = declaredProperties(own);
  const added: string[] = [];
  if (!declared.has('color')) added.push(`color:${EMAIL_LINK_COLOR}`);
  if (!declared.has('text-decoration') && !declared.has('text-decoration-line')) added.push('text-decoration:underline');
  return [own, ...added].filter(Boolean).join(';');
}
