/** The list and suggestion calls send the search text with regular-expression characters escaped. */
export function escapeSearchQuery(query: string): string {
  return query.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
