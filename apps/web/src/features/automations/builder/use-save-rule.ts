import { useNavigate } from 'react-router';
import { AUTOMATION_TOAST_MS } from '@/components/toast/toast-context';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSaveAutomation, type AutomationRuleBody } from '../api/save-automation';

type Options = {
  /** The rule being edited; null creates one. */
  ruleId: string | null;
  onSaved: () => void;
};

/** Saves the rule, then says so and goes back to the list; a refusal shows in red (part 2 §8). */
export function useSaveRule({ ruleId, onSaved }: Options) {
  const mutation = useSaveAutomation();
  const toast = useToast();
  const navigate = useNavigate();
  const save = (body: AutomationRuleBody, active: 0 | 1) =>
    mutation.mutate(ruleId ? { id: ruleId, body } : { id: null, body, active }, {
      onSuccess: ({ message }) => {
        toast.success(message, { durationMs: AUTOMATION_TOAST_MS });
        onSaved();
        navigate('/automations');
      },
      onError: (error) => toast.error(errorMessage(error), { durationMs: AUTOMATION_TOAST_MS }),
    });
  return { save, saving: mutation.isPending };
}
