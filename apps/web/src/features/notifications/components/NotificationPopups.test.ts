import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@trailpost/contracts';
import { MAX_POPUPS, withPopup } from './NotificationPopups';

const item = (id: string) => ({ _id: id, message: id }) as NotificationItem;

describe('withPopup', () => {
  it('puts the newest first and keeps at most three on screen', () => {
    let shown: NotificationItem[] = [];
    for (const id of ['a', 'b', 'c', 'd']) shown = withPopup(shown, item(id));
    expect(shown.map((popup) => popup._id)).toEqual(['d', 'c', 'b']);
    expect(shown).toHaveLength(MAX_POPUPS);
  });

  it('shows a notification delivered twice once', () => {
    expect(withPopup([item('a'), item('b')], item('a')).map((popup) => popup._id)).toEqual(['a', 'b']);
  });
});
