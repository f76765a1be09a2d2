// The reads a signed-in page starts with (issue 25), one definition shared by our server's page
// table (server/site/page-routes.ts) and the tests that hold the portal's pages to them. A
// navigation carries no token, so our server cannot answer them inside the HTML as it does the
// public reads; instead public/boot-after-paint.js asks them with the stored session's token as
// the HTML is parsed, alongside the app's scripts, and the API client (src/api/client.ts through
// src/lib/session-reads.ts) takes the answer when the page makes the same request. A read defined
// here is the request the page makes on its first page with no filters, to the query parameter.
import type { Read } from './embedded-reads';
import type { Page } from './envelope';
import { DEFAULT_PAGE_SIZE } from './list-rules';
import type { Notification } from './notifications';
import { apiPaths } from './paths';
import type { SubmissionSummary } from './submissions';
import type { Topic } from './topics';
import type { UserData } from './users';

/** The global the boot script leaves its requests under, for the API client to find. */
export const SESSION_READS_GLOBAL = '__sessionReads';

/** Stands for the stored session's uuid in a read's path; the boot script puts the uuid in. */
export const SESSION_UUID = '{uuid}';

/** What the boot script leaves: the requests it made, with the token and language they carried. */
export interface SessionReads {
  token: string;
  language: string;
  /** By read key (contract/embedded-reads.ts); null when the request got no HTTP answer. */
  answers: Record<string, Promise<SessionReadAnswer | null>>;
}

/** An HTTP answer as the boot script got it: its status, its JSON body and two headers. */
export interface SessionReadAnswer {
  status: number;
  body: unknown;
  etag: string | null;
  retryAfter: string | null;
}

const firstPage = { page: 1, size: DEFAULT_PAGE_SIZE };

/** GET /api/topics: the job list's first page (src/pages/jobs). */
export const firstTopicsRead: Read<Page<Topic>> = { path: apiPaths.topics, params: firstPage };

/** GET /api/submission/: my entries' first page, every state (src/pages/my-entry-list). */
export const firstSubmissionsRead: Read<Page<SubmissionSummary>> = {
  path: apiPaths.submissions,
  params: firstPage,
};

/** GET /api/notifications: the first page of all notifications (src/pages/notifications). */
export const firstNotificationsRead: Read<Page<Notification>> = {
  path: apiPaths.notifications,
  params: firstPage,
};

/** GET /api/users/{uuid}: the signed-in account (src/pages/mypage). */
export const sessionUserRead: Read<UserData> = { path: apiPaths.user(SESSION_UUID) };
