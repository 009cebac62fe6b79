import { DEFAULT_TAG_COLOR, TAG_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { TAG_FRAGILE, TAG_VIP } from '../test-data';
import type { TagRef } from '../utils/shipment-form';
import { TagPicker } from './TagPicker';

const ALL = [TAG_FRAGILE, TAG_VIP];
const NEW_TAG = { _id: '6f1c2a4e-1111-4a4a-9a9a-000000000003', tag_name: 'Urgent', tag_color: '#88F054' };

let current: TagRef[] = [];

function Harness({ initial }: { initial: TagRef[] }) {
  const [tags, setTags] = useState(initial);
  current = tags;
  return <TagPicker value={tags} onChange={setTags} />;
}

function setup(initial: TagRef[] = [], createStatus = 200) {
  storeSession(sessionFixture());
  const calls = mockApi({
    'POST /api/tags/search': (body) => {
      const query = (body as { query: string }).query.toLowerCase();
      return { data: ALL.filter((tag) => tag.tag_name.toLowerCase().includes(query)) };
    },
    'POST /api/tag': (body) =>
      createStatus === 200
        ? { data: { ...NEW_TAG, ...(body as object) }, message: [TAG_MESSAGES.added] }
        : { status: createStatus, message: [TAG_MESSAGES.exists] },
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<Harness initial={initial} />, { path: '/' });
  return { calls, user, input: screen.getByLabelText('Tags') };
}

const creates = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/tag');
const ref = (tag: typeof TAG_FRAGILE): TagRef => ({ tag_id: tag._id, tag_name: tag.tag_name, tag_color: tag.tag_color });

describe('tag picker', { timeout: 30000 }, () => {
  it('suggests matching tags and adds the chosen one as a chip', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste('frag');
    const listbox = await screen.findByRole('listbox');
    await user.click(await within(listbox).findByText('Fragile'));
    expect(current).toEqual([ref(TAG_FRAGILE)]);
    expect(screen.getByText('Fragile').closest('.MuiChip-root')).toBeTruthy();
  });

  it('offers "Create New Tag" for an unknown name and creates it with the chosen palette colour', async () => {
    const { user, input, calls } = setup();
    await user.click(input);
    await user.paste('Urgent');
    const listbox = await screen.findByRole('listbox');
    await user.click(await within(listbox).findByText('Create New Tag'));
    const panel = screen.getByRole('group', { name: 'Create New Tag' });
    expect((within(panel).getByLabelText('Tag Name') as HTMLInputElement).value).toBe('Urgent');
    expect(creates(calls)).toHaveLength(0);

    await user.click(within(panel).getByRole('radio', { name: '#88F054' }));
    await user.click(within(panel).getByText('CREATE'));
    expect(await screen.findByText(TAG_MESSAGES.added)).toBeTruthy();
    expect(creates(calls).map((c) => c.body)).toEqual([{ tag_name: 'Urgent', tag_color: '#88F054' }]);
    await waitFor(() => expect(current).toEqual([{ tag_id: NEW_TAG._id, tag_name: 'Urgent', tag_color: '#88F054' }]));
  });

  it('starts a new tag at the default picker colour and never creates on Enter', async () => {
    const { user, input, calls } = setup();
    await user.click(input);
    await user.paste('Urgent');
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('group', { name: 'Create New Tag' });
    await user.type(within(panel).getByLabelText('Tag Name'), '{Enter}');
    expect(creates(calls)).toHaveLength(0);
    await user.click(within(panel).getByText('CREATE'));
    await waitFor(() => expect(creates(calls)).toHaveLength(1));
    expect(creates(calls)[0]?.body).toEqual({ tag_name: 'Urgent', tag_color: DEFAULT_TAG_COLOR });
  });

  it('adds an existing tag on Enter only when it is not already chosen', async () => {
    const { user, input, calls } = setup([ref(TAG_FRAGILE)]);
    await user.click(input);
    await user.paste('Fragile');
    await user.keyboard('{Enter}');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(current).toEqual([ref(TAG_FRAGILE)]);
    expect(screen.queryByRole('group', { name: 'Create New Tag' })).toBeNull();

    await user.paste('vip');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(current).toEqual([ref(TAG_FRAGILE), ref(TAG_VIP)]));
    expect(creates(calls)).toHaveLength(0);
  });

  it('shows a refused creation in the panel', async () => {
    const { user, input } = setup([], 400);
    await user.click(input);
    await user.paste('Urgent');
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('group', { name: 'Create New Tag' });
    await user.click(within(panel).getByText('CREATE'));
    expect(await within(panel).findByText(TAG_MESSAGES.exists)).toBeTruthy();
    expect(current).toEqual([]);
  });
});
