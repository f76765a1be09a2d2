// What every operator command module (competitions.ts, notices.ts, …) exports, and the
// environment a command runs in. The same command runs in its own process (server/ops.ts) or
// inside the running server (the ops socket), so a command reaches the database, the files and
// the terminal only through OpsEnvironment.
import path from 'node:path';
import {
  storageAt,
  type FileStorage,
  createPrivateStore,
  type PrivateStore,
  privateFilesDir,
} from '../files/index.js';
import type { ParseArgsConfig } from 'node:util';
import type { DatabaseHandle } from '../db/client.js';
import type { Currency } from '../../contract/money-rules.js';
import type { Mailer, NewsMailEnvironment } from '../mail/mailer.js';

export interface OpsEnvironment {
  /** Opens (and migrates) the database the server uses. Called only by commands that need it. */
  openDatabase(): Promise<DatabaseHandle>;
  /** DATA_DIR/files/public (files being received or made go to `private/tmp` next to it). */
  publicFilesDir: string;
  /** Where stored files live (S3_BUCKET); default: the disk folders of DATA_DIR/files. */
  storage?: FileStorage | null;
  /** BUSINESS_TIME_ZONE: times written without a zone are read in it. */
  timeZone: string;
  now(): Date;
  out(text: string): void;
  err(text: string): void;
  /**
   * The operator's working directory, where file names on the command line are read from
   * (operatorPath). Inside the server it is the client's, not the server's. Default: this process's.
   */
  cwd?: string;
  /** Set when the running server executes the command for a client of the ops socket. */
  insideServer?: boolean;
  /** Mail to creators (the review pipeline's news); without one, nothing is mailed. */
  mailer?: Mailer;
  /** Where users open the portal (links in mails), without a trailing slash. */
  publicUrl?: string;
  /** Named in every mail. */
  supportEmail?: string;
  /** JWT_SECRET: the operators' TOTP secrets are sealed with a key derived from it (issue 21). */
  serverSecret?: () => Promise<string>;
  /** The deployment's currency (CURRENCY): ledger amounts are in its minor units. KRW unless set. */
  currency?: Currency;
}

/** The flag values of node:util parseArgs. */
export type Flags = Record<string, string | boolean | string[] | boolean[] | undefined>;

export interface OpsCommand {
  /** One line for the command list of `--help`. */
  summary: string;
  /** The command's own help, after "npm run ops -- ". */
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /**
   * Set only for a command that must not run inside the server (the ops socket): why, and what
   * to do instead. The dispatcher then refuses it there with this text (exit code 1).
   */
  notInServer?: string;
  run(flags: Flags, env: OpsEnvironment): Promise<void>;
}

/** A module's commands by name, as the dispatcher (cli.ts) merges them. */
export type CommandTable = Readonly<Record<string, OpsCommand>>;

/** A mistake in the command line (exit code 2, with the command's usage). */
export class UsageError extends Error {}

/**
 * An input the command refuses (exit code 1, with the reason). Modules throw it, or one of the
 * service errors the dispatcher already treats so (CompetitionInputError).
 */
export class RefusedError extends Error {}

/** What `lookup` found, or a refusal "no <what> <reference>" when it found nothing. */
export async function foundOrRefused<T>(
  lookup: Promise<T | null | undefined>,
  what: string,
  reference: string,
): Promise<T> {
  const found = await lookup;
  if (!found) throw new RefusedError(`no ${what} ${reference}`);
  return found;
}

/** Opens the database for `task` and closes it afterwards. */
export async function withDatabase(
  env: OpsEnvironment,
  task: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const handle = await env.openDatabase();
  try {
    await task(handle);
  } finally {
    await handle.close();
  }
}

/** A file name given on the command line, resolved against the operator's directory. */
export function operatorPath(env: OpsEnvironment, file: string): string {
  return path.resolve(env.cwd ?? process.cwd(), file);
}

/** The storage of stored files the commands read and write (see OpsEnvironment.storage). */
export function opsStorage(env: OpsEnvironment): FileStorage {
  return storageAt(env.publicFilesDir, env.storage);
}

/** The creators' private files: kept in opsStorage, received and copied on this machine's disk. */
export function opsPrivateStore(env: OpsEnvironment): PrivateStore {
  return createPrivateStore(privateFilesDir(env.publicFilesDir), { storage: opsStorage(env) });
}

/** The mails after a decision (entry, withdrawal, inquiry news), reported on the command's stderr. */
export function newsMail(env: OpsEnvironment): NewsMailEnvironment {
  return {
    mailer: env.mailer,
    publicUrl: env.publicUrl,
    supportEmail: env.supportEmail,
    log: (text) => env.err(text),
  };
}
