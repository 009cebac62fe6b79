import { TRACKING_PAGE_MESSAGES, type TrackingTemplateView } from '@trailpost/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { POPUP_BLOCKED } from '../components/TrackingTemplateForm';
import { findCodeEditor } from '../test-codemirror';
import { DEFAULT_ID, DEFAULT_PAGE, NEW_ID } from '../test-data';
import { renderAtPaths } from '@/test/render-at-paths';
import { TrackingTemplateEditorRoute } from './TrackingTemplateEditorRoute';

const PATHS = ['/custom_tracking_page/create', '/custom_tracking_page/edit/:id', '/custom_tracking_page/copy/:id'];

function setup(url: string, extra: Record<string, MockHandler> = {}) {
  const stored = new Map<string, TrackingTemplateView>([[DEFAULT_ID, DEFAULT_PAGE]]);
  const saved = (id: string, body: unknown): TrackingTemplateView => {
    const template = { ...DEFAULT_PAGE, is_default_template: 0 as const, ...(body as object), _id: id };
    stored.set(id, template);
    return template;
  };
  const calls = mockApi({
    [`GET /api/tracking_template/${DEFAULT_ID}`]: () => ({ data: stored.get(DEFAULT_ID) }),
    [`GET /api/tracking_template/${NEW_ID}`]: () => ({ data: stored.get(NEW_ID) }),
    'GET /api/tracking_template/list': () => ({ data: [...stored.values()] }),
    'POST /api/tracking_template': (body) => ({ data: saved(NEW_ID, body), message: [TRACKING_PAGE_MESSAGES.created] }),
    [`PUT /api/tracking_template/${DEFAULT_ID}`]: (body) => ({ data: saved(DEFAULT_ID, body), message: [TRACKING_PAGE_MESSAGES.updated] }),
    ...extra,
  });
  const user = userEvent.setup({ delay: null });
  const view = renderAtPaths(<TrackingTemplateEditorRoute />, PATHS, url);
  return { calls, user, ...view };
}

const sent = (calls: ApiCall[], key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body);
const location = () => screen.getByTestId('location').textContent;
const nameField = () => screen.getByLabelText(/Page Name/) as HTMLInputElement;

