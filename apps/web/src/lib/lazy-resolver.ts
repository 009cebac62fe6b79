import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code arrives on the form's first check instead of with the screen. The
 * signed-out screens validate with the contracts' schemas, and with them zod, which weighs more
 * than the rest of the sign-in page's own code; loading them on submit keeps the first load
 * small while the rules stay the server's own. A failed load is tried again on the next check.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
