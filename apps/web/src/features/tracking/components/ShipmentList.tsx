import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import TableContainer from '@mui/material/TableContainer';
import Tabs from '@mui/material/Tabs';
import { useQueryClient } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  PAGE_SIZES,
  SHIPMENT_MESSAGES,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
} from '@trailpost/contracts';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TablePager } from '@/components/TablePager';
import { useToast } from '@/components/toast/use-toast';
import { QUERY_KEYS } from '@/lib/query-keys';
import { writeItem, writeJson } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useStoredItem } from '@/lib/use-stored';
import { dayInZone } from '@/lib/zoned-date';
import { useBulkAssignShipments } from '../api/bulk-assign-shipments';
import { useBulkDeleteShipments, type BulkResult } from '../api/bulk-delete-shipments';
import { useBulkUpdateStatus } from '../api/bulk-update-status';
import { useFilterOptions } from '@/lib/api/get-filter-options';
import { useShipments } from '../api/get-shipments';
import { useTags } from '@/lib/api/get-tags';
import { useListState } from '../hooks/use-list-state';
import { useViewer } from '../hooks/use-viewer';
import { needsOptions, toShipmentFilters } from '../utils/api-filters';
import { rowsPerPageOf } from '../utils/page-size';
import { availableColumns, columnVisibilityOf, shownColumns, type ColumnVisibility } from '../utils/columns';
import { exportPreselection, type ExportRouteState } from '../utils/export-preselection';
import { filterChips } from '../utils/filter-chips';
import {
  DEFAULT_LIST_STATE,
  isDefaultState,
  serialiseListState,
  tabOf,
  withTab,
  type ListState,
} from '../utils/list-url';
import { clickRow, EMPTY_SELECTION, toggleAllRows, toggleRow, type ClickModifiers, type RowSelection } from '../utils/selection';
import { ColumnChooser } from './ColumnChooser';
import { FilterBar } from './FilterBar';
import { FilterChips } from '@/components/FilterChips';
import { FirstRunBanner } from './FirstRunBanner';
import { ListActions } from './ListActions';
import { SearchBox } from './SearchBox';
import { ShipmentTable, type CellContext } from './ShipmentTable';

// The bulk bar (its menus and the delete dialog) shows once rows are selected: fetched then, not with the list.
const BulkBar = lazy(() => import('./BulkBar').then((module) => ({ default: module.BulkBar })));

export const LIST_PATH = '/tracking';

/** Fixed failure texts of the bulk actions (part 1 §8). */
export const BULK_ERRORS = {
  delete: 'Error While Deleting Shipment',
  status: 'Error While Updating Shipment Status',
  assign: 'Error while assign shipment to sub user',
  unassign: 'Error While unassign Shipment',
} as const;

const TABS: { value: 'All' | ShipmentStatus; label: string }[] = [
  { value: 'All', label: 'ALL SHIPMENTS' },
  ...SHIPMENT_STATUSES.map((status) => ({ value: status, label: status })),
];

function visibilityOf(stored: string | null): ColumnVisibility {
  if (!stored) return {};
  try {
    return columnVisibilityOf(JSON.parse(stored));
  } catch {
    return {};
  }
}

