import { EXPORT_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { EMPTY_SCOPE, type ExportScope } from '../utils/export-scope';
import { ExportDrawer } from './ExportDrawer';

const IDS = ['7d1f3c5e-0a7b-4c1e-9f00-000000000001', '7d1f3c5e-0a7b-4c1e-9f00-000000000002'];
const LIST_FILTERS = { status: ['Delivered' as const], courier: ['ups'], from_date: '2026-10-23T18:30:00.000Z', to_date: '2026-11-22T18:29:59.999Z' };
const FILTERED: ExportScope = { preselected: 'Filtered', selectedIds: IDS, filters: LIST_FILTERS, query: 'SO-1001' };
const SELECTED: ExportScope = { ...EMPTY_SCOPE, preselected: 'Selected', selectedIds: IDS };

function setup(scope: ExportScope, handlers: Record<string, MockHandler> = {}) {
  const calls = mockApi({ 'POST /api/export/trackings': () => ({ data: { job_id: 'job-1' } }), ...handlers });
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderScreen(<ExportDrawer open scope={scope} onClose={onClose} />, { path: '/tracking/export' });
  const exports = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/export/trackings').map((c) => c.body);
  return { exports, onClose, user };
}

const option = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const states = () => [/^Filtered/, /^Selected/, /^All Shipments/].map((name) => ({ checked: option(name).checked, disabled: option(name).disabled }));

describe('export drawer', () => {
  beforeEach(() => storeSession(sessionFixture({ time_zone_data: { timezone: 'Asia/Kolkata' } })));

  it('preselects Filtered when the list is filtered, with every option open', () => {
    setup(FILTERED);
    expect(states()).toEqual([
      { checked: true, disabled: false },
      { checked: false, disabled: false },
      { checked: false, disabled: false },
    ]);
    expect(screen.getByRole('radio', { name: /^Selected \(2\)/ })).toBeTruthy();
  });

  it('preselects Selected when rows are selected on an unfiltered list, Filtered disabled', () => {
    setup(SELECTED);
    expect(states()).toEqual([
      { checked: false, disabled: true },
      { checked: true, disabled: false },
      { checked: false, disabled: false },
    ]);
  });

  it('preselects All Shipments with nothing filtered or selected, the others disabled', () => {
    setup(EMPTY_SCOPE);
    expect(states()).toEqual([
      { checked: false, disabled: true },
      { checked: false, disabled: true },
      { checked: true, disabled: false },
    ]);
  });

  it('notes the 90-day window', () => {
    setup(EMPTY_SCOPE);
    expect(screen.getByText(EXPORT_MESSAGES.windowNote)).toBeTruthy();
  });

  it('exports the filtered list with its search, in the session time zone', async () => {
    const { exports, user } = setup(FILTERED);
    await user.click(screen.getByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(exports()[0]).toEqual({ time_zone: 'Asia/Kolkata', query: 'SO-1001', filters: LIST_FILTERS });
  });

  it('exports the selected rows by id', async () => {
    const { exports, user } = setup(FILTERED);
    await user.click(option(/^Selected/));
    await user.click(screen.getByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(exports()).toEqual([{ time_zone: 'Asia/Kolkata', query: '', filters: { ids: IDS } }]));
  });

  it('exports every shipment without filters', async () => {
    const { exports, user } = setup(SELECTED);
    await user.click(option(/^All Shipments/));
    await user.click(screen.getByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(exports()).toEqual([{ time_zone: 'Asia/Kolkata', query: '', filters: {} }]));
  });

  it('closes and shows the export notice once queued', async () => {
    const { onClose, user } = setup(EMPTY_SCOPE);
    await user.click(screen.getByRole('button', { name: 'EXPORT' }));
    expect(await screen.findByText(EXPORT_MESSAGES.queued)).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows "No Shipments found to export." as an error and stays open', async () => {
    const { onClose, user } = setup(FILTERED, {
      'POST /api/export/trackings': () => ({ status: 404, message: [EXPORT_MESSAGES.noShipments] }),
    });
    await user.click(screen.getByRole('button', { name: 'EXPORT' }));
    const alert = (await screen.findByText(EXPORT_MESSAGES.noShipments)).closest('.MuiAlert-root');
    expect(alert?.className).toMatch(/colorError/);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(EXPORT_MESSAGES.queued)).toBeNull();
  });
});
