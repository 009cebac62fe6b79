import { DELIVERY_DATE_TEXTS, ORDER_LOOKUP_VERIFICATION_TEXTS, TRACKING_PAGE_MESSAGES, TRACKING_PAGE_SETTINGS_MESSAGES, type TrackingTemplateListItem } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { DELETE_DIALOG } from '../components/DeleteTrackingPageDialog';
import { DEFAULT_PAGE, listItem, SUMMER_ID, SUMMER_PAGE } from '../test-data';
import { DEFAULT_LANGUAGE_LABEL } from '../components/PageSettingsCard';
import { NO_TEMPLATES, TrackingTemplatesRoute } from './TrackingTemplatesRoute';

function setup(extra: Record<string, MockHandler> = {}, initial: TrackingTemplateListItem[] = [listItem(DEFAULT_PAGE), listItem(SUMMER_PAGE)]) {
  let templates = [...initial];
  let settings = { order_lookup_verification: true, default_language: 'en', delivery_date_source: 'courier_first' };
  let custom: Record<string, string> = {};
  const calls = mockApi({
    'GET /api/user/tracking_page_settings': () => ({ data: settings }),
    'PUT /api/user/tracking_page_settings': (body) => {
      settings = body as typeof settings;
      return { data: settings, message: [TRACKING_PAGE_SETTINGS_MESSAGES.saved] };
    },
    'GET /api/user/tracking_page_texts': (_body, url) => ({ data: textsOf(url.searchParams.get('language') ?? 'en', custom) }),
    'PUT /api/user/tracking_page_texts': (body) => {
      const sent = body as { language: string; texts: Record<string, string> };
      custom = sent.texts;
      return { data: textsOf(sent.language, custom), message: [TRACKING_PAGE_SETTINGS_MESSAGES.textsSaved] };
    },
    'GET /api/tracking_template/list': () => ({ data: templates }),
    [`DELETE /api/tracking_template/${SUMMER_ID}`]: () => {
      templates = templates.filter((t) => t._id !== SUMMER_ID);
      return { message: [TRACKING_PAGE_MESSAGES.deleted] };
    },
    [`PUT /api/tracking_template/default/${SUMMER_ID}`]: () => {
      templates = templates.map((t) => ({ ...t, is_default_template: t._id === SUMMER_ID ? 1 : 0 }));
      return { message: [TRACKING_PAGE_MESSAGES.defaultUpdated] };
    },
    ...extra,
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<TrackingTemplatesRoute />, { path: '/custom_tracking_page' });
  return { calls, user };
}

/** Two of the page's texts, as the server lists them. */
const textsOf = (language: string, custom: Record<string, string>) => ({
  language,
  texts: [
    { key: 'searchTitle', text: language === 'de' ? 'Sendung verfolgen' : 'Track your shipment', custom: custom.searchTitle ?? null },
    { key: 'track', text: language === 'de' ? 'Verfolgen' : 'Track', custom: custom.track ?? null },
  ],
});

const count = (calls: ApiCall[], key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).length;
const deleteButton = (name: string) => screen.getByRole('button', { name: `Delete ${name}` }) as HTMLButtonElement;

describe('tracking pages list', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('shows the columns, the default starred, and where each action goes', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Default Template' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Default', 'Template Name', 'Delete', 'Preview', 'Copy']);
    expect(screen.getByRole('img', { name: 'Default Template is the default' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make Summer sale the default' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Default Template the default' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Summer sale' }).getAttribute('href')).toBe(`/custom_tracking_page/edit/${SUMMER_ID}`);
    expect(screen.getByRole('link', { name: 'Copy Summer sale' }).getAttribute('href')).toBe(`/custom_tracking_page/copy/${SUMMER_ID}`);
    const preview = screen.getByRole('link', { name: 'Preview Summer sale' });
    expect(preview.getAttribute('href')).toBe(`/custom_tracking_page/preview/${SUMMER_ID}`);
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Add tracking page' }).getAttribute('href')).toBe('/custom_tracking_page/create');
  });

  it('does not let the default be deleted, and says why', async () => {
    const { user } = setup();
    await screen.findByRole('link', { name: 'Default Template' });
    expect(deleteButton('Default Template').disabled).toBe(true);
    expect(deleteButton('Summer sale').disabled).toBe(false);
    await user.hover(deleteButton('Default Template').parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', TRACKING_PAGE_MESSAGES.defaultNotDeletable);
  });

  it('asks before deleting; Cancel keeps the template', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Summer sale' }));
    const dialog = await screen.findByRole('dialog', { name: DELETE_DIALOG.title });
    expect(within(dialog).getByText('Are you sure that you want to delete this tracking page?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Yes, Delete' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(count(calls, `DELETE /api/tracking_template/${SUMMER_ID}`)).toBe(0);
  });

  it('deletes on "Yes, Delete" and reloads the list', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Summer sale' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(TRACKING_PAGE_MESSAGES.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Summer sale' })).toBeNull());
    expect(count(calls, `DELETE /api/tracking_template/${SUMMER_ID}`)).toBe(1);
    expect(count(calls, 'GET /api/tracking_template/list')).toBe(2);
  });

  it('moves the star at once, then tells the server', async () => {
    let answer: () => void = () => undefined;
    const { calls, user } = setup({
      [`PUT /api/tracking_template/default/${SUMMER_ID}`]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ message: [TRACKING_PAGE_MESSAGES.defaultUpdated] });
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Make Summer sale the default' }));
    // Flipped locally before the server answered: only the chosen template is the default.
    expect(await screen.findByRole('img', { name: 'Summer sale is the default' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Default Template is the default' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make Default Template the default' })).toBeTruthy();
    expect(deleteButton('Summer sale').disabled).toBe(true);
    expect(deleteButton('Default Template').disabled).toBe(false);
    answer();
    expect(await screen.findByText(TRACKING_PAGE_MESSAGES.defaultUpdated)).toBeTruthy();
    expect(count(calls, `PUT /api/tracking_template/default/${SUMMER_ID}`)).toBe(1);
  });

  it('puts the star back when the server refuses', async () => {
    let reads = 0;
    const { user } = setup({
      // The list is not read again in time: only the local undo can put the star back.
      'GET /api/tracking_template/list': () => (++reads === 1 ? { data: [listItem(DEFAULT_PAGE), listItem(SUMMER_PAGE)] } : new Promise(() => undefined)),
      [`PUT /api/tracking_template/default/${SUMMER_ID}`]: () => ({ status: 400, message: [TRACKING_PAGE_MESSAGES.notFound] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Make Summer sale the default' }));
    expect(await screen.findByText(TRACKING_PAGE_MESSAGES.notFound)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Default Template is the default' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make Summer sale the default' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    setup({}, []);
    expect(await screen.findByText(NO_TEMPLATES, { exact: false })).toBeTruthy();
  });

  it('shows the server\'s message when the list cannot be read', async () => {
    setup({ 'GET /api/tracking_template/list': () => ({ status: 500, message: ['Database unavailable'] }) });
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
  });

  it('shows a loader while the list loads', async () => {
    setup({ 'GET /api/tracking_template/list': () => new Promise(() => undefined) });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});

describe('lookup settings', () => {
  beforeEach(() => storeSession(sessionFixture()));
  const verificationSwitch = async () => (await screen.findByLabelText(ORDER_LOOKUP_VERIFICATION_TEXTS.label)) as HTMLInputElement;

  it('shows whether an order number needs a second detail, and turns it off and on with the server text', async () => {
    const { calls, user } = setup();
    expect((await verificationSwitch()).checked).toBe(true);
    expect(screen.getByText(ORDER_LOOKUP_VERIFICATION_TEXTS.help)).toBeTruthy();
    await user.click(await verificationSwitch());
    expect(await screen.findByText(TRACKING_PAGE_SETTINGS_MESSAGES.saved)).toBeTruthy();
    await waitFor(async () => expect((await verificationSwitch()).checked).toBe(false));
    await user.click(await verificationSwitch());
    await waitFor(async () => expect((await verificationSwitch()).checked).toBe(true));
    expect(calls.filter((call) => call.method === 'PUT' && call.path === '/api/user/tracking_page_settings').map((call) => call.body)).toEqual([
      { order_lookup_verification: false, default_language: 'en', delivery_date_source: 'courier_first' },
      { order_lookup_verification: true, default_language: 'en', delivery_date_source: 'courier_first' },
    ]);
  });

  it("keeps the switch and shows the server's message when the save is refused", async () => {
    const { user } = setup({
      'PUT /api/user/tracking_page_settings': () => ({ status: 403, message: ["Guess you don't have access to this module. Check with your admin for more details."] }),
    });
    await user.click(await verificationSwitch());
    expect(await screen.findByText(/Guess you don't have access/)).toBeTruthy();
    await waitFor(async () => expect((await verificationSwitch()).checked).toBe(true));
  });

  it("sets the page's default language", async () => {
    const { calls, user } = setup();
    const language = await screen.findByRole('combobox', { name: DEFAULT_LANGUAGE_LABEL });
    expect(language.textContent).toBe('English');
    await user.click(language);
    await user.click(screen.getByRole('option', { name: 'Deutsch' }));
    expect(await screen.findByText(TRACKING_PAGE_SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT' && call.path === '/api/user/tracking_page_settings').map((call) => call.body)).toEqual([
      { order_lookup_verification: true, default_language: 'de', delivery_date_source: 'courier_first' },
    ]);
  });
});

describe('the delivery date customers see', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('shows the choice and saves another one', async () => {
    const { calls, user } = setup();
    const select = await screen.findByRole('combobox', { name: DELIVERY_DATE_TEXTS.sourceLabel });
    expect(select.textContent).toBe(DELIVERY_DATE_TEXTS.sources.courier_first);
    await user.click(select);
    await user.click(screen.getByRole('option', { name: DELIVERY_DATE_TEXTS.sources.predicted }));
    expect(await screen.findByText(TRACKING_PAGE_SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT' && call.path === '/api/user/tracking_page_settings').map((call) => call.body)).toEqual([
      { order_lookup_verification: true, default_language: 'en', delivery_date_source: 'predicted' },
    ]);
  });
});

describe('page texts', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it("shows a language's texts greyed, and saves the merchant's own words for the ones filled in", async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Page texts' }));
    await user.click(screen.getByRole('combobox', { name: 'Language of the texts' }));
    await user.click(screen.getByRole('option', { name: 'Deutsch' }));
    const title = (await screen.findByRole('textbox', { name: 'Track your shipment' })) as HTMLInputElement;
    expect(title.placeholder).toBe('Sendung verfolgen');
    expect(title.value).toBe('');
    await user.type(title, 'Wo ist mein Paket?');
    await user.click(screen.getByRole('button', { name: 'Save texts' }));
    expect(await screen.findByText(TRACKING_PAGE_SETTINGS_MESSAGES.textsSaved)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT' && call.path === '/api/user/tracking_page_texts').map((call) => call.body)).toEqual([
      { language: 'de', texts: { searchTitle: 'Wo ist mein Paket?' } },
    ]);
  });
});

