type Flagged = { _id: string; is_default_template: 0 | 1 };

/** The list with `id` as the only default, in the same order. */
export function withDefault<T extends Flagged>(templates: readonly T[], id: string): T[] {
  return templates.map((template) => ({ ...template, is_default_template: template._id === id ? 1 : 0 }));
}
