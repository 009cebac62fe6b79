import { ACTION_TYPES, AUTOMATION_PAGE_SIZE } from '@trailpost/contracts';
import type { AutomationListParams } from '../../api/get-automations';

/**
 * The rule list's filters live in the query string so that they survive a reload (part 2 §2.14):
 *
 *   ?typeListArr=Inbuilt,Custom
 *   &triggerListArr=Shipment Created,No update for 24 hours&triggerListId=CREATED,NO_UPDATE_24H
 *   &actionListArr=Send Email&actionListId=EMAIL
 *   &searchQuery=late&pageId=2
 *
 * Each list is joined with commas (kept readable, not %2C). An …Arr key holds the chips' words and
 * its …Id key the values sent to the server, in the same order; the type's words are its values.
 * Trigger names and action labels hold no commas; should a link's two lists not line up, the
 * chips fall back to the filter choices' words. pageId counts from 1 and is left out on page 1.
 */
export const LIST_URL_KEYS = {
  types: 'typeListArr',
  triggerLabels: 'triggerListArr',
  triggerIds: 'triggerListId',
  actionLabels: 'actionListArr',
  actionIds: 'actionListId',
  search: 'searchQuery',
  page: 'pageId',
} as const;

export const RULE_TYPES = ['Inbuilt', 'Custom'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** A chosen filter value with the words its chip shows ('' when the link did not say). */
export type Choice = { value: string; label: string };

export type AutomationListState = { types: RuleType[]; triggers: Choice[]; actions: Choice[]; searchQuery: string; pageId: number };

export const EMPTY_LIST_STATE: AutomationListState = { types: [], triggers: [], actions: [], searchQuery: '', pageId: 1 };

function split(raw: string | null): string[] {
  return [...new Set((raw ?? '').split(',').map((part) => part.trim()).filter(Boolean))];
}

function pair(params: URLSearchParams, idKey: string, labelKey: string, known?: readonly string[]): Choice[] {
  const ids = split(params.get(idKey));
  const labels = (params.get(labelKey) ?? '').split(',').map((part) => part.trim());
  const aligned = labels.length === ids.length;
  return ids.map((value, index) => ({ value, label: aligned ? (labels[index] ?? '') : '' })).filter((choice) => !known || known.includes(choice.value));
}

/** The list state of a query string; unknown types and actions are dropped (the server would refuse them). */
export function parseListSearch(search: string): AutomationListState {
  const params = new URLSearchParams(search);
  const page = Number(params.get(LIST_URL_KEYS.page));
  return {
    types: RULE_TYPES.filter((type) => split(params.get(LIST_URL_KEYS.types)).includes(type)),
    triggers: pair(params, LIST_URL_KEYS.triggerIds, LIST_URL_KEYS.triggerLabels),
    actions: pair(params, LIST_URL_KEYS.actionIds, LIST_URL_KEYS.actionLabels, ACTION_TYPES),
    searchQuery: params.get(LIST_URL_KEYS.search)?.trim() ?? '',
    pageId: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const encode = (value: string) => encodeURIComponent(value).replace(/%2C/g, ',');

/** The query string of a list state, without "?" ('' for the bare list). */
export function serialiseListState(state: AutomationListState): string {
  const entries: [string, string][] = [];
  if (state.types.length) entries.push([LIST_URL_KEYS.types, state.types.join(',')]);
  if (state.triggers.length) {
    entries.push([LIST_URL_KEYS.triggerLabels, state.triggers.map((choice) => choice.label).join(',')]);
    entries.push([LIST_URL_KEYS.triggerIds, state.triggers.map((choice) => choice.value).join(',')]);
  }
  if (state.actions.length) {
    entries.push([LIST_URL_KEYS.actionLabels, state.actions.map((choice) => choice.label).join(',')]);
    entries.push([LIST_URL_KEYS.actionIds, state.actions.map((choice) => choice.value).join(',')]);
  }
  if (state.searchQuery) entries.push([LIST_URL_KEYS.search, state.searchQuery]);
  if (state.pageId > 1) entries.push([LIST_URL_KEYS.page, String(state.pageId)]);
  return entries.map(([key, value]) => `${key}=${encode(value)}`).join('&');
}

/** What `GET /automation/list` is asked for this state. */
export function toListParams(state: AutomationListState): AutomationListParams {
  const join = (choices: Choice[]) => (choices.length ? choices.map((choice) => choice.value).join(',') : undefined);
  return {
    pageId: state.pageId,
    limit: AUTOMATION_PAGE_SIZE,
    searchQuery: state.searchQuery || undefined,
    event_type: state.types.length ? state.types.join(',') : undefined,
    trigger: join(state.triggers),
    action: join(state.actions),
  };
}
