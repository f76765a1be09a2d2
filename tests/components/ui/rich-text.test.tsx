import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../../src/components/ui/rich-text';

describe('RichText', () => {
  it('keeps the markup of the allowlist and drops scripts and handlers', () => {
    const { container } = render(
      <RichText
        html={
          '<h2>Payout dates</h2><p>Paid <strong>monthly</strong>.</p>' +
          '<script>window.__richText = true</script><img src="x" onerror="window.__richText = true">'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Payout dates' })).toBeInTheDocument();
    expect(screen.getByText('monthly').tagName).toBe('STRONG');
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect((window as unknown as { __richText?: boolean }).__richText).toBeUndefined();
  });

  it('opens links to other sites in a new tab without an opener', () => {
    render(<RichText html={'<a href="https://example.org/help">help</a> <a href="/faq">FAQ</a>'} />);
    expect(screen.getByRole('link', { name: 'help' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('target');
  });
});
