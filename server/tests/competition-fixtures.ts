// Helpers of the competition tests: a topic and a group with entries inserted through the same
// functions the operator commands use.
import { TOPIC_TYPE_IMAGE, TOPIC_TYPE_VIDEO } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { createTopic, scheduleGroup, type TopicInput } from '../competitions/competition-admin.js';

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

export function topicInput(overrides: Partial<TopicInput> = {}): TopicInput {
  return {
    topic: 'Test topic',
    maxAmount: 1_000_000,
    maxCount: 10,
    amountPerUser: 100_000,
    topicType: TOPIC_TYPE_VIDEO,
    videoStyleType: 2,
    timeLimit: 'f5s',
    hashtags: ['one', 'two'],
    mainBannerImageUrl: null,
    thumbnailUrl: null,
    ...overrides,
  };
}

export function videoEntries(names: string[]) {
  return names.map((name) => ({
    name,
    tType: 'video' as const,
    videoUrl: `/p/api/files/public/${'a'.repeat(32)}.mp4`,
    thumbnailUrl: `/p/api/files/public/${'b'.repeat(32)}.jpg`,
  }));
}

export function imageEntries(names: string[]) {
  return names.map((name) => ({
    name,
    tType: 'bcon' as const,
    videoUrl: null,
    thumbnailUrl: `/p/api/files/public/${'c'.repeat(32)}.webp`,
  }));
}

/** A topic and one group of it; returns both uuids and the entry uuids in entry order. */
export async function topicWithGroup(
  db: Database,
  options: {
    now: Date;
    beginAt: Date;
    endAt: Date;
    names?: string[];
    topic?: Partial<TopicInput>;
    preparing?: boolean;
  },
) {
  const topicUuid = await createTopic(db, topicInput(options.topic));
  const isVideo = (options.topic?.topicType ?? TOPIC_TYPE_VIDEO) !== TOPIC_TYPE_IMAGE;
  const names = options.names ?? ['First', 'Second', 'Third'];
  const group = await scheduleGroup(
    db,
    {
      topicUuid,
      beginAt: options.beginAt,
      endAt: options.endAt,
      preparing: options.preparing,
      entries: isVideo ? videoEntries(names) : imageEntries(names),
    },
    options.now,
  );
  return { topicUuid, groupUuid: group.uuid, state: group.state, entryUuids: group.entryUuids };
}
