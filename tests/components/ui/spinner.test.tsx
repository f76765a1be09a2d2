import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BootLoader, PageLoader } from '../../../src/components/page-loader';
import { Spinner } from '../../../src/components/ui/spinner';

describe('Spinner', () => {
  it('is decoration only: assistive technology never meets it', () => {
    const { container } = render(<Spinner />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('');
  });

  it('turns inside the loaders, which say what is happening themselves', () => {
    const { container, unmount } = render(<BootLoader />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    unmount();
    render(<PageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
