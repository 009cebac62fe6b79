import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTOMATION_MESSAGES, type AutomationView, type CreateAutomationBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { AUTOMATION_KEYS } from './keys';

/** The whole rule as the builder sends it; `active` only goes with a new rule (part 2 §4). */
export type AutomationRuleBody = Omit<CreateAutomationBody, 'active'>;

export type SaveAutomationInput = { id: null; body: AutomationRuleBody; active: 0 | 1 } | { id: string; body: AutomationRuleBody };

export type SaveAutomationResult = { automation: AutomationView; message: string };

/**
 * Creates a rule (`POST /automation` with `active`) or edits one (`PUT /automation/{id}` with the
 * rule alone, so its on/off state stays as it was).
 */
export async function saveAutomation(input: SaveAutomationInput): Promise<SaveAutomationResult> {
  const envelope =
    input.id === null
      ? await apiRequest<AutomationView>('/automation', { method: 'POST', body: { ...input.body, active: input.active } })
      : await apiRequest<AutomationView>(`/automation/${encodeURIComponent(input.id)}`, { method: 'PUT', body: input.body });
  const fallback = input.id === null ? AUTOMATION_MESSAGES.created : AUTOMATION_MESSAGES.updated;
  return { automation: envelope.data, message: envelope.meta.message[0] ?? fallback };
}

export function useSaveAutomation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAutomation, onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTOMATION_KEYS.all }) });
}
