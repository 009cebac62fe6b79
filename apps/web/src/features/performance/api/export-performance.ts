import { useMutation } from '@tanstack/react-query';
import { performanceFileName, type PerformanceQuery, type PerformanceView } from '@trailpost/contracts';
import { apiFile } from '@/lib/api-client';

/** GET /performance/{view}/export: the table as an .xlsx, saved by the browser. */
export async function exportPerformance({ view, query }: { view: PerformanceView; query: PerformanceQuery }): Promise<void> {
  const file = await apiFile(`/performance/${view}/export`, { ...query });
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: performanceFileName(view, query) });
  link.click();
  URL.revokeObjectURL(url);
}

export function useExportPerformance() {
  return useMutation({ mutationFn: exportPerformance });
}
