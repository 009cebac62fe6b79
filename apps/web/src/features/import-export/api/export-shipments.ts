import { useMutation } from '@tanstack/react-query';
import type { ExportBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /export/trackings: queues the export; the file's link comes by notification and e-mail. */
export async function exportShipments(body: ExportBody): Promise<void> {
  await apiRequest<{ job_id: string }>('/export/trackings', { method: 'POST', body });
}

export function useExportShipments() {
  return useMutation({ mutationFn: exportShipments });
}
