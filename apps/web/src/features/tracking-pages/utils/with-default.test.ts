import { describe, expect, it } from 'vitest';
import { withDefault } from './with-default';

describe('withDefault', () => {
  it('leaves the chosen template as the only default, in the same order', () => {
    const list = [
      { _id: 'a', is_default_template: 1 as const },
      { _id: 'b', is_default_template: 0 as const },
      { _id: 'c', is_default_template: 0 as const },
    ];
    expect(withDefault(list, 'c')).toEqual([
      { _id: 'a', is_default_template: 0 },
      { _id: 'b', is_default_template: 0 },
      { _id: 'c', is_default_template: 1 },
    ]);
    expect(list[0]!.is_default_template).toBe(1);
  });
});
