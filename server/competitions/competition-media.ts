// The competitions' public media (topic banners and thumbnails, the works shown in rankings) as
// downloads (CONTRACT.md "Files"). They are not in the stored_files registry: a topic or a group
// entry names them by their public URL. A URL counts only when it has the exact form the server
// generates and a topic or an entry really uses it, so a caller cannot make one up.
import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { groupSubmissions, topics } from '../db/schema.js';
import { KIND_MIME, storedNameOf, type StoredKind, originalNameProblem } from '../files/index.js';

const KIND_OF_EXTENSION: Record<string, StoredKind> = { mp4: 'mp4', jpg: 'jpeg', png: 'png', webp: 'webp' };

export interface PublicMedia {
  storedName: string;
  mime: string;
  /**
   * The caller's file name when it is a valid one (spec §5), with the extension of what the file
   * really is (a link cannot make a video download as `.exe`); else the stored name.
   */
  downloadName: string;
}

export async function findCompetitionMedia(
  db: Database,
  fileUrl: string,
  fileName: string | undefined,
): Promise<PublicMedia | null> {
  const storedName = storedNameOf(fileUrl);
  const extension = storedName?.slice(storedName.lastIndexOf('.') + 1) ?? '';
  const kind = KIND_OF_EXTENSION[extension];
  if (!storedName || !kind) return null;
  const [topic] = await db
    .select({ uuid: topics.uuid })
    .from(topics)
    .where(or(eq(topics.mainBannerImageUrl, fileUrl), eq(topics.thumbnailUrl, fileUrl)))
    .limit(1);
  const [entry] = topic
    ? [topic]
    : await db
        .select({ uuid: groupSubmissions.uuid })
        .from(groupSubmissions)
        .where(or(eq(groupSubmissions.videoUrl, fileUrl), eq(groupSubmissions.thumbnailUrl, fileUrl)))
        .limit(1);
  if (!entry) return null;
  const name = fileName?.trim();
  const valid = name && originalNameProblem(name) === null;
  return {
    storedName,
    mime: KIND_MIME[kind],
    downloadName: valid ? `${name.replace(/\.[^.]*$/, '')}.${extension}` : storedName,
  };
}
