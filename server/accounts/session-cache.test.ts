import { describe, expect, it } from 'vitest';
import { forgetSessionsLocally, SessionCache, type CachedSession } from './session-cache.js';

const carol: CachedSession = {
  uuid: 'c0000000-0000-4000-8000-000000000001',
  userId: 'carol@example.com',
  tokenVersion: 0,
};

describe('session cache', () => {
  it('answers from memory within the TTL, and asks the database again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = new SessionCache({ ttlMs: 5_000, now: () => now });
    const load = async () => {
      loads++;
      return carol;
    };
    expect(await cache.get(carol.uuid, load)).toEqual(carol);
    now = 4_999;
    expect(await cache.get(carol.uuid, load)).toEqual(carol);
    expect(loads).toBe(1);
    // A change nobody announced (a hand-written UPDATE) is seen once the TTL has passed.
    now = 5_000;
    await cache.get(carol.uuid, load);
    expect(loads).toBe(2);
  });

  it('never keeps an account that is not active (the loader answers null)', async () => {
    let loads = 0;
    const cache = new SessionCache();
    const load = async () => {
      loads++;
      return null;
    };
    expect(await cache.get(carol.uuid, load)).toBeNull();
    expect(await cache.get(carol.uuid, load)).toBeNull();
    expect(loads).toBe(2);
  });

  it('forgets a user at once, and never keeps what a lookup read before the forget', async () => {
    const cache = new SessionCache();
    await cache.get(carol.uuid, async () => carol);
    forgetSessionsLocally([carol.uuid.toUpperCase()]);
    const bumped = { ...carol, tokenVersion: 1 };
    expect(await cache.get(carol.uuid, async () => bumped)).toEqual(bumped);

    // A lookup that read version 1 while a password change committed version 2 and forgot the user:
    // its answer is given to its own request but not kept.
    let release: () => void = () => {};
    const slow = cache.get(carol.uuid.replace('1', '2'), async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { ...carol, uuid: carol.uuid.replace('1', '2'), tokenVersion: 1 };
    });
    forgetSessionsLocally([carol.uuid.replace('1', '2')]);
    release();
    expect((await slow)?.tokenVersion).toBe(1);
    let loads = 0;
    await cache.get(carol.uuid.replace('1', '2'), async () => {
      loads++;
      return { ...carol, tokenVersion: 2 };
    });
    expect(loads).toBe(1);
  });

  it('forgets everyone when told to (the listener reconnected and may have missed notices)', async () => {
    const cache = new SessionCache();
    await cache.get(carol.uuid, async () => carol);
    forgetSessionsLocally(null);
    let loads = 0;
    await cache.get(carol.uuid, async () => {
      loads++;
      return carol;
    });
    expect(loads).toBe(1);
  });

  it('holds at most maxEntries users, dropping the oldest', async () => {
    const cache = new SessionCache({ maxEntries: 2 });
    for (const n of [1, 2, 3]) {
      const uuid = `c0000000-0000-4000-8000-00000000000${n}`;
      await cache.get(uuid, async () => ({ ...carol, uuid }));
    }
    expect(cache.size).toBe(2);
  });
});

describe('session cache keyed by session', () => {
  it('drops a session when its user is forgotten (a password change), and only that user', async () => {
    const cache = new SessionCache();
    const sessionA = 'a0000000-0000-4000-8000-00000000000a';
    const sessionB = 'b0000000-0000-4000-8000-00000000000b';
    const dave: CachedSession = {
      uuid: 'd0000000-0000-4000-8000-00000000000d',
      userId: 'dave@example.com',
      tokenVersion: 0,
    };
    const erin: CachedSession = {
      uuid: 'e0000000-0000-4000-8000-00000000000e',
      userId: 'erin@example.com',
      tokenVersion: 0,
    };
    await cache.get(sessionA, async () => dave);
    await cache.get(sessionB, async () => erin);

    forgetSessionsLocally([dave.uuid]);
    let loads = 0;
    const counted = (session: CachedSession) => async () => {
      loads++;
      return session;
    };
    await cache.get(sessionA, counted(dave));
    await cache.get(sessionB, counted(erin));
    expect(loads).toBe(1);

    // One session forgotten by its own id (a logout): the user's other sessions stay.
    forgetSessionsLocally([sessionB]);
    await cache.get(sessionB, counted(erin));
    await cache.get(sessionA, counted(dave));
    expect(loads).toBe(2);
  });
});
