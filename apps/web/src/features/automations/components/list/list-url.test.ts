import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_STATE, parseListSearch, serialiseListState, toListParams } from './list-url';

describe('the rule list in the query string', () => {
  it('round-trips every filter with readable commas', () => {
    const search = 'typeListArr=Inbuilt,Custom&triggerListArr=Shipment%20Created&triggerListId=CREATED&actionListArr=Send%20Email,Add%20Tags&actionListId=EMAIL,TAG&searchQuery=late&pageId=3';
    const state = parseListSearch(`?${search}`);
    expect(state).toEqual({
      types: ['Inbuilt', 'Custom'],
      triggers: [{ value: 'CREATED', label: 'Shipment Created' }],
      actions: [
        { value: 'EMAIL', label: 'Send Email' },
        { value: 'TAG', label: 'Add Tags' },
      ],
      searchQuery: 'late',
      pageId: 3,
    });
    expect(serialiseListState(state)).toBe(search);
    expect(toListParams(state)).toEqual({ pageId: 3, limit: 20, searchQuery: 'late', event_type: 'Inbuilt,Custom', trigger: 'CREATED', action: 'EMAIL,TAG' });
  });

  it('drops what the server would refuse and keeps ids whose labels do not line up', () => {
    const state = parseListSearch('?typeListArr=Both,Custom&actionListId=EMAIL,FAX&actionListArr=Send Email&triggerListId=CREATED,UPDATED&triggerListArr=Shipment Created&pageId=-2');
    expect(state.types).toEqual(['Custom']);
    expect(state.actions).toEqual([{ value: 'EMAIL', label: '' }]);
    expect(state.triggers).toEqual([
      { value: 'CREATED', label: '' },
      { value: 'UPDATED', label: '' },
    ]);
    expect(state.pageId).toBe(1);
  });

  it('is empty for the bare list', () => {
    expect(parseListSearch('')).toEqual(EMPTY_LIST_STATE);
    expect(serialiseListState(EMPTY_LIST_STATE)).toBe('');
    expect(toListParams(EMPTY_LIST_STATE)).toEqual({ pageId: 1, limit: 20 });
  });
});
