import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_NAMES, placeholderToken } from '@trailpost/contracts';
import { renderEmail, renderPage, renderSms, renderSubject } from './render.js';
import { sampleTemplateValues } from './sample-values.js';
import type { TemplateValues } from './values.js';

/** The text of each timeline cell (the time's date and clock are in spans of their own). */
const cellTexts = (html: string) => [...html.matchAll(/<td style="[^"]+">(.*?)<\/td>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

const base = sampleTemplateValues(
  { companyName: 'Acme & Sons', contactNumber: '+91 98765 43210', website: 'https://acme.test', logoUrl: 'https://app.test/logo.png' },
  { dateFormat: 'DD-MM-YYYY', timeZone: 'Asia/Kolkata' },
  { trackingPageLink: 'https://acme.trailpost.app/trackingPage/76543210987', now: new Date('2026-11-20T10:00:00Z') },
);
const values = (overrides: Partial<TemplateValues> = {}): TemplateValues => ({ ...base, ...overrides });
const EVERY_PLACEHOLDER = PLACEHOLDER_NAMES.map((name) => `<p>${placeholderToken(name)}</p>`).join('');
const email = (body: string, subject = 'Order [Order ID]') => renderEmail({ subject, body }, values());
/** How a link shows in mail clients that ignore style sheets: coloured and underlined, written on the element. */
const LINK_STYLE = 'color:#1f5fbf;text-decoration:underline';
const PAGE_LINK = 'https://acme.trailpost.app/trackingPage/76543210987';

describe('renderEmail', () => {
  it('fills every placeholder, in the subject, the HTML and the text', () => {
    const subject = PLACEHOLDER_NAMES.filter((name) => !['Tracking Timeline', 'Logo', 'Courier Logo'].includes(name)).map(placeholderToken).join(' ');
    const rendered = renderEmail({ subject, body: EVERY_PLACEHOLDER }, values({ 'Courier Logo': 'https://cdn.test/courier.png' }));
    for (const name of PLACEHOLDER_NAMES) {
      expect(rendered.subject).not.toContain(placeholderToken(name));
      expect(rendered.html).not.toContain(placeholderToken(name));
      expect(rendered.text).not.toContain(placeholderToken(name));
    }
    expect(rendered.subject).toContain('76543210987 Out for Delivery');
    expect(rendered.html).toContain('<p>76543210987</p>');
    expect(rendered.html).toContain('<p>20-11-2026 09:30:00 PM</p>');
    expect(rendered.html).toContain('<img src="https://app.test/logo.png" alt="Acme &#38; Sons"');
    expect(rendered.html).toContain('<img src="https://cdn.test/courier.png" alt="Blue Dart"');
    expect(rendered.text).toContain('20-11-2026 01:30 PM | Out for Delivery | Out for delivery | Bengaluru');
  });

  it('escapes values: markup in a value stays text', () => {
    const rendered = renderEmail(
      { subject: 'Hi [Customer Name]', body: '<p title="[Customer Name]">Hi [Customer Name]</p>' },
      values({ 'Customer Name': '"><img src=x onerror=alert(1)><script>alert(2)</script>' }),
    );
    expect(rendered.html).not.toMatch(/<script|<img src=x|onerror=alert\(1\)>/);
    expect(rendered.html).toContain('<p title="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#60;script&#62;alert(2)&#60;/script&#62;">Hi &#34;&#62;&#60;img');
    // Plain text is text: the value as given.
    expect(rendered.subject).toBe('Hi "><img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(rendered.text).toBe('Hi "><img src=x onerror=alert(1)><script>alert(2)</script>');
  });

  it('leaves unknown placeholders as typed', () => {
    const rendered = email('<p>[Tracking Number] [Parcel Colour] [tracking number]</p>', '[Order ID] [Gift Note]');
    expect(rendered.html).toContain('<p>76543210987 [Parcel Colour] [tracking number]</p>');
    expect(rendered.subject).toBe('#1042 [Gift Note]');
    expect(rendered.text).toBe('76543210987 [Parcel Colour] [tracking number]');
  });

  it('fills only bracketed names: the bare words stay text', () => {
    const rendered = email('<p>Logo</p><p title="Website">Tracking Timeline</p>');
    expect(rendered.html).toContain('<p>Logo</p><p title="Website">Tracking Timeline</p>');
  });

  it('sanitises the body when rendering, whatever was stored', () => {
    const rendered = email('<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe>');
    expect(rendered.html).not.toMatch(/script|onclick|javascript:|iframe/i);
  });

  it('inlines <style> rules with juice and keeps media queries in the head', () => {
    const rendered = email('<style>p.lead{color:#336699;font-size:16px} @media (max-width:600px){.wide{width:100%!important}}</style><p class="lead">Hi [Customer Name]</p><table class="wide"><tr><td>x</td></tr></table>');
    expect(rendered.html).toContain('<p class="lead" style="color:#336699;font-size:16px">Hi Asha Verma</p>');
    const head = rendered.html.slice(0, rendered.html.indexOf('</head>'));
    expect(head).toMatch(/<style>@media \(max-width:600px\) \{\s*\.wide \{\s*width: 100%!important;\s*\}\s*\}<\/style>/);
    expect(rendered.html.slice(rendered.html.indexOf('<body'))).not.toContain('<style');
  });

  it('wraps the body in a responsive document', () => {
    const { html } = email('<p>Hi</p>', 'Your order [Order ID]');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">/);
    expect(html).toContain('<title>Your order #1042</title>');
    expect(html).toMatch(/<div style="max-width:600px;[^"]*"><p>Hi<\/p><\/div><\/body><\/html>$/);
  });

  it('keeps the subject on one line', () => {
    expect(renderSubject('Update\r\non [Tracking Number]:\n [Tracking Timeline]', values({ 'Tracking Timeline': base['Tracking Timeline'].slice(0, 2) }))).toBe(
      'Update on 76543210987: 20-11-2026 01:30 PM | Out for Delivery | Out for delivery | Bengaluru 19-11-2026 07:30 PM | In Transit | Arrived at the delivery centre | Bengaluru',
    );
  });

  it('renders the timeline as our table, a missing location as a dash', () => {
    const { html } = renderEmail(
      { subject: 's', body: '<div>[Tracking Timeline]</div>' },
      values({ 'Tracking Timeline': [{ status: 'Info Received', message: 'Label created', location: null, time: '17-11-2026 09:30 AM' }] }),
    );
    expect(html).toMatch(/<div><table role="presentation"[^>]*style="[^"]+">/);
    expect(cellTexts(html)).toEqual(['Info Received', 'Label created', '-', '17-11-2026 09:30 AM']);
  });

  it('fills links after sanitising and checks them once filled', () => {
    const body = '<a href="[Tracking Page Link]">Track</a> <a href="[Order URL]">Order</a> <img src="[Logo]" alt="x"> <a href="mailto:help@acme.test?subject=[Order ID]">Help</a>';
    const good = renderEmail({ subject: 's', body }, values());
    expect(good.html).toContain(`<a href="https://acme.trailpost.app/trackingPage/76543210987" style="${LINK_STYLE}">Track</a>`);
    expect(good.html).toContain(`<a href="https://acme.test/orders/1042" style="${LINK_STYLE}">Order</a>`);
    expect(good.html).toContain('<img src="https://app.test/logo.png" alt="x">');
    expect(good.html).toContain(`<a href="mailto:help@acme.test?subject=#1042" style="${LINK_STYLE}">Help</a>`);

    const bad = renderEmail({ subject: 's', body }, values({ 'Order URL': ' javascript:alert(document.cookie)', Logo: 'data:image/svg+xml;base64,PHN2Zz4=' }));
    expect(bad.html).toContain(`<a style="${LINK_STYLE}">Order</a>`);
    expect(bad.html).not.toMatch(/javascript:|data:image\/svg/);
    // An image whose filled source is refused or empty is left out whole.
    expect(bad.html).not.toContain('alt="x"');
  });

  it('makes [Tracking Page Link] in text a link that looks like one, without nesting it in the link around it', () => {
    const { html } = email('<p>Follow it here: [Tracking Page Link]</p><p><a href="[Tracking Page Link]">[Tracking Page Link]</a></p>');
    expect(html).toContain(`<p>Follow it here: <a href="${PAGE_LINK}" style="${LINK_STYLE}">${PAGE_LINK}</a></p>`);
    expect(html).toContain(`<p><a href="${PAGE_LINK}" style="${LINK_STYLE}">${PAGE_LINK}</a></p>`);
    // An empty link (a shipment without one) stays empty text, and the text version keeps the address.
    expect(renderEmail({ subject: 's', body: '<p>Track: [Tracking Page Link]</p>' }, values({ 'Tracking Page Link': '' })).html).toContain('<p>Track: </p>');
    expect(email('<p>Track: [Tracking Page Link]</p>').text).toBe(`Track: ${PAGE_LINK}`);
  });

  it("gives every link a colour and an underline on the element, keeping the template's own", () => {
    const { html } = email(
      '<style>a.brand{color:#aa3300}</style><a href="https://acme.test">Shop</a> <a class="brand" href="https://acme.test/a">A</a> ' +
        '<a href="https://acme.test/b" style="text-decoration:none;font-weight:bold">B</a> <a href="https://acme.test/c" style="color:#000000">C</a>',
    );
    expect(html).toContain(`<a href="https://acme.test" style="${LINK_STYLE}">Shop</a>`);
    expect(html).toContain('<a class="brand" href="https://acme.test/a" style="color:#aa3300;text-decoration:underline">A</a>');
    expect(html).toContain('<a href="https://acme.test/b" style="text-decoration:none;font-weight:bold;color:#1f5fbf">B</a>');
    expect(html).toContain('<a href="https://acme.test/c" style="color:#000000;text-decoration:underline">C</a>');
  });

  it('cleans a style attribute once a placeholder has filled it', () => {
    const body = '<p style="color:[Customer Name]">a</p>';
    expect(renderEmail({ subject: 's', body }, values({ 'Customer Name': 'red' })).html).toContain('<p style="color:red">a</p>');
    expect(renderEmail({ subject: 's', body }, values({ 'Customer Name': 'red;background:url(javascript:alert(1))' })).html).toContain('<p style="color:red">a</p>');
    expect(renderEmail({ subject: 's', body }, values({ 'Customer Name': 'expression(alert(1))' })).html).toContain('<p>a</p>');
  });

  it('gives a readable plain-text version', () => {
    const rendered = email(
      '<style>p{color:red}</style><h1>Hello [Customer Name]</h1><p>[Logo]</p><p>Your parcel is <b>[Tracking Status]</b>.</p>' +
        '<p><a href="[Tracking Page Link]">Track it</a></p><table><tr><td>Order</td><td>[Order ID]</td></tr></table><ul><li>Thanks</li></ul><div>[Tracking Timeline]</div>',
    );
    expect(rendered.text).toBe(
      [
        'Hello Asha Verma',
        '',
        'Your parcel is Out for Delivery.',
        '',
        'Track it <https://acme.trailpost.app/trackingPage/76543210987>',
        '',
        'Order   #1042',
        '',
        ' * Thanks',
        '',
        '20-11-2026 01:30 PM | Out for Delivery | Out for delivery | Bengaluru',
        '19-11-2026 07:30 PM | In Transit | Arrived at the delivery centre | Bengaluru',
        '18-11-2026 11:30 AM | In Transit | Departed the sorting hub | Bhiwandi Hub',
        '17-11-2026 05:30 PM | In Transit | Picked up from the seller | Mumbai',
        '17-11-2026 09:30 AM | Info Received | Shipment information received | -',
      ].join('\n'),
    );
  });

  it('renders distinct messages from one cached template', () => {
    const body = '<p>Hi [Customer Name]</p>';
    expect(renderEmail({ subject: 's', body }, values({ 'Customer Name': 'A' })).html).toContain('<p>Hi A</p>');
    expect(renderEmail({ subject: 's', body }, values({ 'Customer Name': 'B' })).html).toContain('<p>Hi B</p>');
  });
});

describe('renderSms', () => {
  it('fills values as plain text, unknown placeholders as typed', () => {
    expect(renderSms('Hi [Customer Name], [Company Name]: your parcel [Tracking Number] is [Tracking Status]. Track: [Tracking Page Link] [Coupon]', values())).toBe(
      'Hi Asha Verma, Acme & Sons: your parcel 76543210987 is Out for Delivery. Track: https://acme.trailpost.app/trackingPage/76543210987 [Coupon]',
    );
  });

  it('turns markup placeholders into text: logos empty, the timeline as lines', () => {
    const text = renderSms('[Logo][Courier Logo]Updates:\n[Tracking Timeline]', values({ 'Tracking Timeline': base['Tracking Timeline'].slice(0, 1) }));
    expect(text).toBe('Updates:\n20-11-2026 01:30 PM | Out for Delivery | Out for delivery | Bengaluru');
  });
});

describe('renderPage', () => {
  it('sanitises, escapes and keeps <style> for the browser (no inlining)', () => {
    const html = renderPage(
      '<style>.banner{color:red}</style><div class="banner" onclick="x()">[Logo] [Company Name]</div><script>alert(1)</script><p>[Tracking Timeline]</p>',
      values(),
    );
    expect(html).toMatch(/^<style>\.banner\{color:red\}<\/style><div class="banner"><img src="https:\/\/app\.test\/logo\.png" alt="Acme &#38; Sons"[^>]*> Acme &#38; Sons<\/div><p><table/);
    expect(html).not.toMatch(/script|onclick/);
  });

  it('leaves links to the page\'s own style sheet', () => {
    expect(renderPage('<p>[Tracking Page Link] <a href="https://acme.test">Shop</a></p>', values())).toBe(`<p>${PAGE_LINK} <a href="https://acme.test">Shop</a></p>`);
  });
});
