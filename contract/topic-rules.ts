// The plain values of the topics contract (spec §3, §4, CONTRACT.md), without zod, so that the SPA
// can import them as values (contract/topics.ts imports zod, which must stay out of the bundle).
// contract/topics.ts re-exports everything here; the server keeps importing from there.

/** §3 timeLimit: f* = exact length, the rest = minimum length. */
export const TIME_LIMITS = [
  'f1s',
  'f2s',
  'f3s',
  'f4s',
  'f5s',
  'f10s',
  'f30s',
  'f1m',
  '1s',
  '2s',
  '5s',
  '10s',
  '30s',
  '1m',
  '3m',
  '5m',
] as const;
export type TimeLimit = (typeof TIME_LIMITS)[number];

/** §3 topicType: 1 = video, anything else = image. */
export const TOPIC_TYPE_VIDEO = 1;
export const TOPIC_TYPE_IMAGE = 2;

/** §3 videoStyleType: 1 photo-based, 2 video-based, 3 graphics-based, 4 mixed. */
export const VIDEO_STYLE_TYPES = [1, 2, 3, 4] as const;

/** CONTRACT.md group state codes. */
export const GroupState = { Preparing: 1, Waiting: 2, Competing: 3, Completed: 4 } as const;
export type GroupStateValue = (typeof GroupState)[keyof typeof GroupState];
