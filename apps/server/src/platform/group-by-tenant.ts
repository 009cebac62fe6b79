/** Items grouped by tenant, each group in the items' order: set-based statements are each one tenant's. */
export function groupByTenant<T extends { tenantId: string }>(items: Iterable<T>): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.tenantId);
    if (group) group.push(item);
    else groups.set(item.tenantId, [item]);
  }
  return groups;
}
