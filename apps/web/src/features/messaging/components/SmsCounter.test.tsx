import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmsCounter } from './SmsCounter';

const show = (text: string) => {
  render(<SmsCounter text={text} />);
  return { parts: screen.getByTestId('sms-parts').textContent, counter: screen.getByTestId('sms-counter').textContent };
};

describe('SMS counter', () => {
  it('fits 160 GSM-7 characters in one SMS', () => {
    expect(show('a'.repeat(160))).toEqual({ parts: '1 SMS · GSM-7 · 160 per SMS', counter: '160/612' });
  });

  it('splits 161 into two parts of 153', () => {
    expect(show('a'.repeat(161))).toEqual({ parts: '2 SMS · GSM-7 · 153 per SMS', counter: '161/612' });
  });

  it('counts a line break and an extended character as 2', () => {
    expect(show('a\nb€')).toEqual({ parts: '1 SMS · GSM-7 · 160 per SMS', counter: '6/612' });
  });

  it('names the characters that force Unicode', () => {
    expect(show('Zażółć 😀 ok')).toEqual({ parts: '1 SMS · UCS-2 · 70 per SMS', counter: '12/268' });
    expect(screen.getByText('These characters need Unicode: ż, ó, ł, ć, 😀')).toBeTruthy();
  });

  it('shows a count over the limit in the error colour', () => {
    show('a'.repeat(613));
    const counter = screen.getByTestId('sms-counter');
    expect(counter.textContent).toBe('613/612');
    expect(getComputedStyle(counter).color).toBe('rgb(211, 47, 47)');
  });
});
