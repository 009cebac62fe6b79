import { useMutation } from '@tanstack/react-query';
import type { AutomationDryRunView, DryRunAutomationBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** Runs the rule as the builder holds it against recent shipments; nothing is sent or changed. */
export async function dryRunAutomation(body: DryRunAutomationBody): Promise<AutomationDryRunView> {
  return (await apiRequest<AutomationDryRunView>('/automation/dry_run', { method: 'POST', body })).data;
}

export function useDryRunAutomation() {
  return useMutation({ mutationFn: dryRunAutomation });
}
