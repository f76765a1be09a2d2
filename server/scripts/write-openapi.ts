// Writes the server's OpenAPI document (the one served at GET /p/api/openapi.json) to a file, so
// that it can be committed, diffed and read without starting the server.
//   npx tsx server/scripts/write-openapi.ts [output path, default docs/openapi.json]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { OPENAPI_PATH } from '../plugins/openapi.js';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const output = path.resolve(process.argv[2] ?? path.join(repositoryRoot, 'docs', 'openapi.json'));

// Routes are only described, never called: an empty in-memory database is enough.
const database = await openDatabase({ inMemory: true });
const app = await buildApp({ db: database.db, jwtSecret: 'only-used-to-build-the-document', logging: false });
try {
  const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  if (response.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${response.statusCode}`);
  const document: unknown = response.json();
  await mkdir(path.dirname(output), { recursive: true });
  await writeFile(output, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), output) || output}`);
} finally {
  await app.close();
  await database.close();
}
