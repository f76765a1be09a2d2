// Password hashing with scrypt from node:crypto (no native addon to build). The stored string names
// its own parameters, so that raising the cost later does not invalidate existing hashes:
//   scrypt$N=32768,r=8,p=1$<salt base64url>$<hash base64url>
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const CURRENT: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Refuse parameters that would let a corrupted row stall the server.
const MAX_N = 2 ** 20;

// scrypt runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), which also runs
// crypto.subtle (jose signs and checks every session token there), fs and dns. A burst of logins
// used to queue hundreds of ~100 ms scrypt runs in front of those sub-millisecond jobs: a token check
// waited 6.8 s behind 100 logins on 2 cores, and every login's own token waited behind the whole
// burst. So at most this many scrypt runs are in the pool at once (never its last thread, and no
// more than the cores can run anyway); the others wait here, in order.
const SCRYPT_SLOTS = Math.max(
  1,
  Math.min(availableParallelism(), (Number(process.env['UV_THREADPOOL_SIZE']) || 4) - 1),
);

/**
 * Who a scrypt run is for. One signed-in account resending its password 300 times (issue 20) filled
 * the one queue and turned everybody's logins away with 503. So logins have a lane of their own:
 * the other work (password changes, signups, resets) may hold all slots but one, and a freed slot
 * goes to a waiting login first. A login then waits at most for one run of the other lane.
 */
export type HashingLane = 'login' | 'account';

const LANE_SLOTS: Record<HashingLane, number> = {
  login: SCRYPT_SLOTS,
  account: Math.max(1, SCRYPT_SLOTS - 1),
};
// Logins first whenever a slot is handed on.
const LANE_PRIORITY: readonly HashingLane[] = ['login', 'account'];
const running: Record<HashingLane, number> = { login: 0, account: 0 };
const waiting: Record<HashingLane, (() => void)[]> = { login: [], account: [] };
let scryptRuns = 0;

/**
 * How long a password check may wait for a slot. A burst beyond what the cores can hash in that
 * time is refused (503 with Retry-After) instead of queueing without end, so that every login is
 * answered within ~10 s and the queue cannot hold the server's memory hostage. scrypt's cost stays.
 */
export const DEFAULT_MAX_QUEUE_WAIT_MS = 5_000;
let maxQueueWaitMs = DEFAULT_MAX_QUEUE_WAIT_MS;

/** The password hashing queue is full: try again in `retryAfterSeconds`. */
export class PasswordHashingBusyError extends Error {
  override name = 'PasswordHashingBusyError';
  constructor(readonly retryAfterSeconds: number) {
    super('password hashing is saturated');
  }
}

/** Sets the longest wait for a scrypt slot (main.ts leaves the default; tests shorten it). */
export function setMaxQueueWaitMs(ms: number): void {
  maxQueueWaitMs = ms;
}

/** How many scrypt runs this process has started (for tests and diagnostics). */
export function scryptRunCount(): number {
  return scryptRuns;
}

/** How many scrypt runs of `lane` are running or waiting for a slot (for tests and diagnostics). */
export function scryptQueueLength(lane: HashingLane): number {
  return running[lane] + waiting[lane].length;
}

function hasRoom(lane: HashingLane): boolean {
  return running.login + running.account < SCRYPT_SLOTS && running[lane] < LANE_SLOTS[lane];
}

/** Resolves once the lane holds a slot (counted in `running` by whoever handed it over). */
function waitForSlot(lane: HashingLane): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const take = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      const index = waiting[lane].indexOf(take);
      if (index !== -1) waiting[lane].splice(index, 1);
      reject(new PasswordHashingBusyError(Math.max(1, Math.ceil(maxQueueWaitMs / 1000))));
    }, maxQueueWaitMs);
    waiting[lane].push(take);
  });
}

function releaseSlot(lane: HashingLane): void {
  running[lane]--;
  for (const next of LANE_PRIORITY) {
    const take = waiting[next][0];
    if (take && hasRoom(next)) {
      waiting[next].shift();
      running[next]++;
      take();
      return;
    }
  }
}

async function inScryptSlot<T>(lane: HashingLane, run: () => Promise<T>): Promise<T> {
  // Behind those already waiting in this lane (first come, first served).
  if (waiting[lane].length === 0 && hasRoom(lane)) running[lane]++;
  else await waitForSlot(lane);
  try {
    scryptRuns++;
    return await run();
  } finally {
    releaseSlot(lane);
  }
}

function scryptAsync(
  password: string,
  salt: Buffer,
  params: ScryptParams,
  lane: HashingLane,
): Promise<Buffer> {
  return inScryptSlot(lane, () => scryptInPool(password, salt, params));
}

function scryptInPool(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; the default limit (32 MiB) is exactly N=2^15, r=8.
    maxmem: 256 * params.N * params.r,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, lane: HashingLane = 'account'): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, CURRENT, lane);
  const { N, r, p } = CURRENT;
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parseStoredHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const [, n, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (params.N > MAX_N || params.r > 32 || params.p > 16) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** `lane`: 'login' for the login's checks only; everything else hashes in the 'account' lane. */
export async function verifyPassword(
  password: string,
  stored: string,
  lane: HashingLane = 'account',
): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const candidate = await scryptAsync(password, parsed.salt, parsed.params, lane);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the current parameters. Login checks the password against it
 * when the account does not exist, so that "unknown account" takes as long as "wrong password".
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'), 'login');
  return dummyHash;
}
