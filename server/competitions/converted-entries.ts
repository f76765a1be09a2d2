// The group entries of creators' converted submissions, for every way an operator schedules them
// (schedule-group --submission and schedule-submission, and the console's scheduling): each must be
// of the topic and converted; its delivery file and poster are copied into the public area, which
// is what the public rankings show.
import { ErrorCode } from '../../contract/error-codes.js';
import type { Database } from '../db/client.js';
import {
  findPrivateFile,
  storePublicFileFrom,
  tmpDir,
  type FileStorage,
  type MediaKind,
  type PrivateStore,
} from '../files/index.js';
import { findSubmissions } from '../submissions/index.js';
import type { EntryInput } from './competition-admin.js';
import { CompetitionInputError } from './competition-input.js';

export type ConvertedEntry = EntryInput & { submissionUuid: string };

/**
 * The entries, in the order given. The names of public files this made (not there before) are
 * added to `published`, so a step refused afterwards can take them back with `unpublish`: a private
 * work is never left public (under its unlisted name) without a group showing it.
 */
export async function convertedEntries(
  db: Database,
  store: PrivateStore,
  topicUuid: string,
  uuids: readonly string[],
  published: string[] = [],
): Promise<ConvertedEntry[]> {
  if (new Set(uuids).size !== uuids.length) throw new CompetitionInputError('a submission is given twice');
  const rows = await findSubmissions(db, uuids);
  // Copies (from S3) and the copies that go into the public area are made next to the uploads.
  const spool = tmpDir(store);
  const publish = async (storedName: string, kinds: readonly MediaKind[]) => {
    const copy = await store.storage.localCopy('private', storedName, spool);
    try {
      const stored = await storePublicFileFrom(store.storage, copy.path, kinds, spool);
      if (stored.created) published.push(stored.name);
      return stored;
    } finally {
      await copy.release();
    }
  };
  const entries: ConvertedEntry[] = [];
  for (const uuid of uuids) {
    const row = rows.find((candidate) => candidate.uuid === uuid);
    if (!row) throw new CompetitionInputError(`no entry ${uuid}`, ErrorCode.NotFound);
    if (row.topicUuid !== topicUuid)
      throw new CompetitionInputError(`entry ${uuid} belongs to another topic`);
    if (row.state !== 'converting' || !row.convertedAt || !row.deliveryFileUuid || !row.posterFileUuid) {
      throw new CompetitionInputError(
        `entry ${uuid} is not converted and waiting to be scheduled (${row.state})`,
        ErrorCode.SubmissionStateConflict,
      );
    }
    const delivery = await findPrivateFile(db, row.deliveryFileUuid);
    const poster = await findPrivateFile(db, row.posterFileUuid);
    if (!delivery || !poster) {
      throw new CompetitionInputError(
        `entry ${uuid} lost its converted files`,
        ErrorCode.SubmissionStateConflict,
      );
    }
    const posterPublic = await publish(poster.storedName, ['jpeg', 'png']);
    const videoPublic = row.tType === 'video' ? await publish(delivery.storedName, ['mp4']) : null;
    entries.push({
      name: row.title,
      tType: row.tType === 'video' ? 'video' : 'bcon',
      videoUrl: videoPublic?.url ?? null,
      thumbnailUrl: posterPublic.url,
      userUuid: row.userUuid,
      submissionUuid: row.uuid,
    });
  }
  return entries;
}

/** Takes back the public copies `convertedEntries` made for a step that was then refused. */
export async function unpublish(storage: FileStorage, published: readonly string[]): Promise<void> {
  if (published.length > 0) await storage.remove('public', [...published]);
}
