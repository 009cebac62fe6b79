import { describe, expect, it } from 'vitest';
import { EMPTY_TIMELINE, timelineHtml, timelineText } from './timeline.js';

/** The text of each timeline cell (the time's date and clock are in spans of their own). */
const cellTexts = (html: string) => [...html.matchAll(/<td style="[^"]+">(.*?)<\/td>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

const entries = [
  { status: 'In Transit', message: 'Arrived <at> hub', location: null, time: '05-03-2026 12:10 AM' },
  { status: 'Info Received', message: 'Label created', location: 'Pune', time: '03-03-2026 09:30 AM' },
];

describe('the timeline', () => {
  it('renders a table with its own inline styles: status, message, location or a dash, time', () => {
    const html = timelineHtml(entries);
    expect(html).toMatch(/^<table[^>]*style="[^"]+"/);
    expect(html).toContain('<th style="');
    const cells = cellTexts(html);
    expect(cells).toEqual(['In Transit', 'Arrived &#60;at&#62; hub', '-', '05-03-2026 12:10 AM', 'Info Received', 'Label created', 'Pune', '03-03-2026 09:30 AM']);
  });

  it('lets a time wrap only between its date and its clock', () => {
    expect(timelineHtml(entries)).toContain('<span style="white-space:nowrap">05-03-2026</span> <span style="white-space:nowrap">12:10 AM</span>');
  });

  it('renders lines in plain text, a dash for a missing location', () => {
    expect(timelineText(entries)).toBe('05-03-2026 12:10 AM | In Transit | Arrived <at> hub | -\n03-03-2026 09:30 AM | Info Received | Label created | Pune');
  });

  it('says so when there are no scans yet', () => {
    expect(timelineHtml([])).toContain(EMPTY_TIMELINE);
    expect(timelineText([])).toBe(EMPTY_TIMELINE);
  });
});
