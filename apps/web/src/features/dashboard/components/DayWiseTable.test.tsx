import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DayWiseTable } from './DayWiseTable';

describe('the day-wise table', () => {
  it('scrolls in a named region that the keyboard can reach', () => {
    render(<DayWiseTable rows={[]} couriers={[]} />);
    const region = screen.getByRole('region', { name: 'Day Wise Turn Around Time Of Courier table' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table'))).toBe(true);
  });
});
