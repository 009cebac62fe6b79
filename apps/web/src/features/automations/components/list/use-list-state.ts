import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseListSearch, serialiseListState, type AutomationListState } from './list-url';

/** The rule list's filters and page, read from and written to the query string (in place, no new history entry). */
export function useListState() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseListSearch(location.search), [location.search]);

  const update = useCallback(
    (next: AutomationListState) => {
      const search = serialiseListState(next);
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate, location.pathname],
  );

  return { state, update };
}
