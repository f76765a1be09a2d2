// Password hashing with scrypt from node:crypto (no native addon to build). The stored string names
// its own parameters, so that raising the cost later does not invalidate existing hashes:
//   scrypt$N=32768,r=8,p=1$<salt base64url>$<hash base64url>
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

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

function scryptAsync(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
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

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, CURRENT);
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

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const candidate = await scryptAsync(password, parsed.salt, parsed.params);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the current parameters. Login checks the password against it
 * when the account does not exist, so that "unknown account" takes as long as "wrong password".
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}
