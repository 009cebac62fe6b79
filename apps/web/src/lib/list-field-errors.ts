import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type ErrorNode = { type?: string; message?: unknown };

/**
 * A rule on one item of a list field (the third CC address) is reported at "cc_email.2"; a text
 * field showing the whole list needs it on the field itself. Wraps a resolver so the first
 * item's message becomes the field's.
 */
export function withListErrorsOnField<T extends FieldValues, C, O>(resolver: Resolver<T, C, O>, fields: readonly (keyof T & string)[]): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, ErrorNode | undefined>;
    for (const field of fields) {
      const error = errors[field];
      if (!error || typeof error.message === 'string') continue;
      const items = Object.values(error as Record<string, ErrorNode | undefined>);
      const first = items.find((item) => typeof item?.message === 'string');
      if (first) errors[field] = { type: 'validate', message: first.message };
    }
    result.errors = errors as FieldErrors<T>;
    return result;
  };
}
