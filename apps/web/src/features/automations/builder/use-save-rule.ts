import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSaveAutomation, type AutomationRuleBody } from '../api/save-automation';

type Options = {
  /** The rule being edited; null creates one. */
  ruleId: string | null;
  onSaved: () => void;
  onError: (message: string) => void;
};

/** Saves the rule, then says so and goes back to the list; a refusal goes to the red snackbar. */
export function useSaveRule({ ruleId, onSaved, onError }: Options) {
  const mutation = useSaveAutomation();
  const toast = useToast();
  const navigate = useNavigate();
  const save = (body: AutomationRuleBody, active: 0 | 1) =>
    mutation.mutate(ruleId ? { id: ruleId, body } : { id: null, body, active }, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onSaved();
        navigate('/automations');
      },
      onError: (error) => onError(errorMessage(error)),
    });
  return { save, saving: mutation.isPending };
}
