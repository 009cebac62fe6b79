import { describe, expect, it } from 'vitest';
import { TEMPLATE_HTML_MAX_NESTING, TEMPLATE_HTML_MAX_TAGS, TEMPLATE_HTML_MESSAGES, templateHtmlShape, templateNestingDepth, textOutsideTags, TRACKING_PAGE_LIMITS, TRACKING_PAGE_MESSAGES } from '@trailpost/contracts';
import { messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { TEMPLATE_PREVIEWS_PER_MINUTE } from './preview.js';

const t = useTestApp();
const preview = (who: SignedIn, body: string) => t.app.inject({ method: 'POST', url: '/api/tracking_template/preview', headers: who.headers, payload: { body } });

/** The largest page accepted: nested as deep as allowed, then filled with rows to the tag limit, then with text to the length limit. */
function largestPage(): string {
  const open = '<div>'.repeat(TEMPLATE_HTML_MAX_NESTING - 2);
  const row = '<p><b>[Tracking Number]</b> on its way</p>';
  const rows = row.repeat(Math.floor((TEMPLATE_HTML_MAX_TAGS - (TEMPLATE_HTML_MAX_NESTING - 2)) / 4));
  return open + rows + 'x'.repeat(TRACKING_PAGE_LIMITS.bodyMax - open.length - rows.length);
}

describe('the shape of template HTML', () => {
  it('counts every tag, comment and stray "<", and a run of "<a" without ">" as the one tag parsers read', () => {
    expect(templateHtmlShape('<p>a <b>b</b><br><!-- c --> 1 < 2</p>')).toEqual({ depth: 2, tags: 7 });
    expect(templateHtmlShape('<a'.repeat(1000)).tags).toBe(1);
  });

  it('leaves the text outside tags as the regular expression would, a run of "<" without ">" included', () => {
    for (const html of ['<p>Hi <b>there</b></p>', 'a < b', '<<<<', '<p>x<', 'no tags', '<a href=">">y</a>']) {
      expect(textOutsideTags(html), html).toBe(html.replace(/<[^>]*>/g, ''));
    }
  });
});

describe('how deep a template nests', () => {
  it.each([
    ['<p>text</p>', 1],
    ['<div><p><b>x</b></p><p>y</p></div>', 3],
    ['<div><br><img src="a.png"><hr/><span/></div>', 1],
    ['<DIV><Div></div></DIV>', 2],
    ['<p><b>'.repeat(3), 6],
    ['</p></p><p>', 1],
    ['a < b and 2<3, <!-- <div> -->', 1],
    ['<a'.repeat(1000), 0],
    [`<div title="<p>">${'<'.repeat(1000)}</div>`, 1],
    // A closing tag inside a quoted value closes nothing: each <i> still nests.
    ['<i title="></div>">'.repeat(300), 300],
    ["<i title='x>'   class = \"></i>\">".repeat(5), 5],
    ['<div a="unterminated><div><div>', 0],
    [`${'<a b="'.repeat(1000)}`, 0],
  ])('%j nests %i deep', (html, depth) => {
    expect(templateNestingDepth(html)).toBe(depth);
  });
});

describe('tracking-page template HTML limits', () => {
  it("refuses the probe's 200 KB of unclosed tags with the length message", async () => {
    const owner = await signUp(t.app);
    const response = await preview(owner, '<p><b>'.repeat(33_000));
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(TRACKING_PAGE_MESSAGES.bodyTooLong);
  });

  it('refuses HTML nested deeper than the limit, on preview and on save', async () => {
    const owner = await signUp(t.app);
    const deep = '<p><b>'.repeat(TEMPLATE_HTML_MAX_NESTING);
    expect(messagesOf(await preview(owner, deep))).toEqual([TEMPLATE_HTML_MESSAGES.tooDeep]);
    const saved = await t.app.inject({ method: 'POST', url: '/api/tracking_template', headers: owner.headers, payload: { template_name: 'Deep', body: deep } });
    expect(messagesOf(saved)).toEqual([TEMPLATE_HTML_MESSAGES.tooDeep]);
  });

  it('refuses HTML with more tags than the limit, on preview and on save', async () => {
    const owner = await signUp(t.app);
    const crowded = '<p>x</p>'.repeat(TEMPLATE_HTML_MAX_TAGS / 2 + 1);
    expect(messagesOf(await preview(owner, crowded))).toEqual([TEMPLATE_HTML_MESSAGES.tooManyTags]);
    expect(messagesOf(await preview(owner, '<'.repeat(TEMPLATE_HTML_MAX_TAGS + 1)))).toEqual([TEMPLATE_HTML_MESSAGES.tooManyTags]);
    const saved = await t.app.inject({ method: 'POST', url: '/api/tracking_template', headers: owner.headers, payload: { template_name: 'Crowded', body: crowded } });
    expect(messagesOf(saved)).toEqual([TEMPLATE_HTML_MESSAGES.tooManyTags]);
    expect((await preview(owner, '<p>x</p>'.repeat(TEMPLATE_HTML_MAX_TAGS / 2))).statusCode).toBe(200);
  });

  it('renders the largest page accepted, deeply nested', async () => {
    const owner = await signUp(t.app);
    const body = largestPage();
    expect(body.length).toBeLessThanOrEqual(TRACKING_PAGE_LIMITS.bodyMax);
    const response = await preview(owner, body);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().data.html).toContain('<p><b>');
    expect(response.json().data.html).not.toContain('[Tracking Number]');
  });

  it('answers 429 in the envelope once an account has previewed too often, whatever its address', async () => {
    const owner = await signUp(t.app);
    for (let call = 0; call < TEMPLATE_PREVIEWS_PER_MINUTE; call++) expect((await preview(owner, `<p>${call}</p>`)).statusCode).toBe(200);
    const refused = await preview(owner, '<p>one more</p>');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ meta: { code: 429 }, data: null });
    expect(refused.headers['retry-after']).toBeTruthy();
    // Another account is not held back.
    expect((await preview(await signUp(t.app), '<p>mine</p>')).statusCode).toBe(200);
  });
});
