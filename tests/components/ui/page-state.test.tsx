import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageState } from '../../../src/components/ui/page-state';

describe('PageState', () => {
  it('announces loading', () => {
    render(<PageState kind="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says what failed and why, and retries', async () => {
    const onRetry = vi.fn();
    render(
      <PageState
        kind="error"
        title="The notices could not be loaded."
        errorCode="NETWORK"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The notices could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows not found with its way on', () => {
    render(
      <PageState
        kind="notFound"
        title="Inquiry not found"
        text="It may have been deleted."
        action={<a href="/qna">Back</a>}
        code
      />,
    );
    expect(screen.getByText('Inquiry not found')).toBeInTheDocument();
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/qna');
  });
});
