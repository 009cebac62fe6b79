import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SummaryRow } from '../utils/chart-data';
import { AverageDaysChart } from './AverageDaysChart';
import { StatusColumnChart } from './StatusColumnChart';
import { StatusPie } from './StatusPie';

const zero = { Pending: 0, InfoReceived: 0, InTransit: 0, OutForDelivery: 0, Delivered: 0, Exception: 0, FailedAttempt: 0, Expired: 0 };
const rows: SummaryRow[] = [
  { label: '2025-03-13', ...zero, InTransit: 4, Delivered: 6 },
  { label: '2025-03-14', ...zero, Exception: 2 },
];

beforeEach(() => {
  // jsdom draws nothing: the charts are given the width a card would have.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
});

describe('dashboard charts', () => {
  it('stacks a column per period, one segment per status present, and tells its numbers on hover', () => {
    render(<StatusColumnChart rows={rows} />);
    expect(screen.getByRole('img', { name: /Shipments by status for each period/ })).toBeTruthy();
    expect(screen.getByText('Mar 13')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Statuses' })).getAllByRole('listitem')).toHaveLength(8);
    fireEvent.mouseEnter(screen.getByText('Mar 13').parentElement!);
    const tooltip = screen.getByRole('tooltip');
    expect(within(tooltip).getByText('In Transit').nextSibling?.textContent).toBe('4');
    expect(within(tooltip).getByText('Total').nextSibling?.textContent).toBe('10');
    expect(within(tooltip).queryByText('Exception')).toBeNull();
  });

  it('draws a slice per status with shipments and names it on hover', () => {
    const { container } = render(
      <StatusPie
        total={5}
        shares={[
          { status: 'Delivered', count: 3, percentage: 60 },
          { status: 'Exception', count: 2, percentage: 40 },
          { status: 'Pending', count: 0, percentage: 0 },
        ]}
      />,
    );
    const slices = container.querySelectorAll('path');
    expect(slices).toHaveLength(2);
    fireEvent.mouseEnter(slices[1]!);
    expect(within(screen.getByRole('tooltip')).getByText('Exception').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Shipments')).toBeTruthy();
  });

  it('gives each courier a bar with its average and cuts a long name', () => {
    render(<AverageDaysChart bars={[{ name: 'USPS', days: 6.5 }, { name: 'A Courier With A Very Long Name', days: 3.25 }]} />);
    expect(screen.getByText('6.50')).toBeTruthy();
    expect(screen.getByText('A Courier With A …')).toBeTruthy();
    fireEvent.mouseEnter(screen.getByText('3.25').parentElement!);
    expect(within(screen.getByRole('tooltip')).getByText('3.25 days')).toBeTruthy();
  });
});
