// The server tests' migrated database template. Creating an embedded database runs initdb inside
// PGlite (2 to 3 s of CPU) and then the migrations (0.3 s more); the server suite makes well over a
// hundred of them. The vitest global setup of the server project (vite.config.ts) makes one, runs
// the migrations and dumps it to a file once; each test then loads a copy in about 0.6 s.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped data directory of a migrated embedded database (a tar file). */
    pgliteTemplate: string;
  }
}

/** The global setup: one migrated database, dumped to a file removed after the run. */
export default async function makeTemplate(project: TestProject): Promise<() => void> {
  const database = await openDatabase({ inMemory: true });
  try {
    await runMigrations(database);
    if (database.driver.kind !== 'pglite') throw new Error('an in-memory database is PGlite');
    const dump = await database.driver.client.dumpDataDir('none');
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rmSync(dir, { recursive: true, force: true });
  } finally {
    await database.close();
  }
}

let template: Blob | undefined;

/** A fresh in-memory database with every migration applied: a copy of the template. */
export function openTestDatabase(options?: DatabaseOptions): Promise<DatabaseHandle> {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ inMemory: true, from: template }, options);
}
