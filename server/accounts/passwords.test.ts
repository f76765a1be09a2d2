import { webcrypto } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  DEFAULT_MAX_QUEUE_WAIT_MS,
  getDummyHash,
  hashPassword,
  setMaxQueueWaitMs,
  verifyPassword,
} from './passwords.js';

describe('passwords', () => {
  it('stores a self-describing scrypt hash with a random salt', async () => {
    const a = await hashPassword('Demo!2345');
    const b = await hashPassword('Demo!2345');
    expect(a).toMatch(/^scrypt\$N=32768,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Demo!2345');
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Demo!2345');
    expect(await verifyPassword('Demo!2345', stored)).toBe(true);
    expect(await verifyPassword('demo!2345', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses malformed or absurd stored values instead of throwing or stalling', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$N=1073741824,r=8,p=1$AAAA$AAAA')).toBe(false);
  });

  it('the dummy hash is a real hash of an unknown password', async () => {
    const dummy = await getDummyHash();
    expect(dummy).toMatch(/^scrypt\$/);
    expect(await getDummyHash()).toBe(dummy);
    expect(await verifyPassword('Demo!2345', dummy)).toBe(false);
  });

  // crypto.subtle (jose signs and checks every session token with it) shares libuv's thread pool
  // with scrypt. Under a burst of logins (npm run bench:api) a token check used to wait behind
  // every queued scrypt run: 6.8 s behind 100 logins on 2 cores.
  it('leaves the thread pool free for a token check during a burst of password checks', async () => {
    const stored = await hashPassword('Demo!2345');
    // The whole burst must be hashed, however slow the machine: a run of CI hashed at ~0.4 s per
    // check on 2 slots, and the last of the 24 waited past the queue's 5 s and was refused
    // (PasswordHashingBusyError), which is not what this test is about.
    setMaxQueueWaitMs(60_000);
    onTestFinished(() => setMaxQueueWaitMs(DEFAULT_MAX_QUEUE_WAIT_MS));
    let finished = 0;
    const burst = Array.from({ length: 24 }, () =>
      verifyPassword('Demo!2345', stored).then(() => finished++),
    );
    const key = await webcrypto.subtle.importKey(
      'raw',
      new Uint8Array(32),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    await webcrypto.subtle.sign('HMAC', key, new Uint8Array(64));
    const finishedBeforeTheTokenCheck = finished;
    await Promise.all(burst);
    expect(finishedBeforeTheTokenCheck).toBeLessThanOrEqual(4);
  });
});
