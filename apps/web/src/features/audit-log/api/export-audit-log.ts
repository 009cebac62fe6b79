import { useMutation } from '@tanstack/react-query';
import type { AuditFilterQuery } from '@trailpost/contracts';
import { apiFile } from '@/lib/api-client';

/** The entries matching the filters as an .xlsx, saved by the browser. */
export async function exportAuditLog(filters: AuditFilterQuery): Promise<void> {
  const file = await apiFile('/audit_log/export', { ...filters });
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: `audit-log-${new Date().toISOString().slice(0, 10)}.xlsx` });
  link.click();
  URL.revokeObjectURL(url);
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}
