// `npm run test:e2e` after the build: the end-to-end tests in two Playwright processes side by side,
// each with half of the test files (Playwright's --shard) against its own server on its own port
// and data directory (playwright.config.ts picks both per process). One process spent most of its
// time waiting on the browser and the server: 17 min of wall time for 8.6 min of CPU on two cores
// (Node 22, 2026-11-27), and the suite runs on two Node versions in CI (issue 24).
// E2E_SHARDS=1 runs one process; arguments are passed to each (`-- --grep home`).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const extra = process.argv.slice(2);
// Each process picks its own port and data directory unless told one: never share them.
const env = { ...process.env };
if (shards > 1) {
  delete env.E2E_PORT;
  delete env.E2E_DATA_DIR;
}

function run(index) {
  const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...extra];
  const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const prefix = shards > 1 ? `[${index}/${shards}] ` : '';
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
