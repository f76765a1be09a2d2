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

  it('says what is loading when told', () => {
    render(<PageState kind="loading" label="Verifying your email address…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email address…');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('is the page itself when its title is the page title: the h1 names the tab', () => {
    render(<PageState kind="notFound" title="Page not found" text="It has moved." pageTitle code />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Creator Portal');
  });
});
