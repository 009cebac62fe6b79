import { DEFAULT_TAG_COLOR, TAG_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { DELETE_TAG_DIALOG, TagsRoute } from './TagsRoute';

const FRAGILE = { _id: '6f1c2a4e-1111-4a4a-9a9a-000000000001', tag_name: 'Fragile', tag_color: '#FFD9DF' };
const VIP = { _id: '6f1c2a4e-1111-4a4a-9a9a-000000000002', tag_name: 'VIP', tag_color: '#64BBFA' };

type StoredTag = typeof FRAGILE;

/** A small in-memory tag store behind the mocked API. */
function setup(initial: StoredTag[] = [FRAGILE, VIP], extra: Record<string, MockHandler> = {}) {
  let tags = [...initial];
  const byId = (url: URL) => url.pathname.split('/').pop();
  const calls = mockApi({
    'GET /api/tags': () => ({ data: tags }),
    'POST /api/tag': (body) => {
      const tag = { _id: '6f1c2a4e-1111-4a4a-9a9a-000000000009', ...(body as { tag_name: string; tag_color: string }) };
      tags = [...tags, tag];
      return { data: tag, message: [TAG_MESSAGES.added] };
    },
    [`PUT /api/tag/${FRAGILE._id}`]: (body, url) => {
      const change = body as Partial<StoredTag>;
      tags = tags.map((tag) => (tag._id === byId(url) ? { ...tag, ...change } : tag));
      return { data: tags.find((tag) => tag._id === byId(url)), message: [change.tag_color ? TAG_MESSAGES.colorUpdated : TAG_MESSAGES.nameUpdated] };
    },
    [`DELETE /api/tag/${FRAGILE._id}`]: (_body, url) => {
      tags = tags.filter((tag) => tag._id !== byId(url));
      return { message: [TAG_MESSAGES.deleted] };
    },
    ...extra,
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<TagsRoute />, { path: '/tags' });
  return { calls, user };
}

const writes = (calls: ApiCall[], method: string) => calls.filter((c) => c.method === method).map((c) => ({ path: c.path, body: c.body }));

describe('shipment tags screen', { timeout: 30000 }, () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('lists the tags under a breadcrumb back to settings', async () => {
    setup();
    expect(await screen.findByText('Fragile')).toBeTruthy();
    expect(screen.getByText('VIP')).toBeTruthy();
    expect(screen.getByText('#FFD9DF')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shipment Tags' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('shows the empty state', async () => {
    setup([]);
    expect(await screen.findByText(TAG_MESSAGES.noTags)).toBeTruthy();
  });

  it('renames a tag in place', async () => {
    const { user, calls } = setup();
    await screen.findByText('Fragile');
    await user.click(screen.getByLabelText('Rename Fragile'));
    const input = screen.getByLabelText('New name for Fragile');
    await user.clear(input);
    await user.paste('Handle with care');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(TAG_MESSAGES.nameUpdated)).toBeTruthy();
    expect(writes(calls, 'PUT')).toEqual([{ path: `/api/tag/${FRAGILE._id}`, body: { tag_name: 'Handle with care' } }]);
    expect(await screen.findByText('Handle with care')).toBeTruthy();
  });

  it('refuses an empty name and sends nothing for an unchanged one', async () => {
    const { user, calls } = setup();
    await screen.findByText('Fragile');
    await user.click(screen.getByLabelText('Rename Fragile'));
    const input = screen.getByLabelText('New name for Fragile');
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(TAG_MESSAGES.nameRequired)).toBeTruthy();
    await user.paste('Fragile');
    await user.click(screen.getByLabelText('Save name'));
    await waitFor(() => expect(screen.queryByLabelText('New name for Fragile')).toBeNull());
    expect(writes(calls, 'PUT')).toEqual([]);
  });

  it('shows a refused rename under the field', async () => {
    const { user } = setup(undefined, {
      [`PUT /api/tag/${FRAGILE._id}`]: () => ({ status: 400, message: [TAG_MESSAGES.exists] }),
    });
    await screen.findByText('Fragile');
    await user.click(screen.getByLabelText('Rename Fragile'));
    const input = screen.getByLabelText('New name for Fragile');
    await user.clear(input);
    await user.paste('VIP');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(TAG_MESSAGES.exists)).toBeTruthy();
  });

  it('recolours a tag from the palette', async () => {
    const { user, calls } = setup();
    await screen.findByText('Fragile');
    await user.click(screen.getByLabelText('Colour of Fragile'));
    const palette = await screen.findByRole('radiogroup', { name: 'Colour of Fragile' });
    await user.click(within(palette).getByRole('radio', { name: '#88F054' }));
    expect(await screen.findByText(TAG_MESSAGES.colorUpdated)).toBeTruthy();
    expect(writes(calls, 'PUT')).toEqual([{ path: `/api/tag/${FRAGILE._id}`, body: { tag_color: '#88F054' } }]);
    expect(await screen.findByText('#88F054')).toBeTruthy();
  });

  it('deletes a tag after confirmation', async () => {
    const { user, calls } = setup();
    await screen.findByText('Fragile');
    await user.click(screen.getByLabelText('Delete Fragile'));
    const dialog = await screen.findByRole('dialog', { name: DELETE_TAG_DIALOG.title });
    await user.click(within(dialog).getByText('Yes, Delete'));
    expect(await screen.findByText(TAG_MESSAGES.deleted)).toBeTruthy();
    expect(writes(calls, 'DELETE')).toEqual([{ path: `/api/tag/${FRAGILE._id}`, body: undefined }]);
    await waitFor(() => expect(screen.queryByText('Fragile')).toBeNull());
  });

  it('adds a tag with the default colour, and requires a name', async () => {
    const { user, calls } = setup();
    await screen.findByText('Fragile');
    await user.click(screen.getByText('ADD TAG'));
    expect(await screen.findByText(TAG_MESSAGES.nameRequired)).toBeTruthy();
    await user.click(screen.getByLabelText('Tag Name'));
    await user.paste('Returns');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(TAG_MESSAGES.added)).toBeTruthy();
    expect(writes(calls, 'POST')).toEqual([{ path: '/api/tag', body: { tag_name: 'Returns', tag_color: DEFAULT_TAG_COLOR } }]);
    expect(await screen.findByText('Returns')).toBeTruthy();
  });
});
