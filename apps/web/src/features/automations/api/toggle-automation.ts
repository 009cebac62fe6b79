import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import type { AutomationPage } from './get-automations';
import { AUTOMATION_KEYS } from './keys';

export type ToggleAutomationInput = { id: string; active: 0 | 1 };

/** Switches a rule on or off (`PUT /automation/{id}` with only `active`); resolves with the server's text. */
export async function toggleAutomation({ id, active }: ToggleAutomationInput): Promise<string> {
  const envelope = await apiRequest<unknown>(`/automation/${encodeURIComponent(id)}`, { method: 'PUT', body: { active } });
  return envelope.meta.message[0] ?? (active ? AUTOMATION_MESSAGES.activated : AUTOMATION_MESSAGES.deactivated);
}

function withActive(page: AutomationPage | undefined, { id, active }: ToggleAutomationInput): AutomationPage | undefined {
  return page && { ...page, rules: page.rules.map((rule) => (rule._id === id ? { ...rule, active } : rule)) };
}

/** The switch moves at once and goes back if the server refuses (part 2 §4). */
export function useToggleAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAutomation,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: AUTOMATION_KEYS.lists });
      const previous = queryClient.getQueriesData<AutomationPage>({ queryKey: AUTOMATION_KEYS.lists });
      queryClient.setQueriesData<AutomationPage>({ queryKey: AUTOMATION_KEYS.lists }, (page) => withActive(page, input));
      return { previous };
    },
    onError: (_error, _input, context) => context?.previous.forEach(([key, page]) => queryClient.setQueryData(key, page)),
    // The delete button, the modified date and the builder's copy of the rule follow the new state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: AUTOMATION_KEYS.all }),
  });
}
