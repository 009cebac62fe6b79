/** Black or white, whichever reads better on a #RRGGBB background (WCAG relative luminance). */
export function readableTextColor(background: string): '#000000' | '#FFFFFF' {
  const match = /^#?([0-9a-f]{6})$/i.exec(background.trim());
  if (!match) return '#000000';
  const value = parseInt(match[1]!, 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}
