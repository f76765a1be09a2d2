// Work that must not compete with the first paint and the largest image (QUALITY.md: the slider,
// the promo popups): it runs once the page has loaded and the browser is idle. On a later
// in-app navigation the page is long loaded, so it runs at the next idle moment.

/** Schedules `callback`; returns a function that cancels it. */
export function afterFirstPaint(callback: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: number | undefined;

  const run = () => {
    if (!cancelled) callback();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: 1500 });
    } else {
      timeoutHandle = window.setTimeout(run, 1);
    }
  };

  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timeoutHandle !== undefined) window.clearTimeout(timeoutHandle);
  };
}
