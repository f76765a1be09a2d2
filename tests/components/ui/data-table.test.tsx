import { act, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from '../../../src/components/ui/data-table';

interface Row {
  id: string;
  title: string;
  amount: number;
}

const columns: Column<Row>[] = [
  { key: 'title', header: 'Title', cell: (row) => row.title, primary: true },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount.toLocaleString('en'), align: 'end' },
];

describe('DataTable', () => {
  it('is a captioned table whose cells keep their column label for the card layout', () => {
    render(
      <DataTable
        caption="Earnings"
        columns={columns}
        rows={[
          { id: 'a', title: 'Brand promo shorts', amount: 48350 },
          { id: 'b', title: 'Night city', amount: 1200 },
        ]}
        rowKey={(row) => row.id}
        muted={(row) => row.id === 'b'}
        current={(row) => row.id === 'a'}
      />,
    );
    const table = screen.getByRole('table', { name: 'Earnings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Amount']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = within(rows[1]!).getAllByRole('cell');
    // Each cell carries its label (shown only on narrow screens, hidden from screen readers,
    // which announce the column header instead) and its value.
    expect(cells[1]).toHaveTextContent('Amount48,350');
    expect(cells[1]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('Amount');
    expect(cells[1]).toHaveAttribute('data-align', 'end');
    expect(cells[0]).toHaveAttribute('data-primary');
    expect(rows[2]).toHaveAttribute('data-muted');
    expect(rows[1]).not.toHaveAttribute('data-muted');
    // The viewer's own row (their entry in a ranking) is marked for screen readers too.
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[2]).not.toHaveAttribute('aria-current');
  });

  it('leaves a column out of the cards when asked, and hands its table to a ref for focus', () => {
    const tableRef = createRef<HTMLTableElement>();
    render(
      <DataTable
        caption="Notices"
        columns={[{ key: 'number', header: 'No.', cell: () => '7', hideWhenStacked: true }, ...columns]}
        rows={[{ id: 'a', title: 'Brand promo shorts', amount: 48350 }]}
        rowKey={(row) => row.id}
        tableRef={tableRef}
      />,
    );
    const table = screen.getByRole('table', { name: 'Notices' });
    expect(within(table).getAllByRole('cell')[0]).toHaveAttribute('data-hide-stacked');
    expect(within(table).getAllByRole('cell')[1]).not.toHaveAttribute('data-hide-stacked');
    tableRef.current?.focus();
    expect(table).toHaveFocus();
  });

  it('marks a table of an older page as busy', () => {
    render(<DataTable caption="List" columns={columns} rows={[]} rowKey={(row) => row.id} stale />);
    expect(screen.getByRole('table', { name: 'List' })).toHaveAttribute('aria-busy', 'true');
  });

  describe('wider than its container', () => {
    // jsdom lays nothing out: the widths and the ResizeObserver are the test's.
    let resized: (() => void) | undefined;
    let contentWidth = 900;
    class FakeResizeObserver {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    }
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('scrolls sideways as a named region the keyboard reaches, and stops being one once it fits', () => {
      vi.stubGlobal('ResizeObserver', FakeResizeObserver);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(720);
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => contentWidth);
      render(
        <DataTable
          caption="Jobs"
          columns={columns}
          rows={[{ id: 'a', title: 'Brand', amount: 1 }]}
          rowKey={(row) => row.id}
        />,
      );
      const region = screen.getByRole('region', { name: 'Jobs' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table', { name: 'Jobs' })).toBeInTheDocument();

      contentWidth = 700;
      act(() => resized?.());
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Jobs' }).parentElement).not.toHaveAttribute('tabindex');
    });
  });
});
