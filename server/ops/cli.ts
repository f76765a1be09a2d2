// The operator commands' dispatcher: `npm run ops -- <command> [flags]` (server/ops.ts). It reads
// the command line, prints the help and maps the outcome to an exit code (0 done, 1 refused,
// 2 usage); the commands themselves live in one module per resource.
//
// Adding a module: write server/ops/<resource>.ts exporting `export const <resource>Commands:
// CommandTable = { 'command-name': { summary, usage, options, run } }` (types in command.ts, flag
// and time reading in flags.ts), then add `<resource>Commands` to COMMAND_TABLES below. That line
// is the whole registration.
// runOps is the whole CLI minus the process: server/ops.ts calls it in its own process, the ops
// socket (socket-server.ts) inside the running server, tests with an in-memory database.
import { parseArgs } from 'node:util';
import { DatabaseInUseError } from '../db/pglite-lock.js';
import { CompetitionInputError } from '../competitions/index.js';
import {
  RefusedError,
  UsageError,
  type CommandTable,
  type Flags,
  type OpsCommand,
  type OpsEnvironment,
} from './command.js';
import { assetCommands } from './assets.js';
import { competitionCommands } from './competitions.js';
import { noticeCommands } from './notices.js';
import { libraryCommands } from './library.js';
import { submissionCommands } from './submissions.js';
import { inquiryCommands } from './inquiries.js';
import { accountDeletionCommands } from './account-deletion.js';
import { fileCommands } from './files.js';
import { userCommands } from './users.js';
import { operatorCommands } from './operators.js';

/** Every module's commands, in the order `--help` lists them. */
const COMMAND_TABLES: readonly CommandTable[] = [
  competitionCommands,
  noticeCommands,
  libraryCommands,
  submissionCommands,
  inquiryCommands,
  assetCommands,
  fileCommands,
  userCommands,
  accountDeletionCommands,
  operatorCommands,
];

export type OpsDispatcher = (argv: readonly string[], env: OpsEnvironment) => Promise<number>;

/** Runs one command line; resolves with the process exit code (0 done, 1 refused, 2 usage). */
export const runOps: OpsDispatcher = createDispatcher(COMMAND_TABLES);

/** The dispatcher over these tables (runOps; tests build one over a table of their own). */
export function createDispatcher(tables: readonly CommandTable[]): OpsDispatcher {
  const commands = mergeTables(tables);
  return async (argv, env) => {
    const [name, ...rest] = argv;
    if (!name || name === '--help' || name === '-h' || name === 'help') {
      env.out(generalHelp(commands));
      return name ? 0 : 2;
    }
    const command = commands[name];
    if (!command) {
      env.err(`Unknown command "${name}".\n\n${generalHelp(commands)}`);
      return 2;
    }
    if (rest.includes('--help') || rest.includes('-h')) {
      env.out(`npm run ops -- ${command.usage}`);
      return 0;
    }
    if (env.insideServer && command.notInServer) {
      env.err(`${name}: ${command.notInServer}`);
      return 1;
    }
    try {
      let flags: Flags;
      try {
        flags = parseArgs({
          args: [...rest],
          options: command.options,
          strict: true,
          allowPositionals: false,
        }).values as Flags;
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      await command.run(flags, env);
      return 0;
    } catch (error) {
      if (error instanceof UsageError) {
        env.err(`${name}: ${error.message}\n\nnpm run ops -- ${command.usage}`);
        return 2;
      }
      if (
        error instanceof RefusedError ||
        error instanceof CompetitionInputError ||
        error instanceof DatabaseInUseError
      ) {
        env.err(`${name}: ${error.message}`);
        return 1;
      }
      throw error;
    }
  };
}

function mergeTables(tables: readonly CommandTable[]): CommandTable {
  const merged: Record<string, OpsCommand> = {};
  for (const table of tables) {
    for (const [name, command] of Object.entries(table)) {
      // Two modules claiming one name is a programming mistake: fail on load, not on use.
      if (merged[name]) throw new Error(`operator command "${name}" is defined twice`);
      merged[name] = command;
    }
  }
  return merged;
}

function generalHelp(commands: CommandTable): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    'Operator commands of the creator portal: npm run ops -- <command> [flags]',
    '',
    'Commands:',
    ...Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`),
    '',
    "`npm run ops -- <command> --help` describes a command. The commands use the server's settings",
    '(DATA_DIR or DATABASE_URL, BUSINESS_TIME_ZONE). While the server runs, it runs them itself',
    '(through DATA_DIR/ops.sock); otherwise they open the database in their own process.',
  ].join('\n');
}
