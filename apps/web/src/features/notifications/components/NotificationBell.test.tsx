import { NOTIFICATION_MESSAGES, type NotificationItem } from '@trailpost/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { NotificationBell } from './NotificationBell';
import { kindOf } from './notification-kind';

const item = (id: string, message: string, link: string | null = null): NotificationItem => ({
  _id: id,
  timestamp: '2026-11-20T10:00:00.000Z',
  message,
  type: 'export',
  link,
  updatable: false,
  kind: null,
  count: 1,
});

/** Stands in for the browser's EventSource so a test can push stream events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
  }
}

function setup(list: NotificationItem[], unread: number, options: { failList?: boolean; routes?: Parameters<typeof mockApi>[0] } = {}) {
  let items = [...list];
  const calls = mockApi({
    ...options.routes,
    'GET /api/firebase/notifications': () =>
      options.failList ? { status: 500 } : { data: { notifications: items, unreadMessageCount: unread, lastTimestamp: items[0]?.timestamp ?? null } },
    'POST /api/firebase/notifications/read': () => {
      unread = 0;
      return { data: null };
    },
    'GET /api/firebase/token/u1': () => ({ data: { token: 't', expires_in: 60, stream_url: '/api/firebase/stream?token=t' } }),
    ...Object.fromEntries(
      list.map((entry) => [
        `DELETE /api/firebase/notification/${entry._id}`,
        () => {
          items = items.filter((other) => other._id !== entry._id);
          return { data: null };
        },
      ]),
    ),
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<NotificationBell userId="u1" />, { path: '/tracking' });
  return { calls, user };
}

beforeEach(() => {
  storeSession(sessionFixture());
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the notification bell', () => {
  it('shows the unread count; opening the list clears it on the server and on the badge', async () => {
    const { calls, user } = setup([item('n2', 'Your export is ready.', '/api/files/x.xlsx'), item('n1', 'Import finished.', '/tracking')], 2);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Your export is ready.'),
      expect.stringContaining('Import finished.'),
    ]);
    expect(within(list).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/api/files/x.xlsx');
    expect(within(list).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/tracking');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/firebase/notifications/read')).toBe(true));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('dismissing deletes the item; an empty list says so', async () => {
    const { calls, user } = setup([item('n1', 'Import finished.')], 0);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.caughtUp)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/firebase/notification/n1')).toBe(true);
    // Nothing was unread, so opening did not ask the server to clear anything.
    expect(calls.some((call) => call.path === '/api/firebase/notifications/read')).toBe(false);
  });

  it('reads as all caught up when the list cannot be loaded', async () => {
    const { user } = setup([], 0, { failList: true });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.caughtUp)).toBeTruthy();
  });

  it('pops a streamed notification up, counts it, and lets it fade after 6 seconds', async () => {
    setup([], 0);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/api/firebase/stream?token=t');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => stream.emit('notification', { notification: item('n9', 'Your import is done.'), unreadMessageCount: 1 }));
      expect((await screen.findByRole('status')).textContent).toContain('Your import is done.');
      expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
      await act(async () => vi.advanceTimersByTimeAsync(5500));
      expect(screen.getByRole('status').textContent).toContain('Your import is done.');
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('stacks notifications that arrive together, newest first, each fading on its own clock', async () => {
    setup([], 0);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => stream.emit('notification', { notification: item('n1', 'First arrived.'), unreadMessageCount: 1 }));
      await act(async () => vi.advanceTimersByTimeAsync(3000));
      act(() => stream.emit('notification', { notification: item('n2', 'Second arrived.'), unreadMessageCount: 2 }));
      await waitFor(() => expect(screen.getAllByRole('status').map((popup) => popup.textContent)).toEqual([expect.stringContaining('Second arrived.'), expect.stringContaining('First arrived.')]));
      await act(async () => vi.advanceTimersByTimeAsync(3500));
      await waitFor(() => expect(screen.getAllByRole('status').map((popup) => popup.textContent)).toEqual([expect.stringContaining('Second arrived.')]));
      await act(async () => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('reopens the stream with a new ticket after an error', async () => {
    const { calls } = setup([], 0);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => FakeEventSource.opened[0]!.onerror?.());
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 4000 });
    expect(calls.filter((call) => call.path === '/api/firebase/token/u1')).toHaveLength(2);
  });
});

describe('grouped notices', () => {
  it('show one row that counts the shipments and opens the list filtered to them', async () => {
    const grouped: NotificationItem = {
      ...item('g1', '248 shipments expired', '/tracking?trackingStatusArr=Expired'),
      type: 'tracking',
      kind: 'tracking.expired',
      count: 248,
    };
    const single: NotificationItem = { ...item('s1', 'Shipment TP1 (USPS) is Delivered.', '/tracking/s1'), type: 'tracking', kind: 'tracking.delivered' };
    const { user } = setup([grouped, single], 2);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const rows = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('248 shipments expired');
    expect(within(rows[0]!).getByRole('link', { name: 'View shipments' }).getAttribute('href')).toBe('/tracking?trackingStatusArr=Expired');
    expect(within(rows[1]!).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/tracking/s1');
  });

  it('pop up once when a pass groups them', async () => {
    setup([], 0);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const grouped = { ...item('g2', '12 shipments delivered', '/tracking?trackingStatusArr=Delivered'), type: 'tracking' as const, kind: 'tracking.delivered' as const, count: 12 };
    act(() => FakeEventSource.opened[0]!.emit('notification', { notification: grouped, unreadMessageCount: 1 }));
    expect((await screen.findAllByRole('status')).map((popup) => popup.textContent)).toEqual([expect.stringContaining('12 shipments delivered')]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});

describe('muting a kind of notice', () => {
  const KINDS = [
    { kind: 'tracking.delivered', label: 'Shipment delivered' },
    { kind: 'tracking.exception', label: 'Shipment exception' },
    { kind: 'tracking.failed_attempt', label: 'Failed delivery attempt' },
    { kind: 'tracking.expired', label: 'Shipment expired' },
  ];

  it('switches a kind off and on again from the bell, saving the whole list with the server text', async () => {
    let muted: string[] = ['tracking.delivered'];
    const { calls, user } = setup([], 0, {
      routes: {
        'GET /api/notifications/mutes': () => ({ data: { muted_kinds: muted, kinds: KINDS } }),
        'PUT /api/notifications/mutes': (body) => {
          muted = (body as { muted_kinds: string[] }).muted_kinds;
          return { data: { muted_kinds: muted, kinds: KINDS }, message: [NOTIFICATION_MESSAGES.mutesSaved] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(screen.getByRole('button', { name: 'Mute notices' }));
    const switchOf = async (label: string) => (await screen.findByRole('switch', { name: label })) as HTMLInputElement;
    expect((await switchOf('Shipment delivered')).checked).toBe(true);
    expect((await switchOf('Shipment expired')).checked).toBe(false);

    await user.click(await switchOf('Shipment expired'));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.mutesSaved)).toBeTruthy();
    await waitFor(async () => expect((await switchOf('Shipment expired')).checked).toBe(true));
    await user.click(await switchOf('Shipment delivered'));
    await waitFor(async () => expect((await switchOf('Shipment delivered')).checked).toBe(false));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { muted_kinds: ['tracking.delivered', 'tracking.expired'] },
      { muted_kinds: ['tracking.expired'] },
    ]);

    // Back to the list.
    await user.click(screen.getByRole('button', { name: 'Back to notifications' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.caughtUp)).toBeTruthy();
  });

  it('keeps the switch and shows the error when saving fails', async () => {
    const { user } = setup([], 0, {
      routes: {
        'GET /api/notifications/mutes': () => ({ data: { muted_kinds: [], kinds: KINDS } }),
        'PUT /api/notifications/mutes': () => ({ status: 400, message: [NOTIFICATION_MESSAGES.unknownKind] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(screen.getByRole('button', { name: 'Mute notices' }));
    await user.click(await screen.findByRole('switch', { name: 'Shipment expired' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.unknownKind)).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Shipment expired' }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('kinds of notification', () => {
  it('come from the type, or from the text for items without one', () => {
    expect(kindOf({ type: 'tracking', message: 'Export' })).toBe('tracking');
    expect(kindOf({ type: undefined as unknown as 'export', message: 'Your export is ready' })).toBe('export');
    expect(kindOf({ type: undefined as unknown as 'export', message: 'Import finished' })).toBe('import');
  });
});
