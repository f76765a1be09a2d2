import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureTable } from '../../../src/components/ui/figure-table';

describe('FigureTable', () => {
  it('is a table whose labels head their rows, with optional column headers and a total', () => {
    render(
      <FigureTable
        caption="Earnings by month"
        headers={['Month', 'Earned']}
        rows={[
          { key: '2026-10', label: 'Oct 2026', value: '₩64,000' },
          { key: 'total', label: 'In all', value: '₩114,500', total: true },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Earnings by month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Earned']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Oct 2026');
    expect(within(rows[0]!).getByRole('cell')).toHaveTextContent('₩64,000');
    expect(rows[1]).toHaveAttribute('data-total');
    expect(rows[0]).not.toHaveAttribute('data-total');
  });

  it('has no header row when the labels speak for themselves, and tighter rows when compact', () => {
    render(<FigureTable compact rows={[{ key: 'gross', label: 'Withdrawn', value: '₩7,000' }]} />);
    expect(screen.getByRole('table')).toHaveAttribute('data-compact');
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader')).toHaveTextContent('Withdrawn');
  });
});
