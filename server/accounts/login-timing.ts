// "Unknown account" must take as long as "wrong password" (QUALITY.md), but it must not cost a full
// scrypt run every time: a spray of made-up accounts from one address used to run two scrypt
// hashes per try and pushed a real user's login from 0.3 s to 4.4 s.
//
// So the real dummy checks run for an unknown account once per address and window; any other
// unknown account from that address waits instead, for as long as a recently measured real check
// took (a random one of the last few, so that the waits have the same spread as the real checks,
// queueing included).
export interface LoginTiming {
  /** Runs the password checks of a login, recording how long they took. */
  measure<T>(checks: () => Promise<T>): Promise<T>;
  /** What an unknown account costs: the dummy checks, or a wait as long as a real check. */
  unknownAccount(address: string, dummyChecks: () => Promise<unknown>): Promise<void>;
}

export interface LoginTimingOptions {
  /** An address pays for one real dummy check per window. */
  windowMs: number;
  now?: () => number;
  /** Addresses remembered at most (the oldest are forgotten first), so memory stays bounded. */
  maxAddresses?: number;
  /** Measured durations kept to draw the waits from. */
  samples?: number;
}

export function createLoginTiming(options: LoginTimingOptions): LoginTiming {
  const now = options.now ?? (() => performance.now());
  const maxAddresses = options.maxAddresses ?? 10_000;
  const maxSamples = options.samples ?? 32;
  const durations: number[] = [];
  let nextSample = 0;
  /** Address → when its paid-for window ends (insertion order = age, for the bound). */
  const paidUntil = new Map<string, number>();

  async function measure<T>(checks: () => Promise<T>): Promise<T> {
    const started = now();
    const result = await checks();
    const elapsed = now() - started;
    if (durations.length < maxSamples) durations.push(elapsed);
    else durations[nextSample] = elapsed;
    nextSample = (nextSample + 1) % maxSamples;
    return result;
  }

  function mustPay(address: string): boolean {
    // Nothing measured yet: there is no duration to imitate.
    if (durations.length === 0) return true;
    const at = now();
    const until = paidUntil.get(address);
    if (until !== undefined && until > at) return false;
    paidUntil.delete(address);
    if (paidUntil.size >= maxAddresses) {
      const oldest = paidUntil.keys().next().value;
      if (oldest !== undefined) paidUntil.delete(oldest);
    }
    paidUntil.set(address, at + options.windowMs);
    return true;
  }

  return {
    measure,
    async unknownAccount(address, dummyChecks) {
      if (mustPay(address)) {
        await measure(dummyChecks);
        return;
      }
      const wait = durations[Math.floor(Math.random() * durations.length)] ?? 0;
      await new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
}
