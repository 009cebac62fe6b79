import { useMutation } from '@tanstack/react-query';
import type { ImportBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /import/tracking: queues the import of an uploaded file. The shipments arrive later,
 * with a notification, so nothing is invalidated here.
 */
export async function importShipments(body: ImportBody): Promise<void> {
  await apiRequest<{ job_id: string }>('/import/tracking', { method: 'POST', body });
}

export function useImportShipments() {
  return useMutation({ mutationFn: importShipments });
}
