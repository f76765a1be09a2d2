// Operator commands about the stored files themselves (the storage: disk or S3 bucket).
import { ORPHAN_MIN_AGE_MS, sweepOrphanPrivateFiles } from '../files/index.js';
import { opsStorage, UsageError, withDatabase, type CommandTable } from './command.js';
import { optional } from './flags.js';

export const fileCommands: CommandTable = {
  'sweep-orphans': {
    summary:
      'list the private files no entry, inquiry or withdrawal names (left by a crash), and --delete them (the server does it daily)',
    usage: 'sweep-orphans [--older-than-hours 24] [--delete] [--json]',
    options: {
      'older-than-hours': { type: 'string' },
      delete: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const hoursText = optional(flags, 'older-than-hours');
      const hours = hoursText === undefined ? ORPHAN_MIN_AGE_MS / 3_600_000 : Number(hoursText);
      // An hour at least: younger files may belong to an upload or a conversion still under way.
      if (!Number.isFinite(hours) || hours < 1) throw new UsageError('--older-than-hours must be 1 or more');
      const storage = opsStorage(env);
      await withDatabase(env, async ({ db }) => {
        const orphans = await sweepOrphanPrivateFiles(db, storage, env.now(), {
          minAgeMs: hours * 3_600_000,
          dryRun: flags['delete'] !== true,
        });
        const done = flags['delete'] === true ? 'deleted' : 'found (add --delete to delete them)';
        env.out(
          flags['json'] === true
            ? JSON.stringify({
                orphans: orphans.map((name) => storage.locate('private', name)),
                deleted: flags['delete'] === true,
              })
            : [
                `${orphans.length} unreferenced private file(s) older than ${hours} h ${done}`,
                ...orphans.map((name) => `  ${storage.locate('private', name)}`),
              ].join('\n'),
        );
      });
    },
  },
};
