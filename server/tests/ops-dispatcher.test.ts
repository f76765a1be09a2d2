// The operator commands' dispatcher (ops/cli.ts): help, unknown commands and the exit codes, over
// the real table and over a table of the test's own.
import { describe, expect, it } from 'vitest';
import { createDispatcher, runOps } from '../ops/cli.js';
import { RefusedError, UsageError, type CommandTable, type OpsEnvironment } from '../ops/command.js';
import { competitionCommands } from '../ops/competitions.js';
import { noticeCommands } from '../ops/notices.js';
import { libraryCommands } from '../ops/library.js';
import { submissionCommands } from '../ops/submissions.js';
import { assetCommands } from '../ops/assets.js';
import { fileCommands } from '../ops/files.js';
import { inquiryCommands } from '../ops/inquiries.js';
import { userCommands } from '../ops/users.js';
import { accountDeletionCommands } from '../ops/account-deletion.js';
import { operatorCommands } from '../ops/operators.js';

function environment(overrides: Partial<OpsEnvironment> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const env: OpsEnvironment = {
    openDatabase: () => Promise.reject(new Error('no database in this test')),
    publicFilesDir: '/nonexistent',
    timeZone: 'Asia/Seoul',
    now: () => new Date('2026-11-22T03:00:00Z'),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    ...overrides,
  };
  return { env, out, err };
}

const testTable: CommandTable = {
  'say-hello': {
    summary: 'greets',
    usage: 'say-hello --name NAME',
    options: { name: { type: 'string' } },
    async run(flags, env) {
      if (flags['name'] === 'nobody') throw new RefusedError('nobody is not a name');
      if (typeof flags['name'] !== 'string') throw new UsageError('--name is required');
      env.out(`hello ${flags['name']}`);
    },
  },
  'rebuild-everything': {
    summary: 'needs the database to itself',
    usage: 'rebuild-everything',
    options: {},
    notInServer: 'it needs the database to itself: stop the server first',
    async run(_flags, env) {
      env.out('rebuilt');
    },
  },
  crash: {
    summary: 'fails unexpectedly',
    usage: 'crash',
    options: {},
    run: () => Promise.reject(new Error('boom')),
  },
};

describe('the ops dispatcher', () => {
  it('lists the commands of every module, in module order; no command is help with exit code 2', async () => {
    const { env, out } = environment();
    expect(await runOps(['--help'], env)).toBe(0);
    const listed = [...out[0]!.matchAll(/^ {2}([a-z-]+) {2,}/gm)].map((match) => match[1]);
    expect(listed).toEqual([
      ...Object.keys(competitionCommands),
      ...Object.keys(noticeCommands),
      ...Object.keys(libraryCommands),
      ...Object.keys(submissionCommands),
      ...Object.keys(inquiryCommands),
      ...Object.keys(assetCommands),
      ...Object.keys(fileCommands),
      ...Object.keys(userCommands),
      ...Object.keys(accountDeletionCommands),
      ...Object.keys(operatorCommands),
    ]);
    expect(out[0]).toContain('DATA_DIR/ops.sock');

    const none = environment();
    expect(await runOps([], none.env)).toBe(2);
    expect(none.out[0]).toBe(out[0]);
  });

  it('answers an unknown command with exit code 2 and the help on stderr', async () => {
    const { env, out, err } = environment();
    expect(await runOps(['frobnicate', '--x'], env)).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(/^Unknown command "frobnicate"\.\n\nOperator commands of the creator portal/);
  });

  it('maps usage mistakes to 2, refusals to 1, success to 0; unexpected errors propagate', async () => {
    const run = createDispatcher([testTable]);
    const ok = environment();
    expect(await run(['say-hello', '--name', 'Mina'], ok.env)).toBe(0);
    expect(ok.out).toEqual(['hello Mina']);

    const usage = environment();
    expect(await run(['say-hello'], usage.env)).toBe(2);
    expect(usage.err).toEqual(['say-hello: --name is required\n\nnpm run ops -- say-hello --name NAME']);

    const unknownFlag = environment();
    expect(await run(['say-hello', '--colour', 'red'], unknownFlag.env)).toBe(2);
    expect(unknownFlag.err[0]).toContain("Unknown option '--colour'");

    const refused = environment();
    expect(await run(['say-hello', '--name', 'nobody'], refused.env)).toBe(1);
    expect(refused.err).toEqual(['say-hello: nobody is not a name']);

    const help = environment();
    expect(await run(['say-hello', '--help'], help.env)).toBe(0);
    expect(help.out).toEqual(['npm run ops -- say-hello --name NAME']);

    await expect(run(['crash'], environment().env)).rejects.toThrow('boom');
  });

  it('refuses, inside the server, a command that says it cannot run there, with its reason', async () => {
    const run = createDispatcher([testTable]);
    const inside = environment({ insideServer: true });
    expect(await run(['rebuild-everything'], inside.env)).toBe(1);
    expect(inside.err).toEqual([
      'rebuild-everything: it needs the database to itself: stop the server first',
    ]);
    const own = environment();
    expect(await run(['rebuild-everything'], own.env)).toBe(0);
    expect(own.out).toEqual(['rebuilt']);
  });

  it('refuses two modules that define the same command', () => {
    expect(() => createDispatcher([testTable, { crash: testTable['crash']! }])).toThrow(
      'operator command "crash" is defined twice',
    );
  });
});
