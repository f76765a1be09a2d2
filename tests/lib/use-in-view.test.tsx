// useInView (src/lib/use-in-view.ts): false until the element comes near the viewport, then true for
// good; everything counts as seen where IntersectionObserver is missing.
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInView } from '../../src/lib/use-in-view';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useInView(ref) ? 'seen' : 'not yet'}</div>;
}

describe('useInView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts everything as seen without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('seen')).toBeInTheDocument();
  });

  it('turns true when the element comes within the margin, and stops watching', () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
      disconnect: () => void;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        constructor(
          public callback: IntersectionObserverCallback,
          public options?: IntersectionObserverInit,
        ) {
          observers.push(this);
        }
        observe() {}
      },
    );
    render(<Probe />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    const [observer] = observers;
    expect(observer?.options?.rootMargin).toBe('200px');
    act(() =>
      observer!.callback(
        [{ isIntersecting: false } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() =>
      observer!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(screen.getByText('seen')).toBeInTheDocument();
    expect(observer!.disconnect).toHaveBeenCalled();
  });
});
