import { escapeHtml } from '../../platform/html-escape.js';
import english from '@trailpost/contracts/locales/en.json' with { type: 'json' };
import type { TimelineRows } from './values.js';

/** What the timeline says before the courier's first scan. */
export const EMPTY_TIMELINE = english.noCheckpoints;

/** The timeline's own words: its column heads and what it says without scans. */
export interface TimelineLabels {
  status: string;
  message: string;
  location: string;
  time: string;
  empty: string;
}

const ENGLISH: TimelineLabels = { status: english.timelineStatus, message: english.timelineMessage, location: english.timelineLocation, time: english.timelineTime, empty: EMPTY_TIMELINE };
/** Shown for a scan without a location (or time). */
export const MISSING = '-';

// The timeline is inserted after the template's CSS was inlined, so it carries its own styles.
const CELL = 'padding:8px 6px;border-bottom:1px solid #e5e7eb;text-align:start;vertical-align:top';
const HEAD = `${CELL};font-weight:600;color:#374151;background-color:#f9fafb`;
const TABLE = 'width:100%;border-collapse:collapse;font-size:14px;line-height:20px;color:#111827';

const cell = (text: string, extra = '') => `<td style="${CELL}${extra}">${escapeHtml(text)}</td>`;

/** On a phone the time may wrap, but only between its date and its clock. */
function timeCell(time: string): string {
  const gap = time.indexOf(' ');
  if (gap < 0) return cell(time || MISSING);
  const keep = (text: string) => `<span style="white-space:nowrap">${escapeHtml(text)}</span>`;
  return `<td style="${CELL}">${keep(time.slice(0, gap))} ${keep(time.slice(gap + 1))}</td>`;
}

/** `[Tracking Timeline]` in HTML: a table, newest scan first (status, message, location, time). */
export function timelineHtml(entries: TimelineRows): string {
  const labels = entries.labels ?? ENGLISH;
  if (!entries.length) return `<p style="margin:0;color:#6b7280">${escapeHtml(labels.empty)}</p>`;
  const head = [labels.status, labels.message, labels.location, labels.time].map((label) => `<th style="${HEAD}">${escapeHtml(label)}</th>`).join('');
  const rows = entries
    .map((entry) =>
      `<tr>${cell(entry.status, ';font-weight:600')}${cell(entry.message)}${cell(entry.location ?? MISSING)}${timeCell(entry.time)}</tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${TABLE}"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** `[Tracking Timeline]` in plain text: one line per scan, newest first. */
export function timelineText(entries: TimelineRows): string {
  if (!entries.length) return (entries.labels ?? ENGLISH).empty;
  return entries.map((entry) => [entry.time || MISSING, entry.status, entry.message, entry.location ?? MISSING].join(' | ')).join('\n');
}
