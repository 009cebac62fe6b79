import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { DELIVERY_DATE_FILTER_LABELS, DELIVERY_DATE_FILTERS, DELIVERY_DATE_TEXTS, TRANSIT_DAY_OPTIONS, type Tag } from '@trailpost/contracts';
import { lazy, Suspense, useState } from 'react';
import { CourierLogo } from '@/components/CourierLogo';
import type { CalendarDay } from '@/lib/zoned-date';
import type { ShipmentFilterOptions } from '@/lib/api/get-filter-options';
import { UNASSIGNED_ID, type DateSelection, type IdLabel, type ListState } from '../utils/list-url';
import { CheckboxFilterPanel, type CheckboxFilterPanelProps, type CheckboxOption } from './CheckboxFilterPanel';
import { FilterDropdown } from './FilterDropdown';

// The date panel (its radio list and day fields) is fetched when first opened, not with the list.
const DateFilterPanel = lazy(() => import('./DateFilterPanel').then((module) => ({ default: module.DateFilterPanel })));

type FilterId = 'courier' | 'origin' | 'destination' | 'transit' | 'delivery' | 'date' | 'subUsers' | 'tags';

type Props = {
  state: ListState;
  options: ShipmentFilterOptions | undefined;
  optionsLoading: boolean;
  tags: readonly Tag[] | undefined;
  tagsLoading: boolean;
  /** Main users with at least one sub-user get the Sub Users filter (part 1 §2.6, §6). */
  showSubUsers: boolean;
  today: CalendarDay;
  onApply: (next: ListState) => void;
};

const labelOptions = (list: readonly { label: string }[] | undefined): CheckboxOption[] =>
  (list ?? []).map((option) => ({ key: option.label, label: option.label }));

function TagDot({ color }: { color: string }) {
  return <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'rgba(0,0,0,0.12)', flexShrink: 0 }} />;
}

/** Keys chosen in a dropdown back to id/label pairs, keeping labels already known. */
function toIdLabels(keys: string[], choices: readonly CheckboxOption[], previous: readonly IdLabel[]): IdLabel[] {
  return keys.map((id) => ({
    id,
    label: choices.find((choice) => choice.key === id)?.label ?? previous.find((item) => item.id === id)?.label ?? '',
  }));
}

/** The filter buttons; one dropdown is open at a time and APPLY hands the new state up. */
export function FilterBar({ state, options, optionsLoading, tags, tagsLoading, showSubUsers, today, onApply }: Props) {
  const [openId, setOpenId] = useState<FilterId | null>(null);

  const toggle = (id: FilterId) => setOpenId((current) => (current === id ? null : id));
  const cancel = (id: FilterId) => setOpenId((current) => (current === id ? null : current));
  const apply = (next: ListState) => {
    setOpenId(null);
    onApply(next);
  };

  const courierChoices: CheckboxOption[] = (options?.courier ?? []).map((option) => ({
    key: option.label,
    label: option.label,
    adornment: typeof option.value === 'string' ? <CourierLogo slug={option.value} size={20} /> : undefined,
  }));
  const deliveryChoices: CheckboxOption[] = DELIVERY_DATE_FILTERS.map((filter) => ({ key: filter, label: DELIVERY_DATE_FILTER_LABELS[filter] }));
  const transitChoices = labelOptions(options?.transit_days.length ? options.transit_days : TRANSIT_DAY_OPTIONS);
  const subUserChoices: CheckboxOption[] = (options?.sub_users ?? []).map((option) => ({
    key: option.value === false ? UNASSIGNED_ID : option.value,
    label: option.label,
  }));
  const tagChoices: CheckboxOption[] = (tags ?? []).map((tag) => ({ key: tag._id, label: tag.tag_name, adornment: <TagDot color={tag.tag_color} /> }));

  const checkboxFilter = (
    id: FilterId,
    label: string,
    count: number,
    panel: Omit<CheckboxFilterPanelProps, 'onCancel'>,
  ) => (
    <FilterDropdown label={label} count={count} open={openId === id} onToggle={() => toggle(id)} onCancel={() => cancel(id)}>
      <CheckboxFilterPanel {...panel} onCancel={() => cancel(id)} />
    </FilterDropdown>
  );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {checkboxFilter('courier', 'Courier', state.couriers.length, {
        options: courierChoices,
        applied: state.couriers,
        searchPlaceholder: 'Search Courier',
        emptyText: 'No Courier Found',
        loading: optionsLoading,
        onApply: (keys) => apply({ ...state, couriers: keys }),
      })}
      {checkboxFilter('origin', 'Origin', state.origins.length, {
        options: labelOptions(options?.origin),
        applied: state.origins,
        searchPlaceholder: 'Search Origin',
        emptyText: 'No Origin Country Found',
        loading: optionsLoading,
        onApply: (keys) => apply({ ...state, origins: keys }),
      })}
      {checkboxFilter('destination', 'Destination', state.destinations.length, {
        options: labelOptions(options?.destination),
        applied: state.destinations,
        searchPlaceholder: 'Search Destination',
        emptyText: 'No Destination Country Found',
        loading: optionsLoading,
        onApply: (keys) => apply({ ...state, destinations: keys }),
      })}
      {checkboxFilter('transit', 'Transit Days', state.transitDays.length, {
        options: transitChoices,
        applied: state.transitDays,
        emptyText: 'No Transit Days Found',
        onApply: (keys) => apply({ ...state, transitDays: transitChoices.filter((c) => keys.includes(c.key)).map((c) => c.key) }),
      })}
      {checkboxFilter('delivery', DELIVERY_DATE_TEXTS.filterLabel, state.delivery.length, {
        options: deliveryChoices,
        applied: state.delivery,
        emptyText: DELIVERY_DATE_TEXTS.noPrediction,
        onApply: (keys) => apply({ ...state, delivery: DELIVERY_DATE_FILTERS.filter((filter) => keys.includes(filter)) }),
      })}
      <FilterDropdown
        label="Date"
        count={state.date ? 1 : 0}
        open={openId === 'date'}
        onToggle={() => toggle('date')}
        onCancel={() => cancel('date')}
      >
        <Suspense fallback={<Skeleton variant="rounded" width={280} height={240} aria-label="Loading the date filter" />}>
          <DateFilterPanel
            applied={state.date}
            today={today}
            onApply={(date: DateSelection) => apply({ ...state, date })}
            onCancel={() => cancel('date')}
          />
        </Suspense>
      </FilterDropdown>
      {showSubUsers
        ? checkboxFilter('subUsers', 'Sub Users', state.subUsers.length, {
            options: subUserChoices,
            applied: state.subUsers.map((subUser) => subUser.id),
            searchPlaceholder: 'Search Sub User',
            emptyText: 'No Sub User Found',
            loading: optionsLoading,
            onApply: (keys) => apply({ ...state, subUsers: toIdLabels(keys, subUserChoices, state.subUsers) }),
          })
        : null}
      {checkboxFilter('tags', 'Tags', state.tags.length, {
        options: tagChoices,
        applied: state.tags.map((tag) => tag.id),
        searchPlaceholder: 'Search Tags',
        emptyText: 'No Tags Found',
        loading: tagsLoading,
        onApply: (keys) => apply({ ...state, tags: toIdLabels(keys, tagChoices, state.tags) }),
      })}
    </Box>
  );
}
