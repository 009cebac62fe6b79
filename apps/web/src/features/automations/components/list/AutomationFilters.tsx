import Box from '@mui/material/Box';
import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { FilterChips } from '@/components/FilterChips';
import { useAutomationFilters } from '../../api/get-automation-filters';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { EMPTY_LIST_STATE, RULE_TYPES, type AutomationListState, type Choice, type RuleType } from './list-url';
import { DelayedSearchField } from './DelayedSearchField';

type Props = { state: AutomationListState; onChange: (next: AutomationListState) => void };

const TYPE_OPTIONS: FilterOption[] = RULE_TYPES.map((type) => ({ value: type, label: type }));

/** Picked values with their words: from the server's choices, else as the link had them. */
function choicesOf(values: string[], options: readonly FilterOption[], current: Choice[]): Choice[] {
  const wordsOf = (value: string) => options.find((option) => option.value === value)?.label ?? current.find((choice) => choice.value === value)?.label ?? '';
  return values.filter(Boolean).map((value) => ({ value, label: wordsOf(value) }));
}

/** Search, Type, Trigger and Action filters (choices from `GET /automation/filters`) and their chips. */
export function AutomationFilters({ state, onChange }: Props) {
  const filters = useAutomationFilters();
  const types = filters.data?.type.length ? filters.data.type : TYPE_OPTIONS;
  const triggers = filters.data?.trigger ?? [];
  const actions = filters.data?.action ?? [];
  // Any change of filter starts again from the first page.
  const change = (patch: Partial<AutomationListState>) => onChange({ ...state, ...patch, pageId: 1 });
  const wordsOf = (choice: Choice, options: readonly FilterOption[]) => choice.label || options.find((o) => o.value === choice.value)?.label || choice.value;

  const chips: { key: string; label: string; remove: () => void }[] = [
    ...state.types.map((type) => ({ key: `type:${type}`, label: `Type: ${wordsOf({ value: type, label: '' }, types)}`, remove: () => change({ types: state.types.filter((t) => t !== type) }) })),
    ...state.triggers.map((choice) => ({
      key: `trigger:${choice.value}`,
      label: `Trigger: ${wordsOf(choice, triggers)}`,
      remove: () => change({ triggers: state.triggers.filter((c) => c.value !== choice.value) }),
    })),
    ...state.actions.map((choice) => ({
      key: `action:${choice.value}`,
      label: `Action: ${wordsOf(choice, actions)}`,
      remove: () => change({ actions: state.actions.filter((c) => c.value !== choice.value) }),
    })),
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <DelayedSearchField label="Search automations" applied={state.searchQuery} onSearch={(searchQuery) => change({ searchQuery })} />
        <FilterSelect
          label="Type"
          options={types}
          selected={state.types}
          emptyText=""
          loading={false}
          onChange={(values) => change({ types: RULE_TYPES.filter((type: RuleType) => values.includes(type)) })}
        />
        <FilterSelect
          label="Trigger"
          options={triggers}
          selected={state.triggers.map((choice) => choice.value)}
          emptyText={AUTOMATION_MESSAGES.noTrigger}
          loading={filters.isPending}
          onChange={(values) => change({ triggers: choicesOf(values, triggers, state.triggers) })}
        />
        <FilterSelect
          label="Action"
          options={actions}
          selected={state.actions.map((choice) => choice.value)}
          emptyText={AUTOMATION_MESSAGES.noAction}
          loading={filters.isPending}
          onChange={(values) => change({ actions: choicesOf(values, actions, state.actions) })}
        />
      </Box>
      <FilterChips
        chips={chips}
        onRemove={(chip) => chip.remove()}
        onClearAll={() => onChange({ ...EMPTY_LIST_STATE, searchQuery: state.searchQuery })}
        listLabel="Applied filters"
        chipMaxWidth="100%"
      />
    </Box>
  );
}
