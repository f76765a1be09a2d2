// Countdowns (the phone code's 3 minutes, the resend cooldown), shown as m:ss.
import { useEffect, useState } from 'react';

/** 180 → "3:00", 59 → "0:59". */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface CountdownWindow {
  /** When the countdown started (epoch ms). */
  from: number;
  /** When it reaches zero (epoch ms). */
  until: number;
}

/** Whole seconds left in `window`, ticking every second; 0 without a window or once it has passed. */
export function useSecondsLeft(window: CountdownWindow | null): number {
  const [now, setNow] = useState(() => Date.now());
  const from = window?.from ?? null;
  const until = window?.until ?? null;
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [from, until]);
  if (from === null || until === null) return 0;
  // `now` may predate a window that has just started (the interval has not ticked yet).
  return Math.max(0, Math.ceil((until - Math.max(now, from)) / 1000));
}
