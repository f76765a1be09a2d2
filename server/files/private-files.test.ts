// The private store on its own: temporaries owner-only, a failed stream leaving nothing, and the
// sweep taking only what nobody wrote to for STALE_TEMPORARY_MS (another server sharing the folder
// may be receiving an upload or converting right now).
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  countTemporaries,
  createPrivateStore,
  hasRoomFor,
  keepTemporary,
  receiveToTemporary,
  STALE_TEMPORARY_MS,
  storedPath,
  sweepTemporaries,
  type PrivateStore,
} from './private-files.js';

let dir: string;
let store: PrivateStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-store-'));
  store = createPrivateStore(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('private store', () => {
  it('receives into an owner-only temporary file and keeps it under a generated name', async () => {
    const received = await receiveToTemporary(
      store,
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
    );
    expect(received.size).toBe(11);
    expect((await stat(path.join(dir, 'tmp'))).mode & 0o777).toBe(0o700);
    expect((await stat(received.path)).mode & 0o777).toBe(0o600);
    const row = await keepTemporary(store, received, {
      ownerUuid: '00000000-0000-4000-8000-000000000001',
      originalName: '../../etc/passwd',
      mime: 'text/plain',
      extension: 'txt',
    });
    expect(row.storedName).toMatch(/^[0-9a-f]{32}\.txt$/);
    expect(row.originalName).toBe('../../etc/passwd');
    expect((await stat(storedPath(store, row.storedName))).size).toBe(11);
    expect(await countTemporaries(store)).toBe(0);
    expect(() => storedPath(store, '../x')).toThrow();
  });

  it('leaves nothing when the stream fails half-way', async () => {
    const source = new Readable({ read() {} });
    const receiving = receiveToTemporary(store, source);
    source.push(Buffer.alloc(1000));
    setTimeout(() => source.destroy(new Error('client went away')), 20);
    await expect(receiving).rejects.toThrow('client went away');
    expect(await countTemporaries(store)).toBe(0);
  });

  it('tells whether an upload leaves the reserve free, for a folder not made yet too', async () => {
    expect(await hasRoomFor(createPrivateStore(dir, { reserveBytes: 0 }), 1)).toBe(true);
    expect(await hasRoomFor(createPrivateStore(path.join(dir, 'not', 'yet'), { reserveBytes: 0 }), 1)).toBe(
      true,
    );
    expect(await hasRoomFor(createPrivateStore(dir, { reserveBytes: Number.MAX_SAFE_INTEGER }), 1)).toBe(
      false,
    );
    expect(await hasRoomFor(createPrivateStore(dir, { reserveBytes: 0 }), Number.MAX_SAFE_INTEGER)).toBe(
      false,
    );
  });

  it('sweeps only temporaries nobody wrote to for STALE_TEMPORARY_MS, or all with 0', async () => {
    await receiveToTemporary(store, Readable.from([Buffer.from('fresh')]));
    const old = path.join(dir, 'tmp', 'a'.repeat(32));
    await writeFile(old, 'left by a killed server');
    const then = new Date(Date.now() - STALE_TEMPORARY_MS - 60_000);
    await utimes(old, then, then);
    expect(await sweepTemporaries(store)).toBe(1);
    expect(await readdir(path.join(dir, 'tmp'))).toHaveLength(1);
    expect(await sweepTemporaries(store, 0)).toBe(1);
    expect(await countTemporaries(store)).toBe(0);
    expect(await sweepTemporaries(createPrivateStore(path.join(dir, 'missing')))).toBe(0);
  });
});
