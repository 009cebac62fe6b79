import { formatDay, type DateFormat } from '@trailpost/contracts';
import { escapeHtml } from '../../platform/html-escape.js';
import type { MailMessage } from '../../platform/mail.js';
import { courierTitle } from '../couriers/index.js';
import type { DayFigures, ExceptionRow } from './repository.js';

export interface DigestContent {
  tenantId: string;
  to: string;
  name: string;
  companyName: string;
  /** The organization's logo address, shown at the top of the e-mail. */
  logoUrl: string | null;
  /** The local day it reports, "YYYY-MM-DD". */
  day: string;
  dateFormat: DateFormat;
  figures: DayFigures;
  exceptions: ExceptionRow[];
  /** Shipments added over the last 30 days, and how many of them are delivered. */
  lastThirtyDays: { added: number; delivered: number };
  publicUrl: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/** "82%" of the last 30 days' shipments delivered, or null when none were added. */
export function deliveryRate({ added, delivered }: { added: number; delivered: number }): string | null {
  return added > 0 ? `${Math.round((delivered / added) * 100)}%` : null;
}

/** The daily digest e-mail: yesterday's figures, the latest exceptions and the 30-day delivery rate. */
export function composeDigest(content: DigestContent): MailMessage {
  const { figures, exceptions, publicUrl } = content;
  const day = formatDay(content.day, content.dateFormat);
  const rate = deliveryRate(content.lastThirtyDays);
  const lines: [string, number][] = [
    ['New shipments', figures.created],
    ['Delivered', figures.delivered],
    ['Exceptions', figures.exceptions],
    ['Failed attempts', figures.failedAttempts],
  ];
  const rateText = rate
    ? `30-day delivery rate: ${rate} of the ${count(content.lastThirtyDays.added)} shipments added in the last 30 days are delivered.`
    : 'No shipments were added in the last 30 days.';
  const link = (row: ExceptionRow) => `${publicUrl}/tracking/${row.id}`;
  const describe = (row: ExceptionRow) =>
    [`${row.trackingNumber} (${courierTitle(row.slug)})`, row.customerName, row.message].filter(Boolean).join(' · ');

  const text = [
    `Hi ${content.name},`,
    '',
    `Your shipments on ${day}:`,
    ...lines.map(([label, n]) => `- ${label}: ${count(n)}`),
    '',
    rateText,
    ...(exceptions.length ? ['', 'Latest exceptions:', ...exceptions.map((row) => `- ${describe(row)}: ${link(row)}`)] : []),
    '',
    `All shipments: ${publicUrl}/tracking`,
    `You receive this e-mail because the daily digest is on. Turn it off: ${publicUrl}/email_alerts`,
  ].join('\n');

  const cells = lines
    .map(([label, n]) => `<td style="padding:8px 16px;text-align:center"><div style="font-size:22px;font-weight:600">${count(n)}</div><div style="color:#555">${label}</div></td>`)
    .join('');
  const exceptionItems = exceptions
    .map((row) => `<li><a href="${escapeHtml(link(row))}">${escapeHtml(row.trackingNumber)}</a> ${escapeHtml(describe(row).slice(row.trackingNumber.length))}</li>`)
    .join('');
  const html = [
    content.logoUrl ? `<p><img src="${escapeHtml(content.logoUrl)}" alt="${escapeHtml(content.companyName)}" style="max-height:48px"></p>` : '',
    `<p>Hi ${escapeHtml(content.name)},</p>`,
    `<p>Your shipments on <strong>${escapeHtml(day)}</strong>:</p>`,
    `<table role="presentation" style="border-collapse:collapse"><tr>${cells}</tr></table>`,
    `<p>${escapeHtml(rateText)}</p>`,
    exceptions.length ? `<p><strong>Latest exceptions</strong></p><ul>${exceptionItems}</ul>` : '',
    `<p><a href="${escapeHtml(`${publicUrl}/tracking`)}">Open your shipments</a></p>`,
    `<p style="color:#777;font-size:12px">You receive this e-mail because the daily digest is on. <a href="${escapeHtml(`${publicUrl}/email_alerts`)}">Turn it off</a>.</p>`,
  ].join('');

  return {
    tenantId: content.tenantId,
    to: content.to,
    subject: `${content.companyName}: your shipments on ${day}`,
    text,
    html,
  };
}
