// Every operation of the OpenAPI document, with the name a generated client gives it and the
// resource it belongs to. The name is the function of the portal's src/api/<module>.ts (the
// operator console's: src/operator/api/<name>.ts for module operator/<name>) that makes
// the call (tests/build/openapi-operations.test.ts checks that it is exported there), and the tag
// is that module: a reader of the document finds the portal's call by the same words. The few
// operations the portal does not call through src/api are marked `portal: false`.
export interface OperationName {
  /** The operationId: the src/api function's name. */
  id: string;
  /** The src/api module (without .ts), also the operation's tag. */
  module: string;
  /** false: no src/api function calls it (the name says what it does). */
  portal?: false;
  /** The media type of its 200 answer when that is not JSON (its failures stay JSON envelopes). */
  answers?: string;
}

const op = (module: string, id: string, portal?: false): OperationName =>
  portal === false ? { id, module, portal } : { id, module };
const notJson = (operation: OperationName, answers: string): OperationName => ({ ...operation, answers });

/** Keyed by `METHOD /path` as the document writes the path. */
export const OPERATIONS: Readonly<Record<string, OperationName>> = {
  // users (spec §7 "Users", and the documented additions of issue 19)
  'POST /p/api/users/login': op('users', 'login'),
  'GET /p/api/users/same-userid': op('users', 'checkUserId'),
  'GET /p/api/users/auth-hpnumber': op('users', 'sendPhoneCode'),
  'POST /p/api/users': op('users', 'signup'),
  'GET /p/api/users/email-auth/{code}': op('users', 'verifyEmail'),
  'GET /p/api/users/recertify-email': op('users', 'resendVerificationEmail'),
  'POST /p/api/users/userid': op('users', 'findUserIds'),
  'POST /p/api/users/password': op('users', 'resetPassword'),
  'PUT /api/users/castingn': op('users', 'markCastingn'),
  'GET /api/users/{id}': op('users', 'getUser'),
  'PUT /api/users/{id}': op('users', 'updatePassword'),
  'DELETE /api/users/{id}': op('users', 'leavePortal'),
  'POST /api/users/hp-number/code': op('users', 'sendPhoneChangeCode'),
  'PUT /api/users/{id}/hp-number': op('users', 'changePhoneNumber'),
  'PUT /api/users/{id}/user-name': op('users', 'changeUserName'),
  'POST /api/users/{id}/email-change': op('users', 'requestEmailChange'),
  'DELETE /api/users/{id}/email-change': op('users', 'cancelEmailChange'),
  'GET /p/api/users/email-change/{code}': op('users', 'confirmEmailChange'),
  // sessions
  'POST /api/users/logout': op('sessions', 'endCurrentSession'),
  'GET /api/users/sessions': op('sessions', 'listSessions'),
  'DELETE /api/users/sessions': op('sessions', 'endOtherSessions'),
  'DELETE /api/users/sessions/{sessionId}': op('sessions', 'endSession'),
  // the deployment (read by src/stores/deployment-store.ts, which keeps the entry chunk small)
  'GET /p/api/deployment': op('deployment', 'getDeployment', false),
  // home
  'GET /p/api/main/banner': op('main', 'getMainBanners'),
  'GET /p/api/main/work': op('main', 'getMainWorks'),
  // topics, groups, entries
  'GET /p/api/group/topic': op('groups', 'getGroupsOfTopic'),
  'GET /api/topics': op('topics', 'getTopics'),
  'GET /v1/api/topics/{uuid}': op('topics', 'getTopic'),
  'POST /api/submission/': op('submissions', 'createSubmission'),
  'GET /api/submission/': op('submissions', 'getSubmissions'),
  'GET /api/submission/{uuid}': op('submissions', 'getSubmission'),
  'POST /api/submission/project-file/{uuid}': op('submissions', 'sendProjectFile'),
  'GET /api/group-submission': op('group-submissions', 'getMyGroupSubmissions'),
  'GET /api/group-submission/belong-to-group/{id}': op('group-submissions', 'getGroupOfSubmission'),
  'GET /api/group-submission/{id}': op('group-submissions', 'getGroupRanking'),
  // notices and the free libraries
  'GET /p/api/notices': op('notices', 'getNotices'),
  'GET /p/api/notices/{uuid}': op('notices', 'getNotice'),
  'GET /p/api/audio': op('library', 'getAudio'),
  'GET /p/api/font': op('library', 'getFonts'),
  'GET /p/api/files/category': op('library', 'getFileCategories'),
  // spec §7 "Files": the portal reads the libraries instead, and opens downloads as links
  'GET /p/api/files/': op('library', 'getPublicFiles', false),
  'GET /p/api/files/download': notJson(op('library', 'downloadFile', false), 'application/octet-stream'),
  // 1:1 inquiries
  'GET /api/inquiries': op('inquiries', 'getInquiries'),
  'POST /api/inquiries': op('inquiries', 'createInquiry'),
  'GET /api/inquiries/{uuid}': op('inquiries', 'getInquiry'),
  'PUT /api/inquiries/{uuid}': op('inquiries', 'updateInquiry'),
  'DELETE /api/inquiries/{uuid}': op('inquiries', 'deleteInquiry'),
  // notifications
  'GET /api/notifications': op('notifications', 'getNotifications'),
  'GET /api/notifications/unread-count': op('notifications', 'getUnreadCount'),
  'POST /api/notifications/read': op('notifications', 'markNotificationsRead'),
  'GET /api/notifications/mail-preferences': op('notifications', 'getMailPreferences'),
  'PUT /api/notifications/mail-preferences': op('notifications', 'putMailPreferences'),
  // assets
  'GET /api/assets/user/briefing': op('assets', 'getBriefing'),
  'GET /api/assets/log/no-withdrawal-request': op('assets', 'getUnwithdrawnEarnings'),
  'GET /api/assets/statement': notJson(op('assets', 'getStatement'), 'text/csv'),
  'GET /api/assets/withdrawal-request': op('assets', 'getWithdrawalRequests'),
  'POST /api/assets/withdrawal-request': op('assets', 'requestWithdrawal'),
  'GET /api/assets/withdrawals/payout-details': op('assets', 'getPayoutDetails'),
  // the operator console (issue 21): its modules are src/operator/api/<name>.ts
  'GET /operator/api/auth/setup/{code}': op('operator/auth', 'getSetupInfo'),
  'POST /operator/api/auth/setup/{code}': op('operator/auth', 'completeSetup'),
  'POST /operator/api/auth/login': op('operator/auth', 'logIn'),
  'POST /operator/api/logout': op('operator/auth', 'logOut'),
  'GET /operator/api/me': op('operator/auth', 'getMe'),
  'GET /operator/api/dashboard': op('operator/dashboard', 'getDashboard'),
  'GET /operator/api/operators': op('operator/operators', 'listOperators'),
  'POST /operator/api/operators': op('operator/operators', 'inviteOperator'),
  'PATCH /operator/api/operators/{uuid}': op('operator/operators', 'updateOperator'),
  'POST /operator/api/operators/{uuid}/setup-link': op('operator/operators', 'resetSetupLink'),
  'GET /operator/api/audit': op('operator/audit', 'getAuditLines'),
  'GET /operator/api/creators': op('operator/creators', 'listCreators'),
  'GET /operator/api/creators/{uuid}': op('operator/creators', 'getCreator'),
  'POST /operator/api/creators/{uuid}/suspend': op('operator/creators', 'suspendCreator'),
  'POST /operator/api/creators/{uuid}/unsuspend': op('operator/creators', 'unsuspendCreator'),
  'GET /operator/api/creators/{uuid}/erasure': op('operator/creators', 'getErasurePreview'),
  'POST /operator/api/creators/{uuid}/erase': op('operator/creators', 'eraseCreator'),
  'GET /operator/api/inquiries': op('operator/inquiries', 'listInquiries'),
  'GET /operator/api/inquiries/{uuid}': op('operator/inquiries', 'getInquiryForSupport'),
  'POST /operator/api/inquiries/{uuid}/answer': op('operator/inquiries', 'answerInquiry'),
  'GET /operator/api/withdrawals': op('operator/withdrawals', 'listWithdrawals'),
  'POST /operator/api/withdrawals/{uuid}/account-number': op('operator/withdrawals', 'revealAccountNumber'),
  'POST /operator/api/withdrawals/{uuid}/pay': op('operator/withdrawals', 'payWithdrawal'),
  'POST /operator/api/withdrawals/{uuid}/reject': op('operator/withdrawals', 'rejectWithdrawal'),
  'POST /operator/api/withdrawals/transfer-batch': notJson(
    op('operator/withdrawals', 'downloadTransferBatch'),
    'text/csv',
  ),
  'GET /operator/api/submissions': op('operator/submissions', 'listEntries'),
  'GET /operator/api/submissions/{uuid}': op('operator/submissions', 'getEntry'),
  'POST /operator/api/submissions/{uuid}/approve': op('operator/submissions', 'approveSubmission'),
  'POST /operator/api/submissions/{uuid}/return': op('operator/submissions', 'returnSubmission'),
  'POST /operator/api/submissions/{uuid}/retry-conversion': op('operator/submissions', 'retryConversion'),
  'POST /operator/api/submissions/{uuid}/comments': op('operator/submissions', 'addReviewComment'),
  'DELETE /operator/api/submissions/{uuid}/comments/{commentUuid}': op(
    'operator/submissions',
    'deleteReviewComment',
  ),
  'GET /operator/api/notices': op('operator/notices', 'listNotices'),
  'POST /operator/api/notices': op('operator/notices', 'postNotice'),
  'GET /operator/api/notices/{uuid}': op('operator/notices', 'getNoticeForSupport'),
  'PATCH /operator/api/notices/{uuid}': op('operator/notices', 'editNotice'),
  'GET /operator/api/library/categories': op('operator/library', 'listLibraryCategories'),
  'POST /operator/api/library/categories': op('operator/library', 'addLibraryCategory'),
  'PATCH /operator/api/library/categories/{uuid}': op('operator/library', 'editLibraryCategory'),
  'DELETE /operator/api/library/categories/{uuid}': op('operator/library', 'deleteLibraryCategory'),
  'GET /operator/api/library/audio': op('operator/library', 'listLibraryAudio'),
  'POST /operator/api/library/audio': op('operator/library', 'addLibraryAudio'),
  'GET /operator/api/library/audio/{uuid}': op('operator/library', 'getLibraryAudio'),
  'PATCH /operator/api/library/audio/{uuid}': op('operator/library', 'editLibraryAudio'),
  'GET /operator/api/library/fonts': op('operator/library', 'listLibraryFonts'),
  'POST /operator/api/library/fonts': op('operator/library', 'addLibraryFont'),
  'GET /operator/api/library/fonts/{uuid}': op('operator/library', 'getLibraryFont'),
  'PATCH /operator/api/library/fonts/{uuid}': op('operator/library', 'editLibraryFont'),
  'GET /operator/api/topics': op('operator/competitions', 'listTopics'),
  'POST /operator/api/topics': op('operator/competitions', 'createTopic'),
  'GET /operator/api/topics/{uuid}': op('operator/competitions', 'getTopicForEdit'),
  'PATCH /operator/api/topics/{uuid}': op('operator/competitions', 'updateTopic'),
  'POST /operator/api/topic-images': op('operator/competitions', 'uploadTopicImage'),
  'GET /operator/api/groups': op('operator/competitions', 'listGroups'),
  'POST /operator/api/groups': op('operator/competitions', 'scheduleGroup'),
  'POST /operator/api/groups/{uuid}/entries': op('operator/competitions', 'addGroupEntry'),
  'POST /operator/api/groups/{uuid}/release': op('operator/competitions', 'releaseGroup'),
  'POST /operator/api/group-entries/{uuid}/production': op('operator/competitions', 'recordProduction'),
  'POST /operator/api/statistics': op('operator/competitions', 'runStatistics'),
};

/** The file of an operation's module: src/api/<module>.ts, or src/operator/api/<name>.ts for operator/<name>. */
export function moduleFile(module: string): string {
  return module.startsWith('operator/')
    ? `src/operator/api/${module.slice('operator/'.length)}.ts`
    : `src/api/${module}.ts`;
}

/** The document's form of a Fastify route pattern: `/api/users/:id` is `/api/users/{id}`. */
export function documentPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}
