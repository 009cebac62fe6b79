import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useLeaveAfterSave } from '@/components/discard-guard/discard-scope-context';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { showTemplateFieldErrors } from '../utils/template-field-errors';
import type { LanguageVariants } from './use-language-variants';

type Options<T extends FieldValues, Saved> = {
  /** The saved template being edited; null for a new one, which opens in its editor once saved. */
  templateId: string | null;
  editPath: (id: string) => string;
  /** The form's values from the template as saved. */
  fieldsOf: (saved: Saved) => T;
  reset: (values: T) => void;
  setError: UseFormSetError<T>;
  /** The form fields a refused save's errors may name. */
  fieldNames: readonly string[];
  variants: Pick<LanguageVariants<string>, 'reveal'>;
};

/**
 * What a template editor does once a save answers, the same for e-mail and SMS: says so and
 * starts again from the saved template (or opens a new one in its editor); or shows each refused
 * field, on its language tab.
 */
export function useTemplateSaveOutcome<T extends FieldValues, Saved extends { _id: string }>(options: Options<T, Saved>) {
  const toast = useToast();
  const navigate = useNavigate();
  const leaveAfterSave = useLeaveAfterSave();
  return {
    onSuccess: ({ template, message }: { template: Saved; message: string }) => {
      toast.success(message);
      if (options.templateId) options.reset(options.fieldsOf(template));
      else leaveAfterSave(() => navigate(options.editPath(template._id), { replace: true }));
    },
    onError: (error: unknown) => {
      options.variants.reveal(showTemplateFieldErrors(error, options.setError, options.fieldNames));
      toast.error(errorMessage(error));
    },
  };
}
