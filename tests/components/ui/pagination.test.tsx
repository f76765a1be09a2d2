import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../../src/components/ui/pagination';

const searchForPage = (page: number) => (page > 1 ? `?page=${page}` : '');

function renderPagination(page: number, totalCount: number, onSizeChange = vi.fn()) {
  render(
    <MemoryRouter>
      <Pagination
        page={page}
        size={20}
        totalCount={totalCount}
        searchForPage={searchForPage}
        onSizeChange={onSizeChange}
        label="Notice pages"
      />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Notice pages' });
}

describe('Pagination', () => {
  it('links every page of the window and the steps, the current page marked', () => {
    const nav = renderPagination(3, 95);
    expect(screen.getByText('95 items')).toBeInTheDocument();
    const pages = within(nav).getAllByRole('link', { name: /^Page\s*\d$/ });
    expect(pages.map((link) => link.getAttribute('href'))).toEqual(['/', '/?page=2', '/?page=4', '/?page=5']);
    expect(within(nav).getByText('3').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/?page=2');
    expect(within(nav).getByRole('link', { name: 'Last page' })).toHaveAttribute('href', '/?page=5');
  });

  it('marks the pages a phone leaves out: all but the neighbours of the current one', () => {
    const nav = renderPagination(3, 95);
    const far = [...nav.querySelectorAll('li[data-far]')].map((item) => item.textContent?.trim());
    expect(far).toEqual(['Page 1', 'Page 5']);
  });

  it('has no links to step on from the only page, and changes the page size', async () => {
    const onSizeChange = vi.fn();
    const nav = renderPagination(1, 5, onSizeChange);
    expect(within(nav).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Next page').parentElement).toHaveAttribute('aria-disabled', 'true');
    await userEvent.selectOptions(screen.getByLabelText('Items per page'), '40');
    expect(onSizeChange).toHaveBeenCalledWith(40);
  });
});
