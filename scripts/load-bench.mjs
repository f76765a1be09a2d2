// `npm run bench:api`: the API load benchmark of QUALITY.md ("Performance (the API server)").
// Starts our real server (demo seed, fresh data dir, free port) on PGlite and, when a PostgreSQL is
// given (--postgres URL or TEST_DATABASE_URL), on a fresh database there; drives the public reads,
// the signed-in reads of a creator's pages (jobs, entries, works in groups, inquiries, earnings:
// issue 20 item 6), the signed-in unread count (issue 18) and login with autocannon at each
// connection count and prints requests/s, p50/p99/max latency, non-2xx answers, errors and timeouts
// per row, then the databases side by side.
// Targets (issue 12): no non-2xx answer, no error and no timeout in any row; at least
// MIN_PUBLIC_READ_RPS requests/s on every public read; at 200 connections every signed-in read
// within SIGNED_IN_TARGETS of its database (QUALITY.md). Login's one allowed non-2xx is its busy
// answer (503 with Retry-After once a check has waited 5 s for the saturated scrypt queue): every
// attempt is answered within 10 s, in time or as "busy". A missed target fails the run (exit 1).
// Options: --duration 10 (seconds per run), --connections 50,200, --only banner,login,
// --skip-pglite, --postgres postgres://user@host:port/db
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const duration = Number(flag('--duration', 10));
const connectionCounts = flag('--connections', '50,200').split(',').map(Number);
const only = flag('--only', '').split(',').filter(Boolean);
const postgresUrl = flag('--postgres', process.env.TEST_DATABASE_URL);
// High enough that no run is throttled: the benchmark logs one account in from one address
// thousands of times a minute. Production keeps its defaults (10 a minute).
const RATE_LIMIT = '1000000000';
const DEMO = { userId: 'demo@creator-portal.example', password: 'Demo!2345' };
/** Every public read must serve at least this many requests a second, at every connection count. */
const MIN_PUBLIC_READ_RPS = 2000;
/**
 * Issue 20 item 6: the signed-in reads at 200 connections, per database (requests/s at least, p99 at
 * most). Below 200 connections only "no failure" is asked.
 */
const SIGNED_IN_TARGETS = {
  PGlite: { rps: 800, p99: 1000 },
  PostgreSQL: { rps: 2000, p99: 250 },
};
const SIGNED_IN_TARGET_CONNECTIONS = 200;

// publicRead: held to MIN_PUBLIC_READ_RPS (login is held to "no failure" only: scrypt's cost is
// deliberate). busyStatus: the status an endpoint answers by design when saturated (not a failure).
const endpoints = [
  { name: 'banner', publicRead: true, path: () => '/p/api/main/banner' },
  { name: 'work', publicRead: true, path: () => '/p/api/main/work' },
  {
    name: 'group/topic',
    publicRead: true,
    path: (ids) => `/p/api/group/topic?page=1&size=100&groupState=3&topicUuid=${ids.topicUuid}`,
  },
  { name: 'notices', publicRead: true, path: () => '/p/api/notices?page=1&size=20' },
  { name: 'notice', publicRead: true, path: (ids) => `/p/api/notices/${ids.noticeUuid}` },
  {
    name: 'audio',
    publicRead: true,
    path: () => '/p/api/audio?page=1&size=20&isDisplay=true&sortType=sort',
  },
  { name: 'font', publicRead: true, path: () => '/p/api/font?page=1&size=20' },
  { name: 'categories', publicRead: true, path: () => '/p/api/files/category?fileType=audio' },
  { name: 'files', publicRead: true, path: () => '/p/api/files/?fileType=audio' },
  // Signed in as the demo creator, with the parameters the portal's pages send (issue 20 item 6).
  { name: 'topics', signedInRead: true, path: () => '/api/topics?page=1&size=20' },
  { name: 'submissions', signedInRead: true, path: () => '/api/submission/?page=1&size=10' },
  { name: 'group-submission', signedInRead: true, path: () => '/api/group-submission?page=1&size=10' },
  { name: 'inquiries', signedInRead: true, path: () => '/api/inquiries?page=1&size=10' },
  { name: 'briefing', signedInRead: true, path: () => '/api/assets/user/briefing' },
  { name: 'notifications', signedInRead: true, path: () => '/api/notifications?page=1&size=20' },
  // Signed in as the demo creator: the bell's poll, plain (200) and conditional (304, as the bell
  // asks once it has an ETag). The count is one indexed query after the session check.
  { name: 'unread-count', signedInRead: true, path: () => '/api/notifications/unread-count' },
  {
    name: 'unread-count/304',
    signedInRead: true,
    expectedStatus: 304,
    path: () => '/api/notifications/unread-count',
    headers: (ids) => ({ 'if-none-match': ids.unreadEtag }),
  },
  {
    name: 'login',
    busyStatus: 503,
    path: () => '/p/api/users/login',
    method: 'POST',
    body: JSON.stringify(DEMO),
  },
].filter((e) => only.length === 0 || only.includes(e.name) || only.includes(e.name.split('/')[0]));

