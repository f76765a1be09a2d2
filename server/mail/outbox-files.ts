// One JSON file per outgoing message, for the development mailbox and SMS outbox. Written to a
// temporary name first and renamed, so that a reader (a person, an end-to-end test) never sees a
// half-written file: only complete `*.json` files ever carry that extension.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** `2026-11-22T00-19-29.123Z-3f9a1c2b7d4e5f60.json`: sorts by time, valid on every file system. */
export function outboxFileName(at: Date): string {
  return `${at.toISOString().replace(/:/g, '-')}-${randomBytes(8).toString('hex')}.json`;
}

/** Writes `content` as one JSON file in `dir` (created if needed); returns the file's path. */
export async function writeOutboxFile(dir: string, at: Date, content: object): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = outboxFileName(at);
  const target = path.join(dir, name);
  const temporary = path.join(dir, `.${name}.tmp`);
  // Owner-only: these files carry verification links, temporary passwords and phone codes.
  await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  try {
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return target;
}
