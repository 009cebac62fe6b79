import { IMPORT_MESSAGES, IMPORT_TEMPLATE_PATH } from '@trailpost/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { brokenXlsxFile, corruptXlsxFile, xlsFile, xlsxFile, XLSX_TYPE } from '../test-files';
import { CLOSE_AFTER_IMPORT_MS, ImportDrawer } from './ImportDrawer';
import { NOTICE_MS } from './TimedNotice';

const PRESIGN = '/api/user/awsservice/presignedurl/image';
const SIGNED = '/api/files/upload/temp/t1/1767225600-shipments.xlsx';
const STORED_PATH = 'temp/t1/1767225600-shipments.xlsx';

const presigned = {
  signedRequest: `${SIGNED}?expires=1767226500&signature=abc`,
  method: 'PUT',
  headers: { 'Content-Type': XLSX_TYPE },
  url: STORED_PATH,
  file_name: '1767225600-shipments.xlsx',
  max_bytes: 20 * 1024 * 1024,
  expires_in: 900,
};

const okHandlers: Record<string, MockHandler> = {
  [`GET ${PRESIGN}`]: () => ({ data: presigned }),
  [`PUT ${SIGNED}`]: () => ({ data: null }),
  'POST /api/import/tracking': () => ({ data: { job_id: 'job-1' } }),
};

function setup(handlers: Record<string, MockHandler> = {}) {
  const calls = mockApi({ ...okHandlers, ...handlers });
  const onClose = vi.fn();
  renderScreen(<ImportDrawer open onClose={onClose} />, { path: '/tracking/import' });
  return { calls, onClose };
}

/** Picks files in the drawer's file input, whatever its accept list says. */
function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Import file'), { target: { files } });
}

const importButton = () => screen.getByRole('button', { name: 'IMPORT' });
const callsTo = (calls: ApiCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

async function uploaded() {
  expect(await screen.findByText(/Uploaded/)).toBeTruthy();
}

describe('import drawer', () => {
  beforeEach(() => storeSession(sessionFixture()));
  afterEach(() => vi.restoreAllMocks());

  it('offers the template download and keeps Import disabled until a file is uploaded', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Import Shipment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download template' }).getAttribute('href')).toBe(IMPORT_TEMPLATE_PATH);
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a file that is neither named nor typed as Excel, and uploads nothing', async () => {
    const { calls } = setup();
    choose(new File(['tracking_number,slug'], 'shipments.csv', { type: 'text/csv' }));
    expect(await screen.findByText(IMPORT_MESSAGES.invalidFormat)).toBeTruthy();
    expect(callsTo(calls, 'GET', PRESIGN)).toHaveLength(0);
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses an unreadable workbook as corrupted', async () => {
    const { calls } = setup();
    choose(brokenXlsxFile());
    expect(await screen.findByText(IMPORT_MESSAGES.corrupted)).toBeTruthy();
    expect(callsTo(calls, 'GET', PRESIGN)).toHaveLength(0);
  });

  it('refuses a corrupt 110-byte .xlsx that starts as a zip, uploads nothing and keeps IMPORT off; a real one then uploads', async () => {
    const { calls } = setup();
    choose(corruptXlsxFile());
    expect(await screen.findByText(IMPORT_MESSAGES.corrupted)).toBeTruthy();
    expect(screen.queryByText(/Uploaded/)).toBeNull();
    expect(callsTo(calls, 'GET', PRESIGN)).toHaveLength(0);
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
    choose(xlsxFile());
    await uploaded();
    expect((importButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the upload failed when no signed address is given', async () => {
    setup({ [`GET ${PRESIGN}`]: () => ({ status: 500, message: ['Something went wrong !! Please contact support.'] }) });
    choose(xlsxFile());
    expect(await screen.findByText(IMPORT_MESSAGES.uploadFailed)).toBeTruthy();
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the upload failed when the signed address refuses the file', async () => {
    setup({ [`PUT ${SIGNED}`]: () => ({ status: 403, message: ['This upload or download address has expired.'] }) });
    choose(xlsxFile());
    expect(await screen.findByText(IMPORT_MESSAGES.uploadFailed)).toBeTruthy();
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('uploads the file through the signed address with the headers it names', async () => {
    const { calls } = setup();
    const file = xlsFile('march.xls');
    choose(file);
    await uploaded();

    const [presign] = callsTo(calls, 'GET', PRESIGN);
    expect(Object.fromEntries(presign!.url.searchParams)).toEqual({
      file_name: 'march.xls',
      file_type: 'application/vnd.ms-excel',
      file_size: String(file.size),
      purpose: 'import',
    });
    const [put] = callsTo(calls, 'PUT', SIGNED);
    expect(put!.url.search).toBe('?expires=1767226500&signature=abc');
    expect(put!.headers.get('Content-Type')).toBe(XLSX_TYPE);
    // The signature authorises the upload: the session token is not sent along.
    expect(put!.headers.get('Authorization')).toBeNull();
    const init = vi.mocked(fetch).mock.calls.find(([input]) => String(input).startsWith(SIGNED))?.[1];
    expect(init?.body).toBe(file);
    expect((importButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes one file only', async () => {
    const { calls } = setup();
    choose(xlsxFile('first.xlsx'), xlsxFile('second.xlsx'));
    await uploaded();
    expect(screen.getByText('first.xlsx')).toBeTruthy();
    expect(screen.queryByText('second.xlsx')).toBeNull();
    expect(callsTo(calls, 'GET', PRESIGN)).toHaveLength(1);
  });

  it('a new choice replaces a refused one', async () => {
    setup();
    choose(brokenXlsxFile());
    expect(await screen.findByText(IMPORT_MESSAGES.corrupted)).toBeTruthy();
    choose(xlsxFile());
    await uploaded();
    expect(screen.queryByText(IMPORT_MESSAGES.corrupted)).toBeNull();
  });

  it('posts the stored path, closes 2 seconds later and shows the notice for 5 seconds', async () => {
    const { calls, onClose } = setup();
    choose(xlsxFile());
    await uploaded();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(importButton());
    // The call resolves without the clock moving: only zero-delay timers and promises run.
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(0);
    });
    expect(callsTo(calls, 'POST', '/api/import/tracking').map((c) => c.body)).toEqual([{ url: STORED_PATH }]);
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(CLOSE_AFTER_IMPORT_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(IMPORT_MESSAGES.queued)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText(IMPORT_MESSAGES.queued)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(NOTICE_MS - 1));
    expect(screen.getByText(IMPORT_MESSAGES.queued)).toBeTruthy();
    // Past 5 seconds the notice starts to fade out.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText(IMPORT_MESSAGES.queued)).toBeNull();
  });

  it('only logs a failed import call (part 1 §8), leaving the file ready to try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onClose } = setup({ 'POST /api/import/tracking': () => ({ status: 500, message: ['Import failed. Please try again.'] }) });
    choose(xlsxFile());
    await uploaded();
    fireEvent.click(importButton());

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(IMPORT_MESSAGES.queued)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect((importButton() as HTMLButtonElement).disabled).toBe(false));
  });
});
