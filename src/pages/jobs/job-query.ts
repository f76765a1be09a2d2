// The job list's filters in the URL (issue 18): ?type=video&style=photo&length=exact&limit=f5s
// &open=1&sort=reward&q=travel, beside useListParams' page and size. Readable words rather than the
// API's codes, so that a shared link says what it shows. A value a hand-edited URL got wrong is
// ignored (the filter counts as unset) instead of reaching the server.
import {
  isExactLength,
  LENGTH_KINDS,
  TIME_LIMITS,
  TOPIC_KEYWORD_MAX,
  TOPIC_SORTS,
  TOPIC_TYPE_IMAGE,
  TOPIC_TYPE_VIDEO,
  type LengthKind,
  type TimeLimit,
  type TopicSort,
} from '../../../contract/topic-rules';
import type { TopicsRequest } from '../../api/topics';
import { videoStyleCode, type VideoStyleKey, VIDEO_STYLES } from '../../components/topic-facts/video-style';

export const JOB_FILTER_KEYS = ['type', 'style', 'length', 'limit', 'open', 'sort', 'q'] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

export const WORK_TYPES = ['video', 'image'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const STYLE_KEYS = Object.values(VIDEO_STYLES);
export const DEFAULT_SORT: TopicSort = 'newest';

export interface JobFilters {
  type: WorkType | null;
  style: VideoStyleKey | null;
  lengthKind: LengthKind | null;
  timeLimit: TimeLimit | null;
  /** Only the jobs taking entries now. */
  open: boolean;
  sort: TopicSort;
  /** Trimmed, at most TOPIC_KEYWORD_MAX characters; '' for no search. */
  keyword: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

/** Trimmed and cut to the length the API accepts. */
export function cleanKeyword(value: string): string {
  return [...value.trim()].slice(0, TOPIC_KEYWORD_MAX).join('').trim();
}

/** The time limits of one kind (exact: f5s…, minimum: 5s…), in the contract's order. */
export function timeLimitsOf(kind: LengthKind): TimeLimit[] {
  return TIME_LIMITS.filter((limit) => isExactLength(limit) === (kind === 'exact'));
}

export function parseJobFilters(values: Record<JobFilterKey, string>): JobFilters {
  const limit = oneOf(TIME_LIMITS, values.limit);
  const limitKind: LengthKind | null = limit ? (isExactLength(limit) ? 'exact' : 'minimum') : null;
  const lengthKind = oneOf(LENGTH_KINDS, values.length) ?? limitKind;
  return {
    type: oneOf(WORK_TYPES, values.type),
    style: oneOf(STYLE_KEYS, values.style),
    lengthKind,
    // A value of the other kind than the one asked for contradicts it: dropped.
    timeLimit: limit && limitKind === lengthKind ? limit : null,
    open: values.open === '1' || values.open === 'true',
    sort: oneOf(TOPIC_SORTS, values.sort) ?? DEFAULT_SORT,
    keyword: cleanKeyword(values.q),
  };
}

/** The URL values of `filters` ('' removes a key; the default sort is left out of the URL). */
export function jobFilterValues(filters: JobFilters): Record<JobFilterKey, string> {
  return {
    type: filters.type ?? '',
    style: filters.style ?? '',
    length: filters.lengthKind ?? '',
    limit: filters.timeLimit ?? '',
    open: filters.open ? '1' : '',
    sort: filters.sort === DEFAULT_SORT ? '' : filters.sort,
    q: filters.keyword,
  };
}

export const NO_JOB_FILTERS: JobFilters = {
  type: null,
  style: null,
  lengthKind: null,
  timeLimit: null,
  open: false,
  sort: DEFAULT_SORT,
  keyword: '',
};

/** How many filters narrow the list (the sort does not). */
export function activeFilterCount(filters: JobFilters): number {
  return [
    filters.type,
    filters.style,
    filters.lengthKind,
    filters.open || null,
    filters.keyword || null,
  ].filter((value) => value !== null).length;
}

/** GET /api/topics' parameters for a page of the list; unset filters are not sent. */
export function topicsRequest(page: number, size: number, filters: JobFilters): TopicsRequest {
  const request: TopicsRequest = { page, size };
  if (filters.type) request.topicType = filters.type === 'video' ? TOPIC_TYPE_VIDEO : TOPIC_TYPE_IMAGE;
  if (filters.style) request.videoStyleType = videoStyleCode(filters.style) ?? undefined;
  if (filters.lengthKind) request.lengthKind = filters.lengthKind;
  if (filters.timeLimit) request.timeLimit = filters.timeLimit;
  if (filters.open) request.open = 'true';
  if (filters.sort !== DEFAULT_SORT) request.sort = filters.sort;
  if (filters.keyword) request.keyword = filters.keyword;
  return request;
}
