import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api-client';
import { templateFieldOf } from './template-field-of';

/** A field of the template itself, or of one of its language variants (`variants.0.body`). */
function isEditorPath(path: string, fields: readonly string[]): boolean {
  const variant = /^variants\.\d+\.(\w+)$/.exec(path);
  return fields.includes(variant ? variant[1]! : path);
}

/**
 * Puts a refused save's messages under the fields they belong to and returns those fields' paths,
 * so the editor can show the language tab that holds them. The server names each refused field by
 * its path; an answer without them (a rule checked in the service) goes by its message.
 */
export function showTemplateFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  let refused = Object.entries(error.fields).filter(([path]) => isEditorPath(path, fields));
  if (refused.length === 0) {
    const message = errorMessage(error);
    const field = templateFieldOf(message, fields);
    refused = field ? [[field, message]] : [];
  }
  refused.forEach(([path, message], index) =>
    // A variant's field may be on a tab not drawn yet: it is shown, not focused.
    setError(path as FieldPath<T>, { message }, { shouldFocus: index === 0 && !path.startsWith('variants.') }),
  );
  return refused.map(([path]) => path);
}
