/** What the merchant pastes into a Shopify page: it sends the visitor on to the tracking page. */
export function redirectCode(origin: string): string {
  const page = `${origin}/trackingPage`;
  return [
    `<meta http-equiv="refresh" content="0; url=${page}">`,
    `<script>window.location.replace(${JSON.stringify(page)});</script>`,
    `<p><a href="${page}">Track your order</a></p>`,
  ].join('\n');
}

/** The custom store's embed (part 2 §9): the track button page, 100% wide and 200 high. */
export function iframeCode(origin: string, domain: string): string {
  return `<iframe src="${origin}/trackingButton?domain=${encodeURIComponent(domain)}" width="100%" height="200" frameborder="0" title="Track your order"></iframe>`;
}
