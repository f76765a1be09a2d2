// A topic's brief (issue 18): the description, the do / don't rules, up to three example works and
// the entry period, checked the same way whether the operator's create-topic / update-topic or the
// seed gives them. The description is operator HTML, sanitized here before it is stored, exactly as
// a notice's content is (notice-html.ts).
import { z } from 'zod';
import { containsControlCharacters } from '../../contract/text-rules.js';
import {
  EXAMPLE_NAME_MAX_LENGTH,
  TOPIC_DESCRIPTION_MAX_LENGTH,
  TOPIC_EXAMPLE_WORKS_MAX,
  TOPIC_RULE_KINDS,
  TOPIC_RULE_MAX_LENGTH,
  TOPIC_RULES_MAX,
  type TopicExampleWork,
  type TopicRule,
} from '../../contract/topics.js';
import { sanitizeNoticeHtml } from '../content/index.js';
import { PUBLIC_FILES_PREFIX } from '../files/index.js';

export { EXAMPLE_NAME_MAX_LENGTH, TOPIC_DESCRIPTION_MAX_LENGTH };

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `at most ${max} characters`)
    .refine((text) => !containsControlCharacters(text), 'no control characters');

const publicFileUrl = z
  .string()
  .refine((url) => url.startsWith(PUBLIC_FILES_PREFIX), `a stored public file (${PUBLIC_FILES_PREFIX}…)`);

const ruleSchema = z.object({ kind: z.enum(TOPIC_RULE_KINDS), text: oneLine(TOPIC_RULE_MAX_LENGTH) });

/** An image work is its image (thumbnailUrl); a video work is its MP4 with a poster. */
const exampleSchema = z
  .object({
    name: oneLine(EXAMPLE_NAME_MAX_LENGTH),
    tType: z.enum(['video', 'bcon']),
    videoUrl: publicFileUrl.nullable(),
    thumbnailUrl: publicFileUrl,
  })
  .refine((work) => (work.tType === 'video') === (work.videoUrl !== null), {
    message: 'a video example has a video and a poster; an image example is one image',
  });

/**
 * The brief's fields as create and update take them. Undefined leaves a field as it is (update) or
 * empty (create); null (description, period) or an empty list (rules, examples) clears it.
 */
export const topicBriefSchema = z.object({
  descriptionHtml: z
    .string()
    .max(TOPIC_DESCRIPTION_MAX_LENGTH, `at most ${TOPIC_DESCRIPTION_MAX_LENGTH} characters`)
    .nullable()
    .optional(),
  rules: z.array(ruleSchema).max(TOPIC_RULES_MAX, `at most ${TOPIC_RULES_MAX} rules`).optional(),
  exampleWorks: z
    .array(exampleSchema)
    .max(TOPIC_EXAMPLE_WORKS_MAX, `at most ${TOPIC_EXAMPLE_WORKS_MAX} example works`)
    .optional(),
  entryBeginAt: z.date().nullable().optional(),
  entryEndAt: z.date().nullable().optional(),
});
export type TopicBriefInput = z.input<typeof topicBriefSchema>;

export interface TopicBriefValues {
  descriptionHtml?: string | null;
  rules?: TopicRule[];
  exampleWorks?: TopicExampleWork[];
  entryBeginAt?: Date | null;
  entryEndAt?: Date | null;
}

/**
 * The column values of a checked brief: the description sanitized (nothing left of it is no
 * description), and the period checked against the other end already stored (`stored`, on update).
 * Returns a problem in plain words instead when the period is the wrong way round.
 */
export async function briefValues(
  brief: z.output<typeof topicBriefSchema>,
  stored: { entryBeginAt: Date | null; entryEndAt: Date | null } = { entryBeginAt: null, entryEndAt: null },
): Promise<TopicBriefValues | string> {
  for (const name of ['entryBeginAt', 'entryEndAt'] as const) {
    const value = brief[name];
    if (value && Number.isNaN(value.getTime())) return `${name}: not a valid time`;
  }
  const begin = brief.entryBeginAt !== undefined ? brief.entryBeginAt : stored.entryBeginAt;
  const end = brief.entryEndAt !== undefined ? brief.entryEndAt : stored.entryEndAt;
  if (begin && end && begin >= end) {
    return `the entry period must end after it begins (${begin.toISOString()} to ${end.toISOString()})`;
  }
  const values: TopicBriefValues = {};
  if (brief.descriptionHtml !== undefined) {
    const clean = brief.descriptionHtml === null ? '' : await sanitizeNoticeHtml(brief.descriptionHtml);
    values.descriptionHtml = clean.trim() === '' ? null : clean;
  }
  if (brief.rules !== undefined) values.rules = brief.rules;
  if (brief.exampleWorks !== undefined) values.exampleWorks = brief.exampleWorks;
  if (brief.entryBeginAt !== undefined) values.entryBeginAt = brief.entryBeginAt;
  if (brief.entryEndAt !== undefined) values.entryEndAt = brief.entryEndAt;
  return values;
}
