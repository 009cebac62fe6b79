import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { createTagBody, DEFAULT_TAG_COLOR, TAG_MESSAGES, TAG_PALETTE, type Tag } from '@trailpost/contracts';
import { useState, type KeyboardEvent } from 'react';
import { ColorSwatches } from '@/components/ColorSwatches';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateTag } from '@/lib/api/create-tag';
import { tagSearchQueryOptions, useTagSearch } from '../api/search-tags';
import type { TagRef } from '../utils/shipment-form';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { TagChip } from './TagChip';

/** Pause after typing before the tag search runs. */
const SEARCH_DELAY_MS = 250;
/** Height cap of the suggestion list (part 1 §9). */
const LIST_MAX_HEIGHT = 180;
export const CREATE_TAG_LABEL = 'Create New Tag';

type Option = { kind: 'tag'; tag: TagRef } | { kind: 'create'; name: string };
type Draft = { name: string; color: string; error: string | null };

const toRef = (tag: Tag): TagRef => ({ tag_id: tag._id, tag_name: tag.tag_name, tag_color: tag.tag_color });
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function optionLabel(option: Option | string): string {
  if (typeof option === 'string') return option;
  return option.kind === 'tag' ? option.tag.tag_name : option.name;
}

type Props = {
  value: TagRef[];
  onChange: (tags: TagRef[]) => void;
  label?: string;
  disabled?: boolean;
};

/**
 * Picks tags from the tenant's list. A name that is not in the list is offered as
 * "Create New Tag", which asks for a colour before anything is created. Enter adds an
 * existing tag only when it is not already chosen, and never creates one by itself.
 */
