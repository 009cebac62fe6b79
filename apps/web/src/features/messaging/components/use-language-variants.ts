import { useState } from 'react';
import { useFieldArray, useFormState, type Control, type FieldErrors, type FieldValues } from 'react-hook-form';

/** What every template editor's form holds: its own text (the default) and the same fields per language. */
type VariantsForm = { variants?: ({ language: string } & Record<string, string>)[] };

export type LanguageVariants<F extends string> = {
  /** The variants' languages, in the order they were added. */
  languages: string[];
  /** The language whose text is being edited; null for the default (the template's own text). */
  selected: string | null;
  select: (language: string | null) => void;
  /** Adds an empty variant and opens it. */
  add: (language: string) => void;
  remove: (language: string) => void;
  /** Where the open tab's text field lives in the form: `body`, or `variants.2.body`. */
  path: (field: F) => F | `variants.${number}.${F}`;
  hasErrors: (language: string | null) => boolean;
  /** Opens the tab of the first of these fields, unless the open tab holds one of them. */
  reveal: (paths: readonly string[]) => void;
  /** The same for the errors of a check that did not pass (handleSubmit's second callback). */
  revealInvalid: (errors: FieldErrors) => void;
};

/** What the tab strip shows and changes. */
export type LanguageTabsState = Pick<LanguageVariants<string>, 'languages' | 'selected' | 'select' | 'add' | 'remove' | 'hasErrors'>;

const VARIANT_PATH = /^variants\.(\d+)\./;

/** The paths of a check's errors: `subject`, `variants.1.body` … */
function pathsOf(errors: FieldErrors): string[] {
  return Object.entries(errors).flatMap(([key, error]) =>
    key === 'variants' && Array.isArray(error) ? Object.entries(error).flatMap(([index, item]) => Object.keys(item ?? {}).map((field) => `variants.${index}.${field}`)) : [key],
  );
}

/**
 * The language tabs' state of a template editor: which variant is open, adding and removing
 * variants (a react-hook-form field array named `variants`), and which tabs hold errors.
 * `fields` are the texts each language has (subject and body, or body).
 */
export function useLanguageVariants<T extends FieldValues & VariantsForm, F extends string>(control: Control<T>, fields: readonly F[]): LanguageVariants<F> {
  // react-hook-form cannot follow a path through a generic form type: one view of the shape all editors share.
  const form = control as unknown as Control<VariantsForm>;
  const { fields: items, append, remove } = useFieldArray({ control: form, name: 'variants' });
  const { errors } = useFormState({ control: form });
  const [chosen, setChosen] = useState<string | null>(null);

  const languages = items.map((item) => item.language);
  // A variant that is gone (removed, or not in the values saved) leaves the default open.
  const index = chosen === null ? -1 : languages.indexOf(chosen);
  const selected = index < 0 ? null : chosen;

  /** The tab a form path is edited on; undefined for a field outside the tabs (the name). */
  const tabOf = (path: string): string | null | undefined => {
    const variant = VARIANT_PATH.exec(path);
    if (variant) return languages[Number(variant[1])];
    return (fields as readonly string[]).includes(path) ? null : undefined;
  };

  const reveal = (paths: readonly string[]) => {
    const tabs = paths.map(tabOf).filter((tab) => tab !== undefined);
    if (tabs.length > 0 && !tabs.includes(selected)) setChosen(tabs[0]!);
  };

  return {
    languages,
    selected,
    select: setChosen,
    add: (language) => {
      append({ language, ...Object.fromEntries(fields.map((field) => [field, ''])) });
      setChosen(language);
    },
    remove: (language) => {
      remove(languages.indexOf(language));
      setChosen(null);
    },
    path: (field) => (index < 0 ? field : `variants.${index}.${field}`),
    hasErrors: (language) =>
      language === null ? fields.some((field) => (errors as Record<string, unknown>)[field]) : Boolean(errors.variants?.[languages.indexOf(language)]),
    reveal,
    revealInvalid: (invalid) => reveal(pathsOf(invalid)),
  };
}
