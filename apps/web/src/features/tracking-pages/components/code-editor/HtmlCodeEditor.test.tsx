import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HtmlCodeEditor from './HtmlCodeEditor';

describe('the HTML code editor', () => {
  it('puts its editable text in the keyboard order, named by its label', () => {
    const { container } = render(<HtmlCodeEditor value="<p>Hi</p>" onChange={() => undefined} labelId="label" describedById="notes" invalid={false} />);
    const content = container.querySelector('.cm-content')!;
    expect(content.getAttribute('tabindex')).toBe('0');
    expect(content.getAttribute('aria-labelledby')).toBe('label');
  });
});
