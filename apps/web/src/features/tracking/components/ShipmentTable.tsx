import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { dayRangeText, englishLocaleFor, SHIPMENT_MESSAGES, weekdayDateText, type DateFormat, type ShipmentListItem } from '@trailpost/contracts';
import type { MouseEvent, ReactNode } from 'react';
import { CourierLogo } from '@/components/CourierLogo';
import { formatZonedDate, formatZonedDateTime } from '@/lib/zoned-date';
import type { ColumnKey } from '../utils/columns';
import type { ClickModifiers } from '../utils/selection';
import { StatusChip } from '@/components/StatusChip';
import { TagChips } from './TagChips';
import { useCellTooltip } from './CellTooltip';

export type CellContext = {
  dateFormat: DateFormat;
  timeZone: string;
  /** ISO code -> country name, from the filter options; the code when unknown. */
  countryName: (iso: string) => string;
};

/** Class names of the cells' parts, styled once by the table (TABLE_STYLES). */
const CELL = {
  truncated: 'cell-truncated',
  stacked: 'cell-stacked',
  below: 'cell-below',
  courier: 'cell-courier',
  number: 'cell-number',
  check: 'cell-check',
  checkbox: 'cell-checkbox',
} as const;

/** Cells that stay in view while the list scrolls sideways: the selection checkbox and the tracking number. */
export const PINNED_CELL_CLASS = 'cell-pinned';
/** The checkbox column's width, which is where the pinned tracking number stops. */
const CHECK_WIDTH = 56;

/**
 * Every cell's look, given once on the table instead of on each of its hundreds of cells: a
 * style object per cell was turned into CSS on every render of the list. The rows' cells are
 * plain `td`s with MUI's small body cell's look: a TableCell each (260 on a page) was a fifth
 * of the list's first render.
 */
const TABLE_STYLES: SxProps<Theme> = (theme) => ({
  '& thead th': { bgcolor: theme.palette.grey[50] },
  '& thead th[data-column]': { fontWeight: 600, fontSize: 13, lineHeight: 1.25, color: theme.palette.text.secondary, padding: theme.spacing(1.25) },
  '& tbody tr': { cursor: 'pointer' },
  '& tbody td': {
    ...theme.typography.body2,
    fontSize: 13.5,
    padding: theme.spacing(1, 1.25),
    whiteSpace: 'nowrap',
    color: theme.palette.text.primary,
    textAlign: 'left',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
  },
  [`& .${CELL.check}`]: { boxSizing: 'border-box', width: CHECK_WIDTH, minWidth: CHECK_WIDTH, padding: '0 12px 0 16px' },
  // Pinned cells are opaque and above the cells scrolling under them; a row's hover or selected
  // tint is laid over their paper so they keep the row's colour.
  [`& .${PINNED_CELL_CLASS}`]: { position: 'sticky', left: CHECK_WIDTH, zIndex: 1, backgroundColor: theme.palette.background.paper },
  [`& .${PINNED_CELL_CLASS}.${CELL.check}`]: { left: 0 },
  [`& thead .${PINNED_CELL_CLASS}`]: { zIndex: 3, backgroundColor: theme.palette.grey[50] },
  [`& tbody tr:hover .${PINNED_CELL_CLASS}`]: { backgroundImage: tint(theme.palette.action.hover) },
  [`& tbody tr.Mui-selected .${PINNED_CELL_CLASS}`]: { backgroundImage: tint(theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity)) },
  [`& .${CELL.checkbox}`]: {
    display: 'block',
    width: 18,
    height: 18,
    margin: theme.spacing(0, 0.5),
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  [`& .${CELL.truncated}`]: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  [`& .${CELL.stacked}`]: { display: 'block', lineHeight: 1.3 },
  [`& .${CELL.below}`]: { display: 'block', color: 'text.secondary', fontSize: 12 },
  [`& .${CELL.courier}`]: { display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 },
  [`& .${CELL.number}`]: { fontWeight: 600, whiteSpace: 'nowrap' },
});

const tint = (colour: string) => `linear-gradient(${colour}, ${colour})`;

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

function Truncated({ text, width }: { text: string | null; width: number }) {
  if (!text) return <>-</>;
  return (
    <span className={CELL.truncated} style={{ maxWidth: width }} data-tip={text}>
      {text}
    </span>
  );
}

/** The country code, which keeps the table narrow enough to show Status; the name on hover. */
function Country({ iso, name }: { iso: string | null; name: (iso: string) => string }) {
  if (!iso) return <>-</>;
  return (
    <span aria-label={name(iso)} data-tip={name(iso)}>
      {iso}
    </span>
  );
}

/** "11-23-2026 10:15 AM" on two lines, the day above the time, so the column stays narrow. */
function DateOverTime({ text }: { text: string }) {
  const [day, ...time] = text.split(' ');
  if (time.length === 0) return <>{text}</>;
  return (
    <span className={CELL.stacked}>
      {day}
      <span className={CELL.below}>{time.join(' ')}</span>
    </span>
  );
}

/**
 * The date customers see, with its weekday; when it is ours, our range below it ("Thu 5 –
 * Mon 9 Mar"), so a glance tells a firm date from a likely one.
 */
