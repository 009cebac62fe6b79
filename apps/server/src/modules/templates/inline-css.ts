import juice from 'juice';

/**
 * The template's <style> rules copied onto its elements, as many mail clients ignore style
 * sheets; media queries and :hover-like rules stay in a <style> block for the clients that
 * read them. Runs on the template (placeholders and all), never on each message.
 */
export function inlineCss(html: string): string {
  return juice(html, {
    removeStyleTags: true,
    preserveMediaQueries: true,
    preservePseudos: true,
    preserveImportant: true,
    preserveFontFaces: false,
    preserveKeyFrames: false,
    insertPreservedExtraCss: true,
    applyWidthAttributes: true,
    applyHeightAttributes: true,
    applyAttributesTableElements: true,
  });
}
