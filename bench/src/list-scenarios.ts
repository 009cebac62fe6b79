/** The list benchmark's calls: page 1 of All, a status tab, two combined filters, a search, a deep page and the filter options. */

export const LIST_CONCURRENCY = 10;

const ALL = ['Pending', 'InfoReceived', 'InTransit', 'OutForDelivery', 'Delivered', 'Exception', 'FailedAttempt', 'Expired'];

function listUrl(baseUrl: string, filters: object, options: { pageId?: number; query?: string } = {}) {
  const params = new URLSearchParams({ pageId: String(options.pageId ?? 1), limit: '20', filters: JSON.stringify(filters) });
  if (options.query) params.set('searchQuery', JSON.stringify({ query: options.query }));
  return `${baseUrl}/api/trackings?${params}`;
}

/** [name, url] of each call; `deepPage` is the page the deep-page call asks for. */
export function listScenarios(baseUrl: string, deepPage = 500): [string, string][] {
  return [
    ['page1_all', listUrl(baseUrl, { status: ALL })],
    ['status_tab_in_transit', listUrl(baseUrl, { status: ['InTransit'] })],
    ['two_filters_courier_destination', listUrl(baseUrl, { status: ALL, courier: ['fedex'], destination: ['GB'] })],
    ['search_order_id', listUrl(baseUrl, { status: ALL }, { query: 'ord-12345' })],
    [`deep_page_${deepPage}`, listUrl(baseUrl, { status: ALL }, { pageId: deepPage })],
    ['filter_options', `${baseUrl}/api/trackings/filters`],
  ];
}
