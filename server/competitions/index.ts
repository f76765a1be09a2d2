// The competitions domain's public face: what other folders of the server (other domains, the operator
// commands, main.ts, the seed) may use. Everything else in server/competitions/ is its own business
// (eslint-rules/server-layers.js); app.ts mounts its *.routes.ts directly.
export {
  CompetitionInputError,
  createTopic,
  overviewGroups,
  recordProduction,
  releaseGroup,
  scheduleGroup,
  updateTopic,
  type EntryInput,
  type GroupOverview,
  type ProductionReportInput,
  type RecordedReport,
  type ScheduledGroup,
  type TopicInput,
  type TopicUpdate,
} from './competition-admin.js';
export { findCompetitionMedia } from './competition-media.js';
export { convertedEntries, unpublish, type ConvertedEntry } from './converted-entries.js';
export { startCompetitionScheduler, withCompetitionJobsLock } from './competition-scheduler.js';
export { findTopic, findTopicDetail, isUuid, listTopics, topicsByUuid } from './competition-views.js';
export { advanceGroupStates } from './lifecycle.js';
export { runStatistics } from './statistics.js';
export {
  addSubmissionToGroup,
  groupForScheduling,
  scheduledGroupOf,
  type AddedToGroup,
} from './submission-scheduling.js';
export { EXAMPLE_NAME_MAX_LENGTH, TOPIC_DESCRIPTION_MAX_LENGTH } from './topic-brief.js';