export function TagPicker({ value, onChange, label = 'Tags', disabled = false }: Props) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const createTag = useCreateTag();
  const [inputValue, setInputValue] = useState('');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);

  const typed = inputValue.trim();
  const query = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const search = useTagSearch(query, open || typed !== '');
  const settled = query === typed && !search.isPlaceholderData && !search.isFetching;

  const found = (search.data ?? []).map(toRef);
  const chosenIds = new Set(value.map((tag) => tag.tag_id));
  const options: Option[] = found.filter((tag) => !chosenIds.has(tag.tag_id)).map((tag) => ({ kind: 'tag', tag }));
  const nameKnown = found.some((tag) => sameName(tag.tag_name, typed)) || value.some((tag) => sameName(tag.tag_name, typed));
  if (typed !== '' && settled && !nameKnown) options.push({ kind: 'create', name: typed });

  const add = (tag: TagRef) => {
    if (!value.some((t) => t.tag_id === tag.tag_id || sameName(t.tag_name, tag.tag_name))) onChange([...value, tag]);
    setInputValue('');
  };

  const openDraft = (name: string) => {
    setDraft({ name, color: DEFAULT_TAG_COLOR, error: null });
    setInputValue('');
    setOpen(false);
  };

  /** Enter on typed text: add the existing tag of that name, or offer to create it. */
  const addByName = async (name: string) => {
    const wanted = name.trim();
    if (wanted === '') return;
    if (value.some((tag) => sameName(tag.tag_name, wanted))) {
      setInputValue('');
      return;
    }
    let candidates = found;
    if (query !== wanted) {
      candidates = (await queryClient.fetchQuery(tagSearchQueryOptions(wanted)).catch(() => [] as Tag[])).map(toRef);
    }
    const existing = candidates.find((tag) => sameName(tag.tag_name, wanted));
    if (existing) add(existing);
    else openDraft(wanted);
  };

  const submitDraft = () => {
    if (!draft) return;
    const parsed = createTagBody.safeParse({ tag_name: draft.name, tag_color: draft.color });
    if (!parsed.success) {
      setDraft({ ...draft, error: parsed.error.issues[0]?.message ?? TAG_MESSAGES.nameRequired });
      return;
    }
    createTag.mutate(parsed.data, {
      onSuccess: ({ tag, message }) => {
        toast.success(message);
        add(toRef(tag));
        setDraft(null);
      },
      onError: (error) => setDraft((current) => (current ? { ...current, error: errorMessage(error) } : current)),
    });
  };

  const draftKeyDown = (event: KeyboardEvent) => {
    // Enter in the name field creates nothing: the CREATE button does.
    if (event.key === 'Enter') event.preventDefault();
    if (event.key === 'Escape') {
      event.stopPropagation();
      setDraft(null);
    }
  };

  return (
    <Box>
      <Autocomplete<Option, true, false, true>
        multiple
        freeSolo
        disabled={disabled}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={value.map((tag): Option => ({ kind: 'tag', tag }))}
        inputValue={inputValue}
        onInputChange={(_event, next, reason) => {
          if (reason !== 'reset') setInputValue(next);
        }}
        filterOptions={(all) => all}
        getOptionLabel={optionLabel}
        getOptionKey={(option) => (typeof option === 'string' ? option : option.kind === 'tag' ? option.tag.tag_id : `create:${option.name}`)}
        isOptionEqualToValue={(option, current) =>
          typeof current !== 'string' && option.kind === 'tag' && current.kind === 'tag' && option.tag.tag_id === current.tag.tag_id
        }
        loading={search.isFetching && options.length === 0}
        noOptionsText={settled ? TAG_MESSAGES.noTags : 'Searching...'}
        onChange={(_event, _next, reason, details) => {
          if (reason === 'clear') {
            onChange([]);
            return;
          }
          const option = details?.option;
          if (option === undefined) return;
          if (reason === 'removeOption') {
            if (typeof option !== 'string' && option.kind === 'tag') onChange(value.filter((tag) => tag.tag_id !== option.tag.tag_id));
            return;
          }
          if (typeof option === 'string') void addByName(option);
          else if (option.kind === 'tag') add(option.tag);
          else openDraft(option.name);
        }}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          return (
            <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              {option.kind === 'tag' ? (
                <>
                  <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: option.tag.tag_color, border: 1, borderColor: 'divider', flexShrink: 0 }} />
                  <span>{option.tag.tag_name}</span>
                </>
              ) : (
                <>
                  <AddIcon fontSize="small" color="primary" />
                  <Typography component="span" color="primary" sx={{ fontWeight: 600 }}>
                    {CREATE_TAG_LABEL}
                  </Typography>
                  <Typography component="span" color="text.secondary" noWrap>
                    &ldquo;{option.name}&rdquo;
                  </Typography>
                </>
              )}
            </Box>
          );
        }}
        renderValue={(selected, getItemProps) =>
          selected.map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            if (typeof option === 'string') return null;
            if (option.kind !== 'tag') return null;
            return <TagChip key={key} name={option.tag.tag_name} color={option.tag.tag_color} {...itemProps} />;
          })
        }
        slotProps={{ listbox: { sx: { maxHeight: LIST_MAX_HEIGHT } } }}
        renderInput={(params) => (
          <TextField {...params} label={label} placeholder={value.length === 0 ? 'Search or create a tag' : undefined} />
        )}
      />
      {draft ? (
        <Paper variant="outlined" sx={{ mt: 1, p: 2 }} role="group" aria-label={CREATE_TAG_LABEL}>
          <Stack spacing={1.5}>
            <Typography variant="subtitle2">{CREATE_TAG_LABEL}</Typography>
            {draft.error ? <Alert severity="error">{draft.error}</Alert> : null}
            <TextField
              label="Tag Name"
              size="small"
              value={draft.name}
              autoFocus
              onChange={(event) => setDraft({ ...draft, name: event.target.value, error: null })}
              onKeyDown={draftKeyDown}
            />
            <ColorSwatches colors={TAG_PALETTE} value={draft.color} onChange={(color) => setDraft({ ...draft, color })} allowCustom label="Tag colour" />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button
                variant="contained"
                size="small"
                onClick={submitDraft}
                disabled={createTag.isPending}
                startIcon={createTag.isPending ? <CircularProgress size={14} color="inherit" /> : undefined}
              >
                CREATE
              </Button>
              <Button size="small" color="inherit" onClick={() => setDraft(null)} disabled={createTag.isPending}>
                CANCEL
              </Button>
              <Box sx={{ flexGrow: 1 }} />
              <TagChip name={draft.name.trim() || 'Preview'} color={draft.color} />
            </Stack>
          </Stack>
        </Paper>
      ) : null}
    </Box>
  );
}
