import { setupServer } from 'msw/node';
import { accountDeletionHandlers } from './handlers/account-deletion';
import { assetHandlers } from './handlers/assets';
import { deploymentHandlers } from './handlers/deployment';
import { groupSubmissionHandlers } from './handlers/group-submissions';
import { groupHandlers } from './handlers/groups';
import { inquiryHandlers } from './handlers/inquiries';
import { libraryHandlers } from './handlers/library';
import { mainHandlers } from './handlers/main';
import { noticeHandlers } from './handlers/notices';
import { operatorHandlers, operatorSupportHandlers } from './handlers/operator';
import { operatorContentHandlers } from './handlers/operator-content';
import { operatorLibraryHandlers } from './handlers/operator-library';
import { operatorCompetitionHandlers } from './handlers/operator-competitions';
import { notificationHandlers } from './handlers/notifications';
import { profileHandlers } from './handlers/profile';
import { submissionHandlers } from './handlers/submissions';
import { topicHandlers } from './handlers/topics';
import { sessionHandlers } from './handlers/sessions';
import { userHandlers } from './handlers/users';

export const server = setupServer(
  // The console's notices and erasures before everything: the creator's `*/api/notices` would
  // otherwise answer /operator/api/notices, and an erased account is answered there as withdrawn.
  ...operatorContentHandlers,
  // The console's free library (/operator/api/library/*), before the rest of the console's.
  ...operatorLibraryHandlers,
  // The operator console's inquiries first: the creator's `*/api/inquiries` would otherwise answer
  // /operator/api/inquiries too.
  ...operatorSupportHandlers,
  // The console's jobs and groups too: the creator's `*/api/topics` would answer /operator/api/topics.
  ...operatorCompetitionHandlers,
  // Before the users' own: /api/users/sessions would otherwise match /api/users/:id.
  ...sessionHandlers,
  ...userHandlers,
  ...profileHandlers,
  ...deploymentHandlers,
  ...mainHandlers,
  ...groupHandlers,
  ...noticeHandlers,
  ...libraryHandlers,
  ...topicHandlers,
  ...submissionHandlers,
  ...groupSubmissionHandlers,
  ...inquiryHandlers,
  ...assetHandlers,
  ...notificationHandlers,
  ...accountDeletionHandlers,
  // The rest of the operator console (/operator/api): its own token, its own handlers.
  ...operatorHandlers,
);
