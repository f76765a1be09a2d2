import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatGrid } from '../../../src/components/ui/stat-grid';
import { Thumbnail } from '../../../src/components/ui/thumbnail';

describe('Thumbnail', () => {
  it('reserves the 720 × 405 box and loads the picture lazily unless told', () => {
    const { rerender } = render(<Thumbnail src="/media/a.webp" alt="Thumbnail of A" />);
    const image = screen.getByRole('img', { name: 'Thumbnail of A' });
    expect(image).toHaveAttribute('width', '720');
    expect(image).toHaveAttribute('height', '405');
    expect(image).toHaveAttribute('loading', 'lazy');
    rerender(<Thumbnail src="/media/a.webp" alt="Thumbnail of A" loading="eager" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('keeps its box without a broken image when there is no picture, and holds a label over it', () => {
    const { container } = render(
      <Thumbnail src={null} alt="Thumbnail of B">
        <span>Video</span>
      </Thumbnail>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveTextContent('Video');
  });
});

describe('StatGrid', () => {
  it('gives a list value a whole row when told', () => {
    render(
      <StatGrid
        stats={[
          { key: 'reward', label: 'Reward', value: '₩1,000' },
          { key: 'groups', label: 'Groups', value: '2 waiting, 1 competing', wide: true },
        ]}
      />,
    );
    expect(screen.getByText('Groups').parentElement).toHaveAttribute('data-wide');
    expect(screen.getByText('Reward').parentElement).not.toHaveAttribute('data-wide');
  });
});
