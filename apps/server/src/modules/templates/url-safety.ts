/**
 * Which addresses a template may link to or load, checked on the final value (after
 * placeholders are filled), because a placeholder can carry any text a store or an import gave.
 */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
/** Raster images only: an SVG can carry script, and an image context is the only place data: is accepted. */
const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i;

/** What a browser reads: surrounding blanks and control characters dropped, tabs and newlines removed inside. */
function normalise(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

function schemeOf(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return match ? match[1]!.toLowerCase() : null;
}

/** http(s), mailto and tel, or a relative address (no scheme). */
export function isAllowedLink(url: string): boolean {
  const scheme = schemeOf(normalise(url));
  return scheme === null || LINK_SCHEMES.has(scheme);
}

/** http(s), a relative address, or a base64 PNG, JPEG, GIF or WebP. */
export function isAllowedImageSource(url: string): boolean {
  const clean = normalise(url);
  const scheme = schemeOf(clean);
  if (scheme === 'data') return RASTER_DATA_IMAGE.test(clean);
  return scheme === null || IMAGE_SCHEMES.has(scheme);
}
