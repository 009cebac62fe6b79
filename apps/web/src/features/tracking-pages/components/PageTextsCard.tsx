import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import english from '@trailpost/contracts/locales/en.json';
import type { TrackingPageTextsView } from '@trailpost/contracts';
import { useState } from 'react';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePageTexts, useSavePageTexts } from '../api/page-texts';
import { PageLanguageSelect } from './PageLanguageSelect';

const englishOf = (key: string) => (english as Record<string, string>)[key] ?? key;

/** One language's texts: each field empty for the message file's wording, or the account's own. */
function TextsForm({ view }: { view: TrackingPageTextsView }) {
  const toast = useToast();
  const save = useSavePageTexts();
  const [custom, setCustom] = useState<Record<string, string>>(() => Object.fromEntries(view.texts.map((text) => [text.key, text.custom ?? ''])));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const texts = Object.fromEntries(Object.entries(custom).filter(([, value]) => value.trim()));
    save.mutate({ language: view.language, texts }, { onSuccess: (message) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Page texts" sx={{ display: 'grid', gap: 2 }}>
      {view.texts.map((text) => (
        <TextField
          key={text.key}
          label={englishOf(text.key)}
          value={custom[text.key] ?? ''}
          placeholder={text.text}
          onChange={(event) => setCustom((current) => ({ ...current, [text.key]: event.target.value }))}
          slotProps={{ htmlInput: { lang: view.language, maxLength: 500 }, inputLabel: { shrink: true } }}
          size="small"
          fullWidth
        />
      ))}
      <Box>
        <SubmitButton loading={save.isPending} fullWidth={false} size="medium">
          Save texts
        </SubmitButton>
      </Box>
    </Box>
  );
}

/** The merchant's own wording of the public page, in any of its languages (empty fields keep the page's own). */
export function PageTextsCard() {
  const [language, setLanguage] = useState('en');
  const texts = usePageTexts(language);
  let body;
  if (texts.isPending) body = <Skeleton variant="rounded" height={200} />;
  else if (texts.isError) body = <Alert severity="error">{errorMessage(texts.error)}</Alert>;
  else body = <TextsForm key={language} view={texts.data} />;
  return (
    <Accordion variant="outlined" disableGutters sx={{ mt: 3, borderRadius: 1, '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="page-texts-content" id="page-texts-header">
        <Typography variant="h6" component="h2">
          Page texts
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="page-texts-content">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your own words for what the page says, in each language. A field left empty keeps the page&apos;s wording, shown greyed in it. Keep any
          {' {placeholder}'} the original has.
        </Typography>
        <PageLanguageSelect label="Language of the texts" value={language} onChange={(code) => code && setLanguage(code)} size="small" sx={{ minWidth: 240, mb: 3 }} />
        {body}
      </AccordionDetails>
    </Accordion>
  );
}
