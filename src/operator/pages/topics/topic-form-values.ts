// The topic form's values as typed, their checks, and the request bodies made of them: the whole
// topic for a new one, only the changed fields for an edit. Kept apart from the components so that
// "what changed" is computed one way: both sides go through bodyOf, so a value loaded and left
// alone (a date, a hashtag list) is never sent back as a change.
import type { TopicCreate, TopicUpdate } from '../../../../contract/operator-competitions';
import {
  EXAMPLE_NAME_MAX_LENGTH,
  TIME_LIMITS,
  TOPIC_AMOUNT_MAX,
  TOPIC_CAPACITY_MAX,
  TOPIC_DESCRIPTION_MAX_LENGTH,
  TOPIC_HASHTAG_MAX_LENGTH,
  TOPIC_HASHTAGS_MAX,
  TOPIC_RULE_MAX_LENGTH,
  TOPIC_TITLE_MAX_LENGTH,
  TOPIC_TYPE_IMAGE,
  TOPIC_TYPE_VIDEO,
  VIDEO_STYLE_TYPES,
  type TimeLimit,
  type TopicRuleKind,
} from '../../../../contract/topic-rules';
import type { TopicDetail } from '../../../../contract/topics';
import {
  numberProblem,
  problemsOf,
  textProblem,
  wholeNumber,
  type Problem,
  type Problems,
} from '../../field-problems';
import { fromLocalInput, toLocalInput } from '../../local-datetime';

export type TopicTypeCode = typeof TOPIC_TYPE_VIDEO | typeof TOPIC_TYPE_IMAGE;
export type VideoStyleCode = (typeof VIDEO_STYLE_TYPES)[number];

/** A line of the rules; `id` keeps its field (and its problem) while lines above it come and go. */
export interface RuleDraft {
  id: number;
  kind: TopicRuleKind;
  text: string;
}

/** An example: an image uploaded here, or a video example kept as it came. */
export interface ExampleDraft {
  id: number;
  name: string;
  tType: 'video' | 'bcon';
  videoUrl: string | null;
  thumbnailUrl: string | null;
}

export interface TopicFormValues {
  topic: string;
  topicType: TopicTypeCode;
  videoStyleType: VideoStyleCode;
  timeLimit: TimeLimit | '';
  /** Money and counts as typed (checked as whole numbers before sending). */
  maxAmount: string;
  maxCount: string;
  amountPerUser: string;
  /** As typed: words separated by commas or spaces. */
  hashtags: string;
  mainBannerImageUrl: string | null;
  thumbnailUrl: string | null;
  /** datetime-local values, in the browser's zone. */
  entryBegin: string;
  entryEnd: string;
  description: string;
  rules: RuleDraft[];
  exampleWorks: ExampleDraft[];
}

let lastId = 0;
/** A fresh id for a new rule or example line. */
export const nextDraftId = () => ++lastId;

export function emptyTopicValues(): TopicFormValues {
  return {
    topic: '',
    topicType: TOPIC_TYPE_VIDEO,
    videoStyleType: 1,
    timeLimit: '',
    maxAmount: '',
    maxCount: '',
    amountPerUser: '',
    hashtags: '',
    mainBannerImageUrl: null,
    thumbnailUrl: null,
    entryBegin: '',
    entryEnd: '',
    description: '',
    rules: [],
    exampleWorks: [],
  };
}

const isTimeLimit = (value: string): value is TimeLimit => (TIME_LIMITS as readonly string[]).includes(value);
const isVideoStyle = (value: number): value is VideoStyleCode =>
  (VIDEO_STYLE_TYPES as readonly number[]).includes(value);

/** The edit form's starting values: the topic as the server has it. */
export function valuesOfTopic(topic: TopicDetail): TopicFormValues {
  return {
    topic: topic.topic,
    topicType: topic.topicType === TOPIC_TYPE_VIDEO ? TOPIC_TYPE_VIDEO : TOPIC_TYPE_IMAGE,
    videoStyleType: isVideoStyle(topic.videoStyleType) ? topic.videoStyleType : 1,
    timeLimit: isTimeLimit(topic.timeLimit) ? topic.timeLimit : '',
    maxAmount: String(topic.maxAmount),
    maxCount: String(topic.maxCount),
    amountPerUser: String(topic.amountPerUser),
    hashtags: topic.hashtags.join(', '),
    mainBannerImageUrl: topic.mainBannerImageUrl,
    thumbnailUrl: topic.thumbnailUrl,
    entryBegin: toLocalInput(topic.entryBeginDate),
    entryEnd: toLocalInput(topic.entryEndDate),
    description: topic.description ?? '',
    rules: (topic.rules ?? []).map((rule) => ({ id: nextDraftId(), kind: rule.kind, text: rule.text })),
    exampleWorks: (topic.exampleWorks ?? []).map((work) => ({
      id: nextDraftId(),
      name: work.name,
      tType: work.tType,
      videoUrl: work.videoUrl,
      thumbnailUrl: work.thumbnailUrl,
    })),
  };
}

