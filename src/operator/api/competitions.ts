// Topics and groups (reviewer, admin): topics with their images and brief, groups of converted
// entries, their release, production counts, the statistics run and the rankings.
import type {
  ConsoleGroup,
  ConsoleTopicPage,
  ProductionBody,
  RecordedProduction,
  ScheduleGroupBody,
  ScheduledGroupAnswer,
  StatisticsRun,
  TopicCreate,
  TopicImage,
  TopicSaved,
  TopicUpdate,
} from '../../../contract/operator-competitions';
import { operatorPaths, TOPIC_IMAGE_FIELDS, type TopicImageKind } from '../../../contract/operator-paths';
import type { TopicDetail } from '../../../contract/topics';
import { operatorApi } from './client';

/** GET /operator/api/topics?page&size: newest first, every topic (no entry-period filter). */
export function listTopics(query: { page: number; size: number }, signal?: AbortSignal) {
  return operatorApi.get<ConsoleTopicPage>(operatorPaths.topics, { params: { ...query }, signal });
}

/** GET /operator/api/topics/{uuid}: the topic with its brief, for the edit form. */
export function getTopicForEdit(uuid: string, signal?: AbortSignal) {
  return operatorApi.get<TopicDetail>(operatorPaths.topic(uuid), { signal });
}

/** POST /operator/api/topics: answers the new topic's uuid. */
export function createTopic(body: TopicCreate) {
  return operatorApi.post<TopicSaved>(operatorPaths.topics, body);
}

/** PATCH /operator/api/topics/{uuid}: only the fields given change. */
export function updateTopic(uuid: string, body: TopicUpdate) {
  return operatorApi.patch<TopicSaved>(operatorPaths.topic(uuid), body);
}

/** POST /operator/api/topic-images (multipart kind, file): the stored public file's URL. */
export function uploadTopicImage(kind: TopicImageKind, file: File) {
  const form = new FormData();
  form.append(TOPIC_IMAGE_FIELDS.kind, kind);
  form.append(TOPIC_IMAGE_FIELDS.file, file);
  return operatorApi.post<TopicImage>(operatorPaths.topicImages, form);
}

/** GET /operator/api/groups?topic&state: with their entries, ranked. */
export function listGroups(query: { topic?: string; state?: number }, signal?: AbortSignal) {
  return operatorApi.get<{ lists: ConsoleGroup[] }>(operatorPaths.groups, { params: { ...query }, signal });
}

/** POST /operator/api/groups: a new group of converted entries (their creators are mailed). */
export function scheduleGroup(body: ScheduleGroupBody) {
  return operatorApi.post<ScheduledGroupAnswer>(operatorPaths.groups, body);
}

/** POST /operator/api/groups/{uuid}/entries: one more converted entry, into a group not begun. */
export function addGroupEntry(groupUuid: string, submissionUuid: string) {
  return operatorApi.post<{ groupSubmissionUuid: string; position: number; groupState: number }>(
    operatorPaths.groupEntries(groupUuid),
    { submissionUuid },
  );
}

/** POST /operator/api/groups/{uuid}/release: preparing → waiting (the clock takes it on). */
export function releaseGroup(uuid: string) {
  return operatorApi.post<{ uuid: string; state: number }>(operatorPaths.releaseGroup(uuid));
}

/** POST /operator/api/group-entries/{uuid}/production {count, producedAt?, reportId?} */
export function recordProduction(groupEntryUuid: string, body: ProductionBody) {
  return operatorApi.post<RecordedProduction>(operatorPaths.production(groupEntryUuid), body);
}

/** POST /operator/api/statistics {groupUuids}: the run the daily 01:00 one is, now. */
export function runStatistics(groupUuids: string[] = []) {
  return operatorApi.post<StatisticsRun>(operatorPaths.statistics, { groupUuids });
}
