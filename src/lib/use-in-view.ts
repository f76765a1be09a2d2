// Whether an element has come near the viewport yet (and stays true from then on): work that only
// matters once a thing is seen, such as a font preview's web font, waits until then instead of
// loading with the page (issue 25: the font list's first load blocked the main thread). Without
// IntersectionObserver (old browsers, jsdom) everything counts as seen.
import { useEffect, useState, type RefObject } from 'react';

export function useInView(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
