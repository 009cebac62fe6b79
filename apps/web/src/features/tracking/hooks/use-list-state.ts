import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isDefaultState, parseListSearch, serialiseListState, type ListState } from '../utils/list-url';

/**
 * The list state kept in the query string. `update` rewrites the query string in place;
 * `reset` (a removed chip, a cleared search) falls back to a bare /tracking when nothing is left.
 */
export function useListState() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseListSearch(location.search), [location.search]);

  const update = useCallback(
    (next: ListState) => {
      void navigate({ pathname: location.pathname, search: `?${serialiseListState(next)}` }, { replace: true });
    },
    [navigate, location.pathname],
  );

  const reset = useCallback(
    (next: ListState) => {
      if (isDefaultState(next)) void navigate({ pathname: location.pathname, search: '' }, { replace: true });
      else update(next);
    },
    [navigate, location.pathname, update],
  );

  return { state, search: location.search, update, reset };
}
