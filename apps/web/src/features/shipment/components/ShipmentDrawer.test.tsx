import { SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture, subUserFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { COUNTRIES, FILTERS, shipmentFixture, SUB_USER_ID } from '../test-data';
import { AWAITING_UPDATES } from './CheckpointTimeline';
import { REFRESH_LABEL } from './ShipmentHeader';
import { DELETE_DIALOG, ShipmentDrawer } from './ShipmentDrawer';

const SHIPMENT = shipmentFixture();
const DETAIL_PATH = `/api/trackings/${SHIPMENT._id}`;

function setup(handlers: Record<string, MockHandler> = {}, shipment = SHIPMENT) {
  const calls = mockApi({
    [`GET ${DETAIL_PATH}`]: () => ({ data: shipment }),
    'GET /api/country/list': () => ({ data: COUNTRIES }),
    'GET /api/trackings/filters': () => ({ data: FILTERS }),
    'POST /api/tags/search': () => ({ data: [] }),
    'GET /api/user/sub_domain': () => ({ data: { sub_domain: 'ada', custom_domain_url: 'track.ada.com', sub_domain_suffix: '.trailpost.app', public_host: 'track.ada.com' } }),
    ...handlers,
  });
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderScreen(<ShipmentDrawer shipmentId={shipment._id} onClose={onClose} />, { path: '/tracking/:id', url: `/tracking/${shipment._id}` });
  return { calls, onClose, user };
}

/** The shipment is shown, and its editable fields below it (drawn right after). */
const loaded = async () => {
  await screen.findByText(SHIPMENT.tracking_number, undefined, { timeout: 3000 });
  await screen.findByLabelText('Customer Name');
};
const button = (text: string) => screen.getByText(text).closest('button')!;
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

async function replace(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.paste(text);
}

describe('shipment detail drawer', { timeout: 30000 }, () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('shows the tracking number, courier, status, latest checkpoint and the timeline behind MORE DETAILS', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    await loaded();
    expect(screen.getByText('DHL Express')).toBeTruthy();
    expect(screen.getAllByText('In Transit').length).toBeGreaterThan(0);
    expect(screen.getByText('Departed from hub')).toBeTruthy();
    expect(screen.queryByText('Shipment information received')).toBeNull();
    expect(screen.queryByText(AWAITING_UPDATES)).toBeNull();

    await user.click(button('MORE DETAILS'));
    const timeline = screen.getByRole('list', { name: 'Checkpoints' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Departed from hub',
      'Shipment information received',
    ]);
    await user.click(button('LESS DETAILS'));
    await waitFor(() => expect(screen.queryByText('Shipment information received')).toBeNull());

    expect(screen.getByText('Source')).toBeTruthy();
    expect(screen.getByText('05-14-2025 10:32 AM')).toBeTruthy();
    expect(screen.getByText('05-15-2025 08:05 AM')).toBeTruthy();
  });

  it("shows the date customers see, our predicted range with what it is based on, and the courier's date", async () => {
    setup();
    await loaded();
    const estimate = screen.getByRole('region', { name: 'Date customers see' });
    expect(within(estimate).getByText('Sun, May 18')).toBeTruthy();
    expect(within(estimate).getByText(/Fri, May 16\s–\sMon, May 19/)).toBeTruthy();
    expect(within(estimate).getByText(/most likely Sat, May 17/)).toBeTruthy();
    expect(within(estimate).getByText('Based on 312 deliveries of DHL Express from DE to GB in the last 180 days.')).toBeTruthy();
    expect(screen.getByText("Courier's date")).toBeTruthy();
  });

  it('says when there is no prediction yet', async () => {
    setup({}, shipmentFixture({ trackings: { ...SHIPMENT.trackings, predicted_delivery: null, customer_delivery_date: null } }));
    await loaded();
    const estimate = screen.getByRole('region', { name: 'Date customers see' });
    expect(within(estimate).getByText('Not enough delivered shipments like this one yet.')).toBeTruthy();
    expect(within(estimate).getByText('-')).toBeTruthy();
  });

  it('says it awaits updates when the courier has sent no checkpoint', async () => {
    setup({}, shipmentFixture({ current_status: 'Pending', trackings: { ...SHIPMENT.trackings, checkpoints: [] } }));
    await loaded();
    expect(screen.getByText(AWAITING_UPDATES)).toBeTruthy();
    expect(screen.queryByText('MORE DETAILS')).toBeNull();
  });

  it('shows dates in the user date format', async () => {
    storeSession(sessionFixture({ date_format: 'DD-MM-YYYY', time_zone_data: { timezone: 'Asia/Kolkata' } }));
    setup();
    await loaded();
    expect(screen.getByText('14-05-2025 04:02 PM')).toBeTruthy();
  });

  it('copies the public page address on the verified custom domain and links to it', async () => {
    const { user } = setup();
    await loaded();
    const { protocol, port } = window.location;
    const expected = `${protocol}//track.ada.com${port ? `:${port}` : ''}/trackingPage/${SHIPMENT.tracking_number}`;
    await waitFor(() => expect(screen.getByText('Open tracking page').closest('a')!.getAttribute('href')).toBe(expected));
    await user.click(button('COPY PUBLIC URL'));
    expect(await screen.findByText('Tracking URL Copied!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(expected);
    const link = screen.getByText('Open tracking page').closest('a')!;
    expect(link.getAttribute('href')).toBe(expected);
    expect(link.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(screen.getByText('COPY PUBLIC URL')).toBeTruthy(), { timeout: 3000 });
  });

  it('saves split, lowercased e-mails and phones without spaces', async () => {
    const { user, calls } = setup({
      [`PUT ${DETAIL_PATH}`]: (body) => ({ data: { ...SHIPMENT, ...(body as object) }, message: [SHIPMENT_MESSAGES.updated] }),
    });
    await loaded();
    await replace(user, /^Customer Email/, 'Grace@Example.com; Ada @Example.ORG');
    await replace(user, /^Other Email/, 'OPS@shop.io,support@shop.io ;');
    await replace(user, /^Customer Phone No/, '+1 555 0100, 020 7946 0000');
    await replace(user, /^Order URL/, 'https://shop.example.com/orders/1');
    await user.click(button('SAVE'));

    expect(await screen.findByText(SHIPMENT_MESSAGES.updated)).toBeTruthy();
    expect(puts(calls)[0]?.body).toEqual({
      customer_name: 'Grace Hopper',
      customer_emails: ['grace@example.com', 'ada@example.org'],
      other_emails: ['ops@shop.io', 'support@shop.io'],
      customer_phone_numbers: ['+15550100', '02079460000'],
      order_id: 'ORD-1',
      order_url: 'https://shop.example.com/orders/1',
      tags: SHIPMENT.tags,
    });
  });

  it('blocks the save on an invalid e-mail', async () => {
    const { user, calls } = setup();
    await loaded();
    await replace(user, /^Other Email/, 'ops@shop.io; nope');
    await user.click(button('SAVE'));
    expect(await screen.findByText(SHIPMENT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it('sends assigned_id only when another user is chosen, null to unassign', async () => {
    const assigned = shipmentFixture({ assigned_id: SUB_USER_ID, assigned_to: 'Sam Sub' });
    const { user, calls } = setup({ [`PUT ${DETAIL_PATH}`]: () => ({ data: { ...assigned, assigned_id: null, assigned_to: null } }) }, assigned);
    await loaded();
    await user.click(screen.getByLabelText(/^Assigned To/));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByText('unassign user'));
    await user.click(button('SAVE'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toMatchObject({ assigned_id: null });
  });

  it('leaves assigned_id out when the assignee is unchanged and hides the picker from sub-users', async () => {
    storeSession(subUserFixture(['tracking']));
    const { user, calls } = setup({ [`PUT ${DETAIL_PATH}`]: () => ({ data: SHIPMENT }) });
    await loaded();
    expect(screen.queryByLabelText(/^Assigned To/)).toBeNull();
    await user.click(button('SAVE'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).not.toHaveProperty('assigned_id');
  });

  it('shows the first server message as a banner when the save fails', async () => {
    const { user } = setup({ [`PUT ${DETAIL_PATH}`]: () => ({ status: 400, message: ['Tag not found.', 'other'] }) });
    await loaded();
    await user.click(button('SAVE'));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Tag not found.')).toBeTruthy();
  });

  it('asks before deleting, then deletes and closes', async () => {
    const { user, calls, onClose } = setup({ [`DELETE ${DETAIL_PATH}`]: () => ({ message: [SHIPMENT_MESSAGES.deleted] }) });
    await loaded();
    await user.click(button('DELETE'));
    const dialog = await screen.findByRole('dialog', { name: DELETE_DIALOG.title });
    expect(within(dialog).getByText('Delete Tracking?')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure want to delete Tracking?')).toBeTruthy();
    expect(within(dialog).getByText('Cancel')).toBeTruthy();

    await user.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByText('Are you sure want to delete Tracking?')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(button('DELETE'));
    await user.click(within(await screen.findByRole('dialog', { name: DELETE_DIALOG.title })).getByText('Yes, Delete'));
    expect(await screen.findByText(SHIPMENT_MESSAGES.deleted)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([DETAIL_PATH]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows a missing shipment with a close button', async () => {
    const { user, onClose } = setup({ [`GET ${DETAIL_PATH}`]: () => ({ status: 404, message: [SHIPMENT_MESSAGES.notFound] }) });
    expect(await screen.findByText(SHIPMENT_MESSAGES.notFound, undefined, { timeout: 3000 })).toBeTruthy();
    await user.click(button('Close'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks the courier for news with REFRESH NOW and shows what came back', async () => {
    const bare = shipmentFixture({ trackings: { ...SHIPMENT.trackings, checkpoints: [] } });
    const news = shipmentFixture({ current_status: 'OutForDelivery', trackings: { ...SHIPMENT.trackings, checkpoints: [{ tag: 'OutForDelivery', location: 'Leeds, GB', message: 'Out for delivery today', checkpoint_time: '2026-03-02T08:00:00.000Z' }] } });
    const { user, calls } = setup({ [`POST ${DETAIL_PATH}/refresh`]: () => ({ data: news }) }, bare);
    await loaded();
    expect(screen.getByText(AWAITING_UPDATES)).toBeTruthy();
    await user.click(button(REFRESH_LABEL));
    expect(await screen.findByText('Out for delivery today')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === `${DETAIL_PATH}/refresh`)).toBe(true);
  });

  it("keeps a stored language that is no template language as a choice, and sends language only when changed", async () => {
    const french = shipmentFixture({ language: 'fr-FR' });
    const { user, calls } = setup({ [`PUT ${DETAIL_PATH}`]: (body) => ({ data: { ...french, ...(body as object) } }) }, french);
    await loaded();
    const language = screen.getByLabelText(/^Customer language/) as HTMLSelectElement;
    expect(language.value).toBe('fr-FR');
    expect(language.selectedOptions[0]?.textContent).toBe('fr-FR');
    await user.click(button('SAVE'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).not.toHaveProperty('language');

    await user.selectOptions(language, 'Automatic');
    // The stored tag stays on the list, to go back to.
    expect([...language.options].map((option) => option.value)).toContain('fr-FR');
    await user.click(button('SAVE'));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]?.body).toMatchObject({ language: null });
  });

  it('sends the chosen template language', async () => {
    const { user, calls } = setup({ [`PUT ${DETAIL_PATH}`]: (body) => ({ data: { ...SHIPMENT, ...(body as object) } }) });
    await loaded();
    await user.selectOptions(screen.getByLabelText(/^Customer language/), '日本語');
    await user.click(button('SAVE'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toMatchObject({ language: 'ja' });
  });
});
