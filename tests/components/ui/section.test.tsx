import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Section } from '../../../src/components/ui/section';

describe('Section', () => {
  it('is a region named by its h2, with its sentence', () => {
    render(
      <Section title="Withdrawal requests" intro="Newest first.">
        <p>rows</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Withdrawal requests' });
    expect(region).toHaveTextContent('Newest first.rows');
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveAttribute('tabindex');
  });

  it('gives its heading to a view that focuses it, outside the Tab order', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Section title="Check your withdrawal" titleRef={ref}>
        <p>figures</p>
      </Section>,
    );
    ref.current!.focus();
    expect(screen.getByRole('heading', { name: 'Check your withdrawal' })).toHaveFocus();
    expect(ref.current).toHaveAttribute('tabindex', '-1');
  });
});
