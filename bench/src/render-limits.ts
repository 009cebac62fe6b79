import { EMAIL_BODY_MAX, TEMPLATE_HTML_MAX_NESTING, TEMPLATE_HTML_MAX_TAGS, templateHtmlRefusal, templateHtmlShape, TRACKING_PAGE_LIMITS } from '@trailpost/contracts';
import { renderEmail, renderPage } from '../../apps/server/dist/modules/templates/render.js';
import type { TemplateValues } from '../../apps/server/dist/modules/templates/values.js';

/**
 * The slowest templates a merchant may save: bodies at the size or the tag limit, shaped to
 * stress the sanitiser, the compiler and the CSS inliner (nesting at the depth limit, runs of `<`
 * with no `>`, tables, images, links, attributes, styles, placeholders). Each is rendered cold (a
 * body of its own, so no cache helps) several times; the median and the slowest are kept.
 */
const TRIES = Number(process.env.BENCH_RENDER_LIMIT_TRIES ?? 9);
const MAX = Math.min(EMAIL_BODY_MAX, TRACKING_PAGE_LIMITS.bodyMax);
const DEPTH = TEMPLATE_HTML_MAX_NESTING;

const tagsOf = (html: string) => templateHtmlShape(html).tags;

/** Repeats `unit` after `head`, closing with `tail`, as often as the size and tag limits allow. */
function fill(head: string, unit: string, tail = ''): string {
  const bySize = Math.floor((MAX - head.length - tail.length) / unit.length);
  // What one more unit adds (a run of `<a` without `>` is one tag however long, as parsers read it).
  const unitTags = tagsOf(unit.repeat(2)) - tagsOf(unit);
  const byTags = unitTags === 0 ? bySize : Math.floor((TEMPLATE_HTML_MAX_TAGS - tagsOf(head) - tagsOf(tail)) / unitTags);
  return head + unit.repeat(Math.min(bySize, byTags)) + tail;
}

const SHAPES: Record<string, (marker: string) => string> = {
  nested_at_depth_limit: (m) => fill(`${m}${'<div>'.repeat(DEPTH)}`, 'x', '</div>'.repeat(DEPTH)),
  nested_words: (m) => fill(`${m}${'<div>'.repeat(DEPTH)}`, 'word ', '</div>'.repeat(DEPTH)),
  unclosed_tag_starts: (m) => fill(m, '<a'),
  bare_less_than: (m) => fill(m, '<'),
  unclosed_comment: (m) => fill(`${m}<!--`, 'x'),
  paragraphs: (m) => fill(m, '<p>[Tracking Number] is [Tracking Status]</p>'),
  tables: (m) => fill(m, '<table><tr><td>x</td></tr></table>'),
  images: (m) => fill(m, '<img src="https://cdn.example/a.png" alt="x" width="10" style="display:block">'),
  links: (m) => fill(m, '<a href="https://shop.example/orders?id=1" style="color:#2563eb">Track [Tracking Number]</a>'),
  inline_styles: (m) => fill(m, '<p style="color:red;font-weight:bold">[Customer Name]</p>'),
  // Every style attribute its own, so no cleaned style is reused.
  distinct_styles: (m) =>
    m + Array.from({ length: TEMPLATE_HTML_MAX_TAGS / 2 - 1 }, (_, n) => `<p style="color:#${(n + Number(m.slice(5, -4)) * 1000).toString(16).padStart(6, '0')};margin:${n % 40}px">x</p>`).join(''),
  attributes: (m) => fill(`${m}<div `, 'a="b" ', '>x</div>'),
  placeholders: (m) => fill(m, '[Tracking Number]'),
};

const round = (value: number) => Math.round(value * 10) / 10;

export function measureLargestAccepted(values: TemplateValues) {
  let marker = 0;
  const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  const shapes: Record<string, { chars: number; tags: number; page_ms: { p50: number; max: number }; email_ms: { p50: number; max: number } }> = {};
  for (const [name, make] of Object.entries(SHAPES)) {
    const page: number[] = [];
    const email: number[] = [];
    let body = '';
    for (let i = 0; i < TRIES; i += 1) {
      body = make(`<!-- ${(marker += 1)} -->`);
      if (body.length > MAX || templateHtmlRefusal(body)) throw new Error(`${name} is not a template the product accepts`);
      let start = performance.now();
      renderPage(body, values);
      page.push(performance.now() - start);
      start = performance.now();
      renderEmail({ subject: 'Update', body }, values);
      email.push(performance.now() - start);
    }
    const spread = (times: number[]) => ({ p50: round(median(times)), max: round(Math.max(...times)) });
    shapes[name] = { chars: body.length, tags: tagsOf(body), page_ms: spread(page), email_ms: spread(email) };
  }
  const slowest = (pick: 'page_ms' | 'email_ms') => ({
    p50: Math.max(...Object.values(shapes).map((shape) => shape[pick].p50)),
    max: Math.max(...Object.values(shapes).map((shape) => shape[pick].max)),
  });
  return { max_chars: MAX, max_nesting: DEPTH, max_tags: TEMPLATE_HTML_MAX_TAGS, tries: TRIES, slowest_page_ms: slowest('page_ms'), slowest_email_ms: slowest('email_ms'), shapes };
}
