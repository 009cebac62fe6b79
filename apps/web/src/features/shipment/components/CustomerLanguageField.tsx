import TextField from '@mui/material/TextField';
import { PAGE_LANGUAGES } from '@trailpost/contracts';
import type { Ref } from 'react';

type Props = {
  /** A language tag, or '' for Automatic. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLSelectElement>;
  /** The shipment's stored tag: listed even when it is not one of the template languages (`fr-FR` from a store). */
  saved?: string | null;
};

export const AUTOMATIC_LANGUAGE_LABEL = 'Automatic';

/** Which language variant of the e-mail and SMS templates the customer gets. */
export function CustomerLanguageField({ value, onChange, onBlur, inputRef, saved = null }: Props) {
  const known = (tag: string) => tag === '' || PAGE_LANGUAGES.some((language) => language.code === tag);
  // A tag that is no template language is kept as its own choice, so saving does not lose it.
  const extra = [...new Set([saved ?? '', value])].filter((tag) => !known(tag));
  return (
    <TextField
      select
      label="Customer language"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      helperText="Messages use this language's template variant; Automatic uses the destination country's language."
      // A native select always shows a choice (Automatic for ''): the label stays above it.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">{AUTOMATIC_LANGUAGE_LABEL}</option>
      {extra.map((tag) => (
        <option key={tag} value={tag}>
          {tag}
        </option>
      ))}
      {PAGE_LANGUAGES.map(({ code, name }) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
    </TextField>
  );
}
