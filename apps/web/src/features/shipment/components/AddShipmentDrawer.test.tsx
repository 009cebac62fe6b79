import { SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture, subUserFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { COUNTRIES, COURIERS, FILTERS, shipmentFixture, SUB_USER_ID } from '../test-data';
import { AddShipmentDrawer } from './AddShipmentDrawer';

const baseHandlers: Record<string, MockHandler> = {
  'GET /api/couriers/list': () => ({ data: COURIERS }),
  'GET /api/country/list': () => ({ data: COUNTRIES }),
  'GET /api/trackings/filters': () => ({ data: FILTERS }),
  'POST /api/tags/search': () => ({ data: [] }),
  'POST /api/couriers/detect': () => ({ data: [] }),
};

function setup(handlers: Record<string, MockHandler> = {}) {
  const calls = mockApi({ ...baseHandlers, ...handlers });
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderScreen(<AddShipmentDrawer open onClose={onClose} onCreated={onCreated} />, { path: '/tracking/add' });
  return { calls, onClose, onCreated, user };
}

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/trackings');
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByText('SAVE').closest('button')!;

type User = ReturnType<typeof userEvent.setup>;

/** Pastes into a field: as the user would type it, without a render per key. */
async function fill(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function chooseCourier(user: User, typed: string, title: string) {
  const input = field(/^Courier/);
  await user.clear(input);
  await user.click(input);
  await user.paste(typed);
  await user.click(await findOption(title));
}

/** The open list's option with this text (text queries keep the big form fast to search). */
async function findOption(text: string) {
  const listbox = await screen.findByRole('listbox');
  return within(listbox).findByText(text);
}

describe('add shipment drawer', { timeout: 30000 }, () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('requires a courier and a tracking number', async () => {
    const { user, calls } = setup();
    await user.click(save());
    expect(await screen.findByText(SHIPMENT_MESSAGES.courierRequired)).toBeTruthy();
    expect(screen.getByText(SHIPMENT_MESSAGES.trackingNumberRequired)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('checks the tracking number length', async () => {
    const { user } = setup();
    await fill(user, /^Tracking Number/, 'abc');
    await user.click(save());
    expect(await screen.findByText(SHIPMENT_MESSAGES.trackingNumberLength)).toBeTruthy();
    await user.clear(field(/^Tracking Number/));
    await fill(user, /^Tracking Number/, 'x'.repeat(101));
    expect(await screen.findByText(SHIPMENT_MESSAGES.trackingNumberLength)).toBeTruthy();
    await user.clear(field(/^Tracking Number/));
    await fill(user, /^Tracking Number/, 'abcd');
    await waitFor(() => expect(screen.queryByText(SHIPMENT_MESSAGES.trackingNumberLength)).toBeNull());
  });

  it('asks for a postal code only when the courier requires it', async () => {
    const { user, calls } = setup();
    await chooseCourier(user, 'DHL', 'DHL Express');
    expect(screen.queryByLabelText(/^Postal Code/)).toBeNull();

    await chooseCourier(user, 'APC', 'APC Overnight');
    expect(field(/^Postal Code/)).toBeTruthy();
    await fill(user, /^Tracking Number/, 'APC000123');
    await user.click(save());
    expect(await screen.findByText(SHIPMENT_MESSAGES.postalCodeRequired)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    await chooseCourier(user, 'DHL', 'DHL Express');
    expect(screen.queryByLabelText(/^Postal Code/)).toBeNull();
    expect(screen.queryByText(SHIPMENT_MESSAGES.postalCodeRequired)).toBeNull();
  });

  it('proposes the courier a tracking number looks like, and one click chooses it', async () => {
    const { user, calls } = setup({
      'POST /api/couriers/detect': (body) =>
        ({ data: (body as { tracking_number: string }).tracking_number.startsWith('1Z') ? [{ slug: 'ups', title: 'UPS', confidence: 0.95 }] : [] }),
      'POST /api/trackings': () => ({ data: shipmentFixture({ current_status: 'Pending' }) }),
    });
    await fill(user, /^Tracking Number/, '1Z5R89390357567127');
    const suggestion = await screen.findByTestId('courier-suggestion');
    expect(suggestion.textContent).toContain('Looks like UPS');
    await user.click(within(suggestion).getByRole('button', { name: 'Use UPS as the courier' }));
    expect(field(/^Courier/).value).toBe('UPS');
    await waitFor(() => expect(screen.queryByTestId('courier-suggestion')).toBeNull());
    await user.click(save());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ slug: 'ups', tracking_number: '1Z5R89390357567127' });
  });

  it('proposes nothing once the merchant has chosen a courier', async () => {
    const { user, calls } = setup({ 'POST /api/couriers/detect': () => ({ data: [{ slug: 'ups', title: 'UPS', confidence: 0.95 }] }) });
    await chooseCourier(user, 'DHL', 'DHL Express');
    await fill(user, /^Tracking Number/, '1Z5R89390357567127');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByTestId('courier-suggestion')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/couriers/detect')).toHaveLength(0);
  });

  it('sends the postal code, and the ship date as MM-DD-YYYY, when the courier asks for them', async () => {
    const { user, calls } = setup({ 'POST /api/trackings': () => ({ data: shipmentFixture({ current_status: 'Pending' }) }) });
    await chooseCourier(user, 'DACH', 'DACHSER');
    await fill(user, /^Tracking Number/, 'DA-778899');
    await user.click(save());
    expect(await screen.findByText(SHIPMENT_MESSAGES.shipDateInvalid)).toBeTruthy();

    fireEvent.change(field(/^Ship Date/), { target: { value: '2025-05-14' } });
    await user.click(save());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ slug: 'dachser', tracking_number: 'DA-778899', tracking_ship_date: '05-14-2025', postal_code: null });
  });

  it('rejects invalid e-mails, a bad order URL and forbidden characters in the customer name', async () => {
    const { user, calls } = setup();
    await chooseCourier(user, 'DHL', 'DHL Express');
    await fill(user, /^Tracking Number/, 'TRK0001');
    await fill(user, /^Customer Email/, 'ada@example.com, not-an-email');
    await fill(user, /^Other Email/, 'ops@example');
    await fill(user, /^Order URL/, 'shop example');
    await fill(user, /^Customer Name/, 'Ada <script>');
    await user.click(save());
    expect(await screen.findAllByText(SHIPMENT_MESSAGES.emailInvalid)).toHaveLength(2);
    expect(screen.getByText(SHIPMENT_MESSAGES.urlInvalid)).toBeTruthy();
    expect(screen.getByText(SHIPMENT_MESSAGES.customerNameInvalid)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('splits and normalises e-mails and phones, closes, reports the status and clears the form a second later', async () => {
    const { user, calls, onClose, onCreated } = setup({
      'POST /api/trackings': () => ({ data: shipmentFixture({ current_status: 'Pending' }), message: [SHIPMENT_MESSAGES.created] }),
    });
    await chooseCourier(user, 'DHL', 'DHL Express');
    await fill(user, /^Tracking Number/, '  TRK0001 ');
    await fill(user, /^Customer Email/, 'Ada@Example.com; Bob @Test.io');
    await fill(user, /^Other Email/, 'OPS@Example.org');
    await fill(user, /^Customer Phone No/, '+44 20 7946, 0800 123');
    await fill(user, /^Order URL/, 'https://shop.example.com/o/1');
    await user.click(screen.getByLabelText(/^Assign Sub User/));
    await user.click(await findOption('Sam Sub'));
    await user.click(save());

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('Pending'));
    expect(onClose).toHaveBeenCalled();
    expect(posts(calls)[0]?.body).toEqual({
      slug: 'dhl',
      tracking_number: 'TRK0001',
      postal_code: null,
      tracking_ship_date: null,
      source: 'Web',
      customer_name: null,
      customer_emails: ['ada@example.com', 'bob@test.io'],
      other_emails: ['ops@example.org'],
      customer_phone_numbers: ['+44207946', '0800123'],
      order_id: null,
      order_url: 'https://shop.example.com/o/1',
      assigned_id: SUB_USER_ID,
      tag: [],
      origin_country: null,
    });
    expect(await screen.findByText(SHIPMENT_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(field(/^Tracking Number/).value).toBe(''), { timeout: 2000 });
  });

  it('sends the origin country for a courier that takes one', async () => {
    const { user, calls } = setup({ 'POST /api/trackings': () => ({ data: shipmentFixture() }) });
    await chooseCourier(user, 'UPS', 'UPS');
    const country = field(/^Origin Country/);
    await user.click(country);
    await user.paste('United K');
    await user.click(await findOption('United Kingdom'));
    await fill(user, /^Tracking Number/, '1Z999AA10123456784');
    await user.click(save());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ slug: 'ups', origin_country: 'GB' });
  });

  it('shows the first server message in a snackbar when the shipment is refused', async () => {
    const { user, onClose } = setup({
      'POST /api/trackings': () => ({ status: 400, message: [SHIPMENT_MESSAGES.duplicate, 'second'] }),
    });
    await chooseCourier(user, 'DHL', 'DHL Express');
    await fill(user, /^Tracking Number/, 'TRK0001');
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(SHIPMENT_MESSAGES.duplicate)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not save or add anything when Enter is pressed in a field', async () => {
    const { user, calls } = setup();
    await chooseCourier(user, 'DHL', 'DHL Express');
    await fill(user, /^Tracking Number/, 'TRK0001');
    await user.keyboard('{Enter}');
    await fill(user, /^Order ID/, 'A-1');
    await user.keyboard('{Enter}');
    const tags = field(/^Tags/);
    await user.click(tags);
    await user.paste('Brand new');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('group', { name: 'Create New Tag' })).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    expect(calls.filter((c) => c.path === '/api/tag')).toHaveLength(0);
  });

  it('hides the sub-user picker from sub-users', async () => {
    storeSession(subUserFixture(['tracking']));
    setup();
    expect(field(/^Courier/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Assign Sub User/)).toBeNull();
  });

  it("sends the customer's language when one is chosen, and none for Automatic", async () => {
    const { user, calls } = setup({ 'POST /api/trackings': () => ({ data: shipmentFixture() }) });
    const language = screen.getByLabelText(/^Customer language/) as HTMLSelectElement;
    expect(language.value).toBe('');
    expect(language.selectedOptions[0]?.textContent).toBe('Automatic');
    expect(screen.getByText("Messages use this language's template variant; Automatic uses the destination country's language.")).toBeTruthy();
    await user.selectOptions(language, 'Deutsch');
    await chooseCourier(user, 'DHL', 'DHL Express');
    await fill(user, /^Tracking Number/, 'TRK0001');
    await user.click(save());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ slug: 'dhl', language: 'de' });
  });
});
