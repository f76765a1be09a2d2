// What the browser checks of a topic image before it is uploaded: its size in bytes and, for a
// thumbnail, its exact pixel size (the job cards' 720 x 405). The server checks both again; this
// spares the operator an upload that would be refused. The pixels are read by src/lib/media-probe.ts,
// the one module that decodes media (tests replace it: jsdom decodes nothing).
import type { TopicImageKind } from '../../contract/operator-paths';
import { TOPIC_IMAGE_MAX_BYTES, TOPIC_THUMBNAIL_SIZE } from '../../contract/topic-rules';
import { probeImageSize } from '../lib/media-probe';

export type TopicImageProblem =
  { code: 'tooLarge' } | { code: 'unreadable' } | { code: 'wrongSize'; width: number; height: number };

/** The file types the server stores as topic images (the picker's filter; the server reads the bytes). */
export const TOPIC_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export async function checkTopicImage(kind: TopicImageKind, file: File): Promise<TopicImageProblem | null> {
  if (file.size > TOPIC_IMAGE_MAX_BYTES) return { code: 'tooLarge' };
  if (kind !== 'thumbnail') return null;
  const size = await probeImageSize(file);
  if (!size) return { code: 'unreadable' };
  const { width, height } = TOPIC_THUMBNAIL_SIZE;
  return size.width === width && size.height === height
    ? null
    : { code: 'wrongSize', width: size.width, height: size.height };
}