const targets = [];
if (!args.includes('--skip-pglite')) targets.push({ name: 'PGlite', env: {} });
if (postgresUrl) targets.push({ name: 'PostgreSQL', postgresUrl });
if (targets.length === 0) throw new Error('nothing to run: --skip-pglite without --postgres');

console.log(
  `Login and account rate limits raised to ${RATE_LIMIT}/min for this run only ` +
    '(LOGIN_RATE_LIMIT_MAX, ACCOUNT_RATE_LIMIT_MAX); production keeps 10/min.',
);
let failed = false;
const results = [];
for (const target of targets) {
  const outcome = await benchTarget(target);
  results.push({ target, rows: outcome.rows });
  if (!outcome.ok) failed = true;
}
if (results.length > 1) printSideBySide(results);
const misses = results.flatMap(({ target, rows }) =>
  rows.flatMap((row) => missedTargets(row).map((miss) => `${target.name}, ${label(row)}: ${miss}`)),
);
if (misses.length > 0) {
  console.log(`\nMissed targets:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
}
console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
if (failed || misses.length > 0) {
  console.error('\nFAILED: a target was missed or a server did not run (see above).');
  process.exit(1);
}
console.log(
  `\nAll targets met: no error or timeout, no non-2xx but login's busy 503 and the conditional unread count's 304; every public read ≥ ${MIN_PUBLIC_READ_RPS} requests/s; every signed-in read at ${SIGNED_IN_TARGET_CONNECTIONS} connections within its database's target.`,
);

function label({ endpoint, connections }) {
  return `${endpoint.method ?? 'GET'} ${endpoint.name} at ${connections} connections`;
}

/** What a row misses of the targets, in words (nothing: met). */
function missedTargets({ endpoint, connections, result, targetName }) {
  const misses = [];
  if (result['2xx'] === 0 && !endpoint.expectedStatus) misses.push('no answer at all');
  const busy = endpoint.busyStatus ? (result.statusCodeStats?.[endpoint.busyStatus]?.count ?? 0) : 0;
  if (endpoint.expectedStatus) {
    const expected = result.statusCodeStats?.[endpoint.expectedStatus]?.count ?? 0;
    if (expected === 0) misses.push(`no ${endpoint.expectedStatus} answer`);
    if (result.non2xx - expected > 0) misses.push(`${result.non2xx - expected} other answers`);
  } else if (result.non2xx - busy > 0) misses.push(`${result.non2xx - busy} non-2xx answers`);
  if (result.timeouts > 0) misses.push(`${result.timeouts} timeouts`);
  if (result.errors - result.timeouts > 0) misses.push(`${result.errors - result.timeouts} errors`);
  const rps = result.requests.average;
  if (endpoint.publicRead && rps < MIN_PUBLIC_READ_RPS) {
    misses.push(`${rps.toFixed(0)} requests/s (target ${MIN_PUBLIC_READ_RPS})`);
  }
  const signedIn = SIGNED_IN_TARGETS[targetName];
  if (endpoint.signedInRead && signedIn && connections === SIGNED_IN_TARGET_CONNECTIONS) {
    if (rps < signedIn.rps) misses.push(`${rps.toFixed(0)} requests/s (target ${signedIn.rps})`);
    if (result.latency.p99 > signedIn.p99) {
      misses.push(`p99 ${result.latency.p99} ms (target ${signedIn.p99})`);
    }
  }
  return misses;
}

function printSideBySide(outcomes) {
  const names = outcomes.map(({ target }) => target.name);
  console.log(
    `\n### Side by side — requests/s (errors, timeouts)\n\n` +
      `| endpoint | connections | ${names.join(' | ')} |\n| --- | --- |${names.map(() => ' --- |').join('')}`,
  );
  const keys = [...new Set(outcomes.flatMap(({ rows }) => rows.map((row) => label(row))))];
  for (const key of keys) {
    const cells = outcomes.map(({ rows }) => {
      const row = rows.find((candidate) => label(candidate) === key);
      if (!row) return '—';
      const { result } = row;
      const mark = missedTargets(row).length > 0 ? ' ✗' : '';
      return `${result.requests.average.toFixed(0)} (${result.errors - result.timeouts}, ${result.timeouts})${mark}`;
    });
    const [endpointText, connections] = key.split(' at ');
    console.log(`| ${endpointText} | ${connections.replace(' connections', '')} | ${cells.join(' | ')} |`);
  }
}

async function benchTarget(target) {
  const database = target.postgresUrl ? await throwawayDatabase(target.postgresUrl) : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'load-bench-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The demo seed (the login account, competitions, notices, audio) is refused in production.
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    LOGIN_RATE_LIMIT_MAX: RATE_LIMIT,
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: RATE_LIMIT,
    LOGIN_ADDRESS_RATE_LIMIT_MAX: RATE_LIMIT,
    ACCOUNT_RATE_LIMIT_MAX: RATE_LIMIT,
  };
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database.url;
  // `node --import tsx` rather than `npx tsx`: the server is then this child itself, so its pid is
  // the one whose memory we sample (npx and the tsx CLI would each add a parent process).
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  server.on('exit', (code, signal) => (exited = signal ?? code));

  const rows = [];
  let ok = true;
  try {
    await waitFor(`${baseURL}/p/api/main/work`, () => exited);
    const ids = await findIds(baseURL);
    const rssBefore = rssOf(server.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(server.pid))), 250);
    const loadBefore = loadavg()[0];
    for (const endpoint of endpoints) {
      // A short warm-up so the first measured run does not pay for JIT and cold caches.
      await run(baseURL, endpoint, ids, 10, 1);
      for (const connections of connectionCounts) {
        const result = await run(baseURL, endpoint, ids, connections, duration);
        rows.push({ endpoint, connections, result, targetName: target.name });
        // The server still works through requests that were in flight when the run stopped; one
        // more request queues behind them, so the next run starts on an idle server.
        await fetch(`${baseURL}${endpoint.path(ids)}`, request(endpoint, ids)).then((r) => r.text());
        if (exited !== null) throw new Error(`the server exited (${exited}) under load`);
      }
    }
    clearInterval(sampler);
    const rssAfter = rssOf(server.pid);

    console.log(
      `\n### ${target.name}${database?.note ?? ''} — ${duration} s per run\n\n` +
        '| endpoint | connections | requests/s (mean) | p50 (ms) | p99 (ms) | max (ms) | non-2xx | errors | timeouts | target |\n' +
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const row of rows) {
      const { endpoint, connections, result } = row;
      const codes = Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count}× ${code}`);
      // autocannon counts a timeout as an error too; the columns keep them apart.
      const misses = missedTargets(row);
      console.log(
        `| ${endpoint.method ?? 'GET'} ${endpoint.name} | ${connections} | ${result.requests.average.toFixed(0)} | ` +
          `${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ` +
          `${result.non2xx}${codes.length ? ` (${codes.join(', ')})` : ''} | ${result.errors - result.timeouts} | ` +
          `${result.timeouts} | ${misses.length > 0 ? 'missed' : 'met'} |`,
      );
    }
    const mb = (kB) => (kB / 1024).toFixed(0);
    console.log(
      `\nServer RSS: ${mb(rssBefore)} MB before, ${mb(rssPeak)} MB peak, ${mb(rssAfter)} MB after. ` +
        `Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
    );
  } catch (error) {
    console.error(`\n${target.name}: ${error.message}`);
    ok = false;
  } finally {
    if (exited === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { ok, rows };
}

function request(endpoint, ids) {
  return {
    method: endpoint.method ?? 'GET',
    headers: {
      ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
      ...(endpoint.signedInRead ? { authorization: `Bearer ${ids.token}` } : {}),
      ...(endpoint.headers?.(ids) ?? {}),
    },
    body: endpoint.body,
  };
}

function run(baseURL, endpoint, ids, connections, seconds) {
  return autocannon({
    ...request(endpoint, ids),
    url: `${baseURL}${endpoint.path(ids)}`,
    connections,
    duration: seconds,
    // autocannon's default, said here because it decides what counts as an error: an answer
    // slower than this is a timeout.
    timeout: 10,
  });
}

// A topic that has competing groups, so group/topic answers with real rows rather than an empty
// page, and the newest notice.
async function findIds(baseURL) {
  const work = await (await fetch(`${baseURL}/p/api/main/work`)).json();
  const topics = (work.data?.lists ?? []).map((item) => item.mcfTopic);
  topics.sort((a, b) => b.countOfGroupProgress - a.countOfGroupProgress);
  if (!topics[0]) throw new Error('GET /p/api/main/work listed no topic: is the demo seed on?');
  const notices = await (await fetch(`${baseURL}/p/api/notices?page=1&size=1`)).json();
  const noticeUuid = notices.data?.lists?.[0]?.uuid;
  if (!noticeUuid) throw new Error('GET /p/api/notices listed no notice: is the demo seed on?');
  const login = await fetch(`${baseURL}/p/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const token = (await login.json()).data?.jwt;
  if (!token) throw new Error(`the demo account could not log in (${login.status})`);
  const unread = await fetch(`${baseURL}/api/notifications/unread-count`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const unreadEtag = unread.headers.get('etag');
  if (!unreadEtag) throw new Error(`GET /api/notifications/unread-count sent no ETag (${unread.status})`);
  return { topicUuid: topics[0].uuid, noticeUuid, token, unreadEtag };
}

// A fresh database for the run, like server/tests/throwaway-postgres.ts; when the user may not
// create databases, the URL's own database is used as it is (the demo seed then writes into it).
async function throwawayDatabase(adminUrl) {
  const name = `load_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.warn(`Could not create a database (${error.message}); using the URL's database.`);
    return { url: adminUrl, note: ' (the given database)', drop: async () => {} };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    note: ` (fresh database ${name})`,
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, exitedWith) {
  for (let i = 0; i < 240; i++) {
    if (exitedWith() !== null) throw new Error(`the server exited (${exitedWith()}) while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

/** Resident memory of a process in kB (Linux /proc; 0 where there is none). */
function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