describe('tracking-page editor', () => {
  // The form's rules arrive on its first check; loaded once here, so that a busy machine's first
  // transform of them does not eat the wait of the check under test.
  beforeAll(() => import('../utils/form-resolvers'));
  beforeEach(() => storeSession(sessionFixture()));

  it('asks for a page name before sending anything, and offers no Preview on create', async () => {
    const { calls, user } = setup('/custom_tracking_page/create');
    await screen.findByRole('heading', { name: 'New Tracking Page' });
    await findCodeEditor();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TRACKING_PAGE_MESSAGES.nameRequired)).toBeTruthy();
    // Spaces only are no name either.
    await user.type(nameField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TRACKING_PAGE_MESSAGES.nameRequired)).toBeTruthy();
    expect(sent(calls, 'POST /api/tracking_template')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/custom_tracking_page');
  });

  it('inserts placeholders at the cursor of the HTML, creates the template and moves to its edit address', async () => {
    const { calls, user } = setup('/custom_tracking_page/create');
    const editor = await findCodeEditor();
    await user.type(nameField(), 'Holiday page');
    act(() => {
      editor.dispatch({ changes: { from: 0, insert: '<h1></h1>' } });
      editor.focus();
      editor.dispatch({ selection: { anchor: 4 } });
    });
    // The groups of part 2 §2.10, in order.
    const panel = screen.getByRole('region', { name: 'Insert Values' });
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Order', 'Organization', 'Tracking']);
    await user.click(within(panel).getByRole('button', { name: 'Insert Tracking Number' }));
    expect(editor.state.doc.toString()).toBe('<h1>[Tracking Number]</h1>');
    await user.click(within(panel).getByRole('button', { name: 'Insert Order ID' }));
    expect(editor.state.doc.toString()).toBe('<h1>[Tracking Number][Order ID]</h1>');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TRACKING_PAGE_MESSAGES.created)).toBeTruthy();
    expect(sent(calls, 'POST /api/tracking_template')).toEqual([{ template_name: 'Holiday page', body: '<h1>[Tracking Number][Order ID]</h1>', language: null }]);
    await waitFor(() => expect(location()).toBe(`/custom_tracking_page/edit/${NEW_ID}`));
    expect(await screen.findByRole('heading', { name: 'Edit Tracking Page' })).toBeTruthy();
    expect(nameField().value).toBe('Holiday page');
  });

  it('puts a placeholder at the end while the editor has not been used', async () => {
    const { user } = setup(`/custom_tracking_page/edit/${DEFAULT_ID}`);
    const editor = await findCodeEditor();
    await user.click(screen.getByRole('button', { name: 'Insert Courier Name' }));
    expect(editor.state.doc.toString()).toBe(`${DEFAULT_PAGE.body}[Courier Name]`);
  });

  it('flags bracketed names that are not placeholders, but not the selectors of a style sheet', async () => {
    setup(`/custom_tracking_page/edit/${DEFAULT_ID}`);
    const editor = await findCodeEditor();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => editor.dispatch({ changes: { from: editor.state.doc.length, insert: '<p>[Track No]</p>' } }));
    expect((await screen.findByRole('status')).textContent).toContain('[Track No]');
  });

  it('saves changes to an existing template and stays on it', async () => {
    const { calls, user } = setup(`/custom_tracking_page/edit/${DEFAULT_ID}`);
    await findCodeEditor();
    expect(nameField().value).toBe('Default Template');
    await user.clear(nameField());
    await user.type(nameField(), 'Main page');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TRACKING_PAGE_MESSAGES.updated)).toBeTruthy();
    expect(sent(calls, `PUT /api/tracking_template/${DEFAULT_ID}`)).toEqual([{ template_name: 'Main page', body: DEFAULT_PAGE.body, language: null }]);
    expect(location()).toBe(`/custom_tracking_page/edit/${DEFAULT_ID}`);
  });

  it("fixes the page's language, or leaves it to the customer's", async () => {
    const { calls, user } = setup(`/custom_tracking_page/edit/${DEFAULT_ID}`);
    await findCodeEditor();
    const language = screen.getByRole('combobox', { name: 'Page language' });
    expect(language.textContent).toBe("The customer's language");
    await user.click(language);
    await user.click(screen.getByRole('option', { name: '日本語' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TRACKING_PAGE_MESSAGES.updated)).toBeTruthy();
    expect(sent(calls, `PUT /api/tracking_template/${DEFAULT_ID}`)).toEqual([{ template_name: 'Default Template', body: DEFAULT_PAGE.body, language: 'ja' }]);
  });

  it('shows a refusal of the server in the flash and under its field', async () => {
    const { user } = setup(`/custom_tracking_page/edit/${DEFAULT_ID}`, {
      [`PUT /api/tracking_template/${DEFAULT_ID}`]: () => ({ status: 400, message: [TRACKING_PAGE_MESSAGES.bodyTooLong] }),
    });
    await findCodeEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(TRACKING_PAGE_MESSAGES.bodyTooLong)).toHaveLength(2));
  });

  it('starts a copy as "Copy of" the source and saves it as a new template', async () => {
    const { calls, user } = setup(`/custom_tracking_page/copy/${DEFAULT_ID}`);
    await screen.findByRole('heading', { name: 'Copy Tracking Page' });
    await findCodeEditor();
    expect(nameField().value).toBe('Copy of Default Template');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TRACKING_PAGE_MESSAGES.created)).toBeTruthy();
    expect(sent(calls, 'POST /api/tracking_template')).toEqual([{ template_name: 'Copy of Default Template', body: DEFAULT_PAGE.body, language: null }]);
    expect(sent(calls, `PUT /api/tracking_template/${DEFAULT_ID}`)).toEqual([]);
    await waitFor(() => expect(location()).toBe(`/custom_tracking_page/edit/${NEW_ID}`));
  });

  it('opens the preview of the edited template in a new tab, and says when pop-ups are blocked', async () => {
    const open = vi.fn<typeof window.open>(() => null);
    vi.stubGlobal('open', open);
    const { user } = setup(`/custom_tracking_page/edit/${DEFAULT_ID}`);
    await findCodeEditor();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(open).toHaveBeenCalledWith(`/custom_tracking_page/preview/${DEFAULT_ID}`, '_blank');
    expect(await screen.findByText(POPUP_BLOCKED)).toBeTruthy();
  });

  it('opens a copy\'s preview without an id: the copy is not saved yet', async () => {
    const open = vi.fn<typeof window.open>(() => null);
    vi.stubGlobal('open', open);
    const { user } = setup(`/custom_tracking_page/copy/${DEFAULT_ID}`);
    await findCodeEditor();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(open).toHaveBeenCalledWith('/custom_tracking_page/preview', '_blank');
  });

  it('says when the template does not exist', async () => {
    setup('/custom_tracking_page/edit/0b7c6f1e-4444-4b4b-8c8c-00000000dead');
    expect(await screen.findByText(TRACKING_PAGE_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tracking Pages' }).getAttribute('href')).toBe('/custom_tracking_page');
  });
});
