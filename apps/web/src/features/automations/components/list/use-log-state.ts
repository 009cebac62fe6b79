import { AUTOMATION_PAGE_SIZE, AUTOMATION_RUN_OUTCOMES, type AutomationRunOutcome } from '@trailpost/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AutomationLogsParams } from '../../api/get-automation-logs';

/** The log's filters in the query string (?outcome=matched|skipped&searchQuery=…&pageId=…), so that a reload keeps them. */
export type LogState = { outcome: AutomationRunOutcome | ''; searchQuery: string; pageId: number };

export function parseLogSearch(params: URLSearchParams): LogState {
  const outcome = params.get('outcome') ?? '';
  const page = Number(params.get('pageId'));
  return {
    outcome: (AUTOMATION_RUN_OUTCOMES as readonly string[]).includes(outcome) ? (outcome as AutomationRunOutcome) : '',
    searchQuery: params.get('searchQuery')?.trim() ?? '',
    pageId: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function toLogParams(state: LogState): AutomationLogsParams {
  return { pageId: state.pageId, limit: AUTOMATION_PAGE_SIZE, outcome: state.outcome || undefined, searchQuery: state.searchQuery || undefined };
}

/** Reads and rewrites (in place) the log's filters; a new filter starts from the first page. */
export function useLogState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseLogSearch(params), [params]);
  const update = useCallback(
    (next: LogState) => {
      const entries: [string, string][] = [];
      if (next.outcome) entries.push(['outcome', next.outcome]);
      if (next.searchQuery) entries.push(['searchQuery', next.searchQuery]);
      if (next.pageId > 1) entries.push(['pageId', String(next.pageId)]);
      setParams(new URLSearchParams(entries), { replace: true });
    },
    [setParams],
  );
  return { state, update };
}