function DeliveryDate({ row, dateFormat }: { row: ShipmentListItem; dateFormat: DateFormat }) {
  const shown = row.customer_delivery_date;
  if (!shown) return <>-</>;
  const locale = englishLocaleFor(dateFormat);
  const predicted = row.predicted_delivery;
  const ours = predicted && predicted.date === shown && predicted.earliest !== predicted.latest;
  if (!ours) return <>{weekdayDateText(shown, locale)}</>;
  return (
    <span className={CELL.stacked}>
      {weekdayDateText(shown, locale)}
      <span className={CELL.below}>{dayRangeText(predicted.earliest, predicted.latest, locale)}</span>
    </span>
  );
}

/** What each column shows for a row. */
export function renderCell(key: ColumnKey, row: ShipmentListItem, context: CellContext): ReactNode {
  switch (key) {
    case 'courier':
      return (
        <div className={CELL.courier}>
          <CourierLogo slug={row.slug} />
          <Truncated text={row.courier} width={100} />
        </div>
      );
    case 'service':
      return <Truncated text={row.service} width={110} />;
    case 'tracking_number':
      return (
        <span className={CELL.number}>{row.tracking_number}</span>
      );
    case 'origin':
      return <Country iso={row.origin} name={context.countryName} />;
    case 'destination':
      return <Country iso={row.destination} name={context.countryName} />;
    case 'last_status':
      return <Truncated text={row.last_status} width={150} />;
    case 'time':
      return <DateOverTime text={formatZonedDateTime(row.time, context.dateFormat, context.timeZone)} />;
    case 'assigned_to':
      return dash(row.assigned_to);
    case 'date':
      return formatZonedDate(row.date, context.dateFormat, context.timeZone);
    case 'customer_delivery_date':
      return <DeliveryDate row={row} dateFormat={context.dateFormat} />;
    case 'transit_day':
      return dash(row.transit_day);
    case 'status':
      return <StatusChip status={row.status} />;
    case 'tag':
      return <TagChips tags={row.tag} />;
  }
}

type Props = {
  rows: readonly ShipmentListItem[];
  columns: readonly { key: ColumnKey; label: string }[];
  selectedIds: readonly string[];
  context: CellContext;
  /** True before the first page has arrived: no empty text yet. */
  loading: boolean;
  onCheckboxClick: (id: string, modifiers: ClickModifiers) => void;
  onToggleAll: () => void;
  /** A row click without a modifier opens the shipment; with ctrl/cmd or shift it selects. */
  onRowClick: (id: string, modifiers: ClickModifiers) => void;
};

const pinnedClass = (key: ColumnKey) => (key === 'tracking_number' ? PINNED_CELL_CLASS : undefined);

const modifiersOf = (event: MouseEvent) => ({ shiftKey: event.shiftKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey });

/**
 * The shipment rows with a selection checkbox each. The checkboxes are the browser's own, in the
 * theme's colour: an MUI Checkbox is a ripple button with two icons, and a page drew 21 of them
 * in the list's first render (decision 0036).
 */
export function ShipmentTable({ rows, columns, selectedIds, context, loading, onCheckboxClick, onToggleAll, onRowClick }: Props) {
  const selectedOnPage = rows.filter((row) => selectedIds.includes(row._id)).length;
  const allSelected = rows.length > 0 && selectedOnPage === rows.length;

  const cellTooltip = useCellTooltip();

  return (
    <>
      <Table size="small" stickyHeader aria-label="Shipments" sx={TABLE_STYLES} {...cellTooltip.handlers}>
        <TableHead>
          <TableRow>
            <TableCell padding="none" className={`${CELL.check} ${PINNED_CELL_CLASS}`}>
              <input
                type="checkbox"
                className={CELL.checkbox}
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = selectedOnPage > 0 && !allSelected;
                }}
                readOnly
                disabled={rows.length === 0}
                onClick={onToggleAll}
                aria-label="Select all shipments on this page"
              />
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} data-column={column.key} className={pinnedClass(column.key)}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && !loading ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1} sx={{ py: 8, borderBottom: 0 }}>
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                  <Inventory2Outlined sx={{ fontSize: 40, color: 'grey.400' }} />
                  <Typography sx={{ fontSize: 15 }}>{SHIPMENT_MESSAGES.noTrackingList}</Typography>
                </Box>
              </TableCell>
            </TableRow>
          ) : null}
          {rows.map((row) => {
            const selected = selectedIds.includes(row._id);
            return (
              <TableRow
                key={row._id}
                hover
                selected={selected}
                onMouseDown={(event) => {
                  // Keep shift-click from selecting the page's text.
                  if (event.shiftKey) event.preventDefault();
                }}
                onClick={(event) => onRowClick(row._id, modifiersOf(event))}
              >
                <td className={`${CELL.check} ${PINNED_CELL_CLASS}`} onClick={(event) => event.stopPropagation()}>
                  <input
                    type="checkbox"
                    className={CELL.checkbox}
                    checked={selected}
                    readOnly
                    onClick={(event) => onCheckboxClick(row._id, modifiersOf(event))}
                    aria-label={`Select ${row.tracking_number}`}
                  />
                </td>
                {columns.map((column) => (
                  <td key={column.key} className={pinnedClass(column.key)}>{renderCell(column.key, row, context)}</td>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {cellTooltip.tooltip}
    </>
  );
}