/** The shipment list: status tabs, filters, search, the table with bulk actions, and paging. */
export function ShipmentList() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { state, search, update, reset } = useListState();
  const { viewer, isMainUser, timeZone, dateFormat } = useViewer();

  // A first visit without a query string shows the All tab, written into the URL.
  const firstRender = useRef(true);
  useEffect(() => {
    if (!firstRender.current) return;
    firstRender.current = false;
    if (location.pathname === LIST_PATH && location.search === '') {
      void navigate({ pathname: LIST_PATH, search: `?${serialiseListState(DEFAULT_LIST_STATE)}` }, { replace: true });
    }
  }, [location.pathname, location.search, navigate]);

  const rowsPerPage = rowsPerPageOf(useStoredItem(STORAGE_KEYS.rowsPerPage));
  const filterKey = serialiseListState(state);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const today = dayInZone(new Date(), timeZone);
  const filterOptions = useFilterOptions();
  const tagList = useTags();
  const options = filterOptions.data;
  const filters = toShipmentFilters(state, { options: options ?? null, viewer, timeZone, today });
  const waitingForOptions = needsOptions(state) && filterOptions.isPending;
  const list = useShipments({ pageId: page, limit: rowsPerPage, filters, query: state.query }, !waitingForOptions);
  const rows = useMemo(() => list.data?.trackings ?? [], [list.data]);
  const total = list.data?.total_records;

  // After deletions the page may lie past the end: step back to the last page.
  const settled = list.isSuccess && !list.isPlaceholderData;
  useEffect(() => {
    if (!settled || total === undefined) return;
    const last = Math.max(1, Math.ceil(total / rowsPerPage));
    if (page > last) setPaging({ key: filterKey, page: last });
  }, [settled, total, rowsPerPage, page, filterKey]);

  // The selection belongs to one page of one list: paging, page size or filters clear it.
  const selectionKey = `${filterKey}|${page}|${rowsPerPage}`;
  const [selectionState, setSelectionState] = useState<{ key: string; selection: RowSelection }>({
    key: selectionKey,
    selection: EMPTY_SELECTION,
  });
  const selection = selectionState.key === selectionKey ? selectionState.selection : EMPTY_SELECTION;
  const rowIds = rows.map((row) => row._id);
  const selectedIds = selection.ids.filter((id) => rowIds.includes(id));
  const setSelection = (next: RowSelection) => setSelectionState({ key: selectionKey, selection: next });

  const [fullScreen, setFullScreen] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  const visibility = visibilityOf(useStoredItem(STORAGE_KEYS.trackingColumn));
  // Every chosen column shows: a list wider than its box scrolls sideways (the table pins its first columns).
  const columns = shownColumns(viewer.userType, visibility);

  const countryNames = useMemo(
    () => new Map([...(options?.origin ?? []), ...(options?.destination ?? [])].map((o) => [String(o.value), o.label])),
    [options],
  );
  const courierTitles = useMemo(() => new Map((options?.courier ?? []).map((o) => [String(o.value), o.label])), [options]);
  const subUsers = (options?.sub_users ?? []).flatMap((o) => (o.value === false ? [] : [{ id: o.value, name: o.label }]));
  const showSubUsers = isMainUser && (options?.sub_users.length ?? 0) > 0;

  const cellContext: CellContext = { dateFormat, timeZone, countryName: (iso) => countryNames.get(iso) ?? iso };
  const chips = filterChips(state, {
    subUserName: (id) => options?.sub_users.find((o) => o.value === id)?.label,
    tagName: (id) => tagList.data?.find((tag) => tag._id === id)?.tag_name,
    dateFormat,
    timeZone,
  });

  const go = (pathname: string, routeState?: unknown) => void navigate({ pathname, search }, { state: routeState });

  const applyFilters = (next: ListState) => {
    if (serialiseListState(next) !== filterKey) update(next);
    else if (page !== 1) setPage(1);
    else void list.refetch();
  };

  const onSearch = (query: string) => {
    applyFilters({ ...state, query });
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shipmentFilters });
  };

  const bulkDelete = useBulkDeleteShipments();
  const bulkStatus = useBulkUpdateStatus();
  const bulkAssign = useBulkAssignShipments();
  const busy = bulkDelete.isPending || bulkStatus.isPending || bulkAssign.isPending;

  const handlers = (fallbackSuccess: string, failure: string) => ({
    onSuccess: (result: BulkResult) => {
      toast.success(result.message || fallbackSuccess);
      setSelection(EMPTY_SELECTION);
    },
    onError: () => toast.error(failure),
  });

  const onRowClick = (id: string, modifiers: ClickModifiers) => {
    if (modifiers.shiftKey) setSelection(clickRow(selection, rowIds, id, modifiers));
    else if (modifiers.ctrlKey || modifiers.metaKey) setSelection(toggleRow(selection, id));
    else go(`${LIST_PATH}/${id}`);
  };

  const firstRun = isDefaultState(state) && settled && total === 0 && page === 1;
  const tab = tabOf(state);

  let body;
  if (list.isError) {
    body = (
      <Alert severity="error" sx={{ m: 2 }}>
        {GENERIC_ERROR}
      </Alert>
    );
  } else if (firstRun) {
    body = <FirstRunBanner onAdd={() => go(`${LIST_PATH}/add`)} onImport={() => go(`${LIST_PATH}/import`)} />;
  } else {
    body = (
      <>
        <TableContainer sx={{ flexGrow: 1, maxHeight: fullScreen ? 'none' : 'max(420px, calc(100vh - 330px))' }}>
          <ShipmentTable
            rows={rows}
            columns={columns}
            selectedIds={selectedIds}
            context={cellContext}
            loading={!list.data}
            onCheckboxClick={(id, modifiers) => setSelection(clickRow(selection, rowIds, id, modifiers))}
            onToggleAll={() => setSelection(toggleAllRows(selection, rowIds))}
            onRowClick={onRowClick}
          />
        </TableContainer>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', borderTop: 1, borderColor: 'divider', flexShrink: 0 }}>
          <TablePager
            count={total ?? 0}
            page={total ? page : 1}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={setPage}
            onRowsPerPageChange={(size) => {
              writeItem(STORAGE_KEYS.rowsPerPage, String(size));
              setPage(1);
            }}
          />
        </Box>
      </>
    );
  }

  return (
    <Paper
      variant="outlined"
      sx={[
        { borderRadius: 2, overflow: 'hidden', display: 'flex', flexDirection: 'column' },
        fullScreen && { position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.drawer + 1, borderRadius: 0, border: 0 },
      ]}
    >
      <Tabs
        value={tab ?? false}
        onChange={(_event, value: 'All' | ShipmentStatus) => update(withTab(state, value))}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Shipment status"
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1, minHeight: 46, '& .MuiTab-root': { minHeight: 46, fontWeight: 600, fontSize: 13.5 } }}
      >
        {TABS.map((item) => (
          <Tab key={item.value} value={item.value} label={item.label} />
        ))}
      </Tabs>

      <Box
        sx={{
          display: 'flex',
          flexWrap: { xs: 'wrap', lg: 'nowrap' },
          alignItems: 'flex-start',
          gap: 1.5,
          px: 2,
          pt: 1.5,
          pb: chips.length ? 1 : 1.5,
        }}
      >
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <FilterBar
            state={state}
            options={options}
            optionsLoading={filterOptions.isPending}
            tags={tagList.data}
            tagsLoading={tagList.isPending}
            showSubUsers={showSubUsers}
            today={today}
            onApply={applyFilters}
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0, ml: 'auto' }}>
          <SearchBox
            applied={state.query}
            courierTitle={(slug) => courierTitles.get(slug) ?? slug}
            onSearch={onSearch}
            onReset={() => reset({ ...state, query: '' })}
            onPick={(id) => go(`${LIST_PATH}/${id}`)}
          />
          <ListActions
            fullScreen={fullScreen}
            onToggleFullScreen={() => setFullScreen((value) => !value)}
            onColumns={() => setChooserOpen(true)}
            onImport={() => go(`${LIST_PATH}/import`)}
            onExport={() => {
              // A status tab narrows the list as much as any filter does.
              const routeState: ExportRouteState = {
                selectedIds,
                preselected: exportPreselection({ filtered: !isDefaultState(state), selectedCount: selectedIds.length }),
                filters,
                query: state.query,
              };
              go(`${LIST_PATH}/export`, routeState);
            }}
            onAdd={() => go(`${LIST_PATH}/add`)}
          />
        </Box>
      </Box>

      {chips.length ? (
        <Box sx={{ px: 2, pb: 1.5 }}>
          <FilterChips
            chips={chips}
            onRemove={(chip) => reset(chip.without(state))}
            onClearAll={() => reset({ ...DEFAULT_LIST_STATE, statuses: state.statuses, query: state.query })}
          />
        </Box>
      ) : null}

      {selectedIds.length > 0 ? (
        <Suspense fallback={null}>
          <BulkBar
            count={selectedIds.length}
            busy={busy}
            canAssign={isMainUser}
            subUsers={subUsers}
            onClear={() => setSelection(EMPTY_SELECTION)}
            onDelete={() => bulkDelete.mutate(selectedIds, handlers(SHIPMENT_MESSAGES.bulkDeleted, BULK_ERRORS.delete))}
            onStatus={(status) =>
              bulkStatus.mutate({ ids: selectedIds, status }, handlers(SHIPMENT_MESSAGES.statusUpdated, BULK_ERRORS.status))
            }
            onAssign={(assignedId) =>
              bulkAssign.mutate({ ids: selectedIds, assignedId }, handlers(SHIPMENT_MESSAGES.assigned, BULK_ERRORS.assign))
            }
            onUnassign={() =>
              bulkAssign.mutate({ ids: selectedIds, assignedId: null }, handlers(SHIPMENT_MESSAGES.unassigned, BULK_ERRORS.unassign))
            }
          />
        </Suspense>
      ) : null}

      <Box sx={{ height: 3, flexShrink: 0 }}>
        {list.isFetching || waitingForOptions || busy ? <LinearProgress aria-label="Loading shipments" sx={{ height: 3 }} /> : null}
      </Box>

      {body}

      <ColumnChooser
        open={chooserOpen}
        columns={availableColumns(viewer.userType)}
        visibility={visibility}
        onChange={(next) => writeJson(STORAGE_KEYS.trackingColumn, next)}
        onClose={() => setChooserOpen(false)}
      />
    </Paper>
  );
}
