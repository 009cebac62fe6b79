import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TablePager } from './TablePager';

function pager(props: Partial<Parameters<typeof TablePager>[0]> = {}) {
  const onPageChange = vi.fn();
  const onRowsPerPageChange = vi.fn();
  render(<TablePager count={1_234} page={2} rowsPerPage={20} rowsPerPageOptions={[20, 50, 100]} onPageChange={onPageChange} onRowsPerPageChange={onRowsPerPageChange} {...props} />);
  return { onPageChange, onRowsPerPageChange };
}

describe('TablePager', () => {
  it('says which rows are shown of how many, and moves a page back or on', async () => {
    const { onPageChange } = pager();
    expect(screen.getByText('21–40 of 1,234')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first page or past the last', () => {
    pager({ count: 45, page: 1 });
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the last, shorter page', () => {
    pager({ count: 45, page: 3 });
    expect(screen.getByText('41–45 of 45')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads 0–0 of 0 with nothing to move to when the list is empty', () => {
    pager({ count: 0, page: 1 });
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the page sizes under the label "Rows per page"', async () => {
    const { onRowsPerPageChange } = pager();
    const select = screen.getByRole('combobox', { name: 'Rows per page:' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['20', '50', '100']);
    await userEvent.setup().selectOptions(select, '100');
    expect(onRowsPerPageChange).toHaveBeenCalledWith(100);
  });
});
