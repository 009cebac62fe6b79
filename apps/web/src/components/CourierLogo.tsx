import { styled } from '@mui/material/styles';

/** "royal-mail" -> "RM", "usps" -> "US": first letters of the first two words, else the first two letters. */
export function courierInitials(slug: string): string {
  const words = slug.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  const first = words[0] ?? '';
  const second = words[1];
  const initials = second ? `${first.charAt(0)}${second.charAt(0)}` : first.slice(0, 2);
  return initials.toUpperCase() || '?';
}

/** Distinct backgrounds for white initials, each dark enough for 4.5:1 contrast (WCAG AA). */
export const COURIER_COLOURS = ['#1f5fbf', '#0f766e', '#c2410c', '#7c3aed', '#be123c', '#0369a1', '#4d7c0f', '#a16207', '#9d174d', '#334155'];

/** A stable colour per courier (FNV-1a hash of the slug), so a courier always looks the same. */
export function courierColor(slug: string): string {
  let hash = 0x811c9dc5;
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return COURIER_COLOURS[hash % COURIER_COLOURS.length] ?? '#1f5fbf';
}

type Props = { slug: string; size?: number };

// Fixed styles once, the size and colour inline: the list draws a logo per row.
const Circle = styled('span')({
  flexShrink: 0,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#fff',
  fontWeight: 700,
  letterSpacing: 0.3,
  userSelect: 'none',
});

/** Placeholder logo for couriers without a dedicated one: a coloured circle with initials. */
export function CourierLogo({ slug, size = 28 }: Props) {
  return (
    <Circle aria-hidden style={{ width: size, height: size, backgroundColor: courierColor(slug), fontSize: Math.round(size * 0.38) }}>
      {courierInitials(slug)}
    </Circle>
  );
}