/** "#coffee, morning  latte" → ["coffee", "morning", "latte"]: a leading # goes, repeats go. */
export function parseHashtags(text: string): string[] {
  const words = text
    .split(/[\s,]+/)
    .map((word) => word.replace(/^#+/, ''))
    .filter(Boolean);
  return [...new Set(words)];
}

export const ruleField = (id: number) => `rule.${id}`;
export const exampleNameField = (id: number) => `exampleName.${id}`;
export const exampleImageField = (id: number) => `exampleImage.${id}`;

/** The fields in the form's order (the first with a problem takes the focus). */
export function fieldOrder(values: TopicFormValues): string[] {
  return [
    'topic',
    'timeLimit',
    'maxAmount',
    'maxCount',
    'amountPerUser',
    'hashtags',
    'entryBegin',
    'entryEnd',
    'description',
    ...values.rules.map((rule) => ruleField(rule.id)),
    ...values.exampleWorks.flatMap((work) => [exampleNameField(work.id), exampleImageField(work.id)]),
  ];
}

/** The same limits the server applies (contract/operator-competitions.ts), as per-field problems. */
export function validateTopic(values: TopicFormValues): Problems {
  const problems: Record<string, Problem | null> = {
    topic: textProblem(values.topic, TOPIC_TITLE_MAX_LENGTH),
    timeLimit: values.timeLimit ? null : { code: 'chooseLength' },
    maxAmount: numberProblem(values.maxAmount, 0, TOPIC_AMOUNT_MAX),
    maxCount: numberProblem(values.maxCount, 1, TOPIC_CAPACITY_MAX),
    amountPerUser: numberProblem(values.amountPerUser, 0, TOPIC_AMOUNT_MAX),
    description:
      values.description.length > TOPIC_DESCRIPTION_MAX_LENGTH
        ? { code: 'tooLong', values: { max: TOPIC_DESCRIPTION_MAX_LENGTH } }
        : null,
  };
  const hashtags = parseHashtags(values.hashtags);
  const longTag = hashtags.find((tag) => tag.length > TOPIC_HASHTAG_MAX_LENGTH);
  if (hashtags.length > TOPIC_HASHTAGS_MAX) {
    problems.hashtags = { code: 'tooManyHashtags', values: { max: TOPIC_HASHTAGS_MAX } };
  } else if (longTag) {
    problems.hashtags = { code: 'hashtagTooLong', values: { max: TOPIC_HASHTAG_MAX_LENGTH, tag: longTag } };
  }
  const begin = fromLocalInput(values.entryBegin);
  const end = fromLocalInput(values.entryEnd);
  if (begin === undefined) problems.entryBegin = { code: 'dateInvalid' };
  if (end === undefined) problems.entryEnd = { code: 'dateInvalid' };
  else if (begin && end && Date.parse(end) <= Date.parse(begin)) problems.entryEnd = { code: 'periodOrder' };
  for (const rule of values.rules)
    problems[ruleField(rule.id)] = textProblem(rule.text, TOPIC_RULE_MAX_LENGTH);
  for (const work of values.exampleWorks) {
    problems[exampleNameField(work.id)] = textProblem(work.name, EXAMPLE_NAME_MAX_LENGTH);
    if (!work.thumbnailUrl && work.tType === 'bcon') {
      problems[exampleImageField(work.id)] = { code: 'imageRequired' };
    }
  }
  return problemsOf(problems);
}

/** The whole topic as POST /operator/api/topics takes it (values checked by validateTopic first). */
export function bodyOf(values: TopicFormValues): TopicCreate {
  return {
    topic: values.topic.trim(),
    topicType: values.topicType,
    videoStyleType: values.videoStyleType,
    timeLimit: values.timeLimit || TIME_LIMITS[0],
    maxAmount: wholeNumber(values.maxAmount) ?? 0,
    maxCount: wholeNumber(values.maxCount) ?? 0,
    amountPerUser: wholeNumber(values.amountPerUser) ?? 0,
    hashtags: parseHashtags(values.hashtags),
    mainBannerImageUrl: values.mainBannerImageUrl,
    thumbnailUrl: values.thumbnailUrl,
    description: values.description.trim() ? values.description : null,
    rules: values.rules.map(({ kind, text }) => ({ kind, text: text.trim() })),
    // A video example keeps its URLs as they came (the form uploads image examples only).
    exampleWorks: values.exampleWorks.map(({ name, tType, videoUrl, thumbnailUrl }) => ({
      name: name.trim(),
      tType,
      videoUrl,
      thumbnailUrl: thumbnailUrl ?? '',
    })),
    entryBeginDate: fromLocalInput(values.entryBegin) ?? null,
    entryEndDate: fromLocalInput(values.entryEnd) ?? null,
  };
}

/** PATCH's body: only the fields whose value differs from what was loaded. */
export function changedFields(loaded: TopicFormValues, current: TopicFormValues): TopicUpdate {
  const before = bodyOf(loaded);
  const after = bodyOf(current);
  const changes: Partial<Record<keyof TopicCreate, unknown>> = {};
  for (const key of Object.keys(after) as (keyof TopicCreate)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes as TopicUpdate;
}
