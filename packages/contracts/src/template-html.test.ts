import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_HTML_MAX_NESTING,
  TEMPLATE_HTML_MAX_TAGS,
  TEMPLATE_HTML_MESSAGES,
  templateHtmlRefusal,
  templateHtmlShape,
  textOutsideTags,
} from './template-html.js';

const nested = (depth: number) => '<div>'.repeat(depth) + 'x' + '</div>'.repeat(depth);

describe('template HTML shape', () => {
  it('counts nesting and tags; void and self-closing elements do not deepen it', () => {
    expect(templateHtmlShape('<p><b>a</b><br><img src="x"/></p>')).toEqual({ depth: 2, tags: 6 });
    expect(templateHtmlShape('plain text')).toEqual({ depth: 0, tags: 0 });
  });

  it('reads a > or a closing tag inside a quoted attribute as part of the value', () => {
    expect(templateHtmlShape('<a title="1 > 0 </a>"><span>x</span></a>').depth).toBe(2);
    expect(templateHtmlShape("<a title='</a></a>'>x</a>").depth).toBe(1);
  });

  it('counts a stray < in text as a tag but not as an element', () => {
    expect(templateHtmlShape('1 < 2 <p>x</p>')).toEqual({ depth: 1, tags: 3 });
  });

  it('stops at a tag that never closes', () => {
    expect(templateHtmlShape('<p>x</p><div class="open')).toEqual({ depth: 1, tags: 3 });
  });

  it('accepts HTML at the limits and refuses one past them, nesting first', () => {
    expect(templateHtmlRefusal(nested(TEMPLATE_HTML_MAX_NESTING))).toBeNull();
    expect(templateHtmlRefusal(nested(TEMPLATE_HTML_MAX_NESTING + 1))).toBe(TEMPLATE_HTML_MESSAGES.tooDeep);
    expect(templateHtmlRefusal('<br>'.repeat(TEMPLATE_HTML_MAX_TAGS))).toBeNull();
    expect(templateHtmlRefusal('<br>'.repeat(TEMPLATE_HTML_MAX_TAGS + 1))).toBe(TEMPLATE_HTML_MESSAGES.tooManyTags);
    expect(templateHtmlRefusal(nested(TEMPLATE_HTML_MAX_TAGS))).toBe(TEMPLATE_HTML_MESSAGES.tooDeep);
  });

  it('reads a long run of < without > in linear time', () => {
    // A quadratic scan of 200,000 characters would not end within the test's timeout.
    expect(templateHtmlShape('<a'.repeat(100_000)).tags).toBe(1);
    expect(textOutsideTags('<'.repeat(200_000))).toBe('<'.repeat(200_000));
  });
});

describe('text outside tags', () => {
  it('leaves what a tag-stripping expression would leave', () => {
    const samples = ['<p>Hello <b>there</b></p>', 'a < b', 'x <unclosed', '>a<br>b<', ''];
    for (const html of samples) expect(textOutsideTags(html)).toBe(html.replace(/<[^>]*>/g, ''));
  });
});
