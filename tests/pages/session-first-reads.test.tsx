// A signed-in page's first reads are asked by public/boot-after-paint.js before the app runs
// (contract/session-reads.ts, server/site/page-routes.ts): each page's first request must be the
// read the page table names, to the query parameter, and the page renders from the boot script's
// answer with no request of its own, as long as the token and the language are the ones it was
// asked with. A 403 among those answers ends the session as any other would.
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readKey, type Read } from '../../contract/embedded-reads';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import {
  firstNotificationsRead,
  firstSubmissionsRead,
  firstTopicsRead,
  SESSION_READS_GLOBAL,
  SESSION_UUID,
  sessionUserRead,
  type SessionReadAnswer,
} from '../../contract/session-reads';
import { env } from '../../src/lib/env';
import { currentLanguage } from '../../src/lib/i18n';
import { useAuthStore } from '../../src/stores/auth-store';
import { fail } from '../msw/envelope';
import { approvedEntry } from '../msw/fixtures/submissions';
import { travelVlog } from '../msw/fixtures/topics';
import { creator, sessionOf } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const SLOW = { timeout: 10_000 };

/** The key the boot script asks a read under: the stored session's uuid put in. */
const bootKey = (read: Read) =>
  readKey(read).replace(encodeURIComponent(SESSION_UUID), encodeURIComponent(creator.user.uuid));

const pages = [
  {
    path: '/jobs',
    read: firstTopicsRead,
    asked: apiPaths.topics,
    shown: () => screen.findByRole('article', { name: travelVlog.topic }, SLOW),
  },
  {
    path: '/my-entry-list',
    read: firstSubmissionsRead,
    asked: apiPaths.submissions,
    shown: () => screen.findByRole('link', { name: approvedEntry.title }, SLOW),
  },
  {
    path: '/notifications',
    read: firstNotificationsRead,
    asked: apiPaths.notifications,
    shown: () => screen.findByRole('list', { name: 'Your notifications' }, SLOW),
  },
  {
    path: '/mypage',
    read: sessionUserRead,
    asked: apiPaths.user(creator.user.uuid),
    shown: () => screen.findByRole('heading', { level: 2, name: 'Account' }, SLOW),
  },
];

/** The request's key as the boot script would have named it (`_t` is not part of it). */
function keyOf(url: URL): string {
  const params = Object.fromEntries([...url.searchParams].filter(([name]) => name !== '_t'));
  return readKey({ path: url.pathname, params });
}

/** The answer msw gives `key` with the creator's token, as the boot script would have got it. */
async function answered(key: string): Promise<SessionReadAnswer> {
  const response = await fetch(new URL(key, window.location.origin), {
    headers: { Authorization: `Bearer ${creator.jwt}`, 'Accept-Language': currentLanguage() },
  });
  return { status: response.status, body: await response.json(), etag: null, retryAfter: null };
}

function leave(answers: Record<string, Promise<SessionReadAnswer | null>>, token = creator.jwt) {
  (window as unknown as Record<string, unknown>)[SESSION_READS_GLOBAL] = {
    token,
    language: currentLanguage(),
    answers,
  };
}

describe("a signed-in page's first reads, asked by the boot script", { timeout: 30_000 }, () => {
  // Only when the API is on the page's own origin, as with our server (the test build's API is
  // another host).
  const testHost = env.apiHost;
  beforeEach(() => {
    (env as { apiHost: string }).apiHost = '';
  });
  afterEach(() => {
    (env as { apiHost: string }).apiHost = testHost;
    Reflect.deleteProperty(window, SESSION_READS_GLOBAL);
  });

  it.each(pages)('$path: the first request is the page table read', async ({ path, read, asked, shown }) => {
    const seen = spyOnRequests('get', asked);
    renderRoute(path, { session: sessionOf(creator) });
    await shown();
    expect(seen.length).toBeGreaterThan(0);
    expect(keyOf(seen[0]!.url)).toBe(bootKey(read));
  });

  it.each(pages)(
    '$path: renders from the answer the boot script got, with no request',
    async ({ path, read, asked, shown }) => {
      leave({ [bootKey(read)]: answered(bootKey(read)) });
      const seen = spyOnRequests('get', asked);
      renderRoute(path, { session: sessionOf(creator) });
      await shown();
      expect(seen).toHaveLength(0);
    },
  );

  it('asks again when the boot script asked with another token', async () => {
    leave({ [bootKey(firstTopicsRead)]: answered(bootKey(firstTopicsRead)) }, 'an-older-token');
    const seen = spyOnRequests('get', apiPaths.topics);
    renderRoute('/jobs', { session: sessionOf(creator) });
    await screen.findByRole('article', { name: travelVlog.topic }, SLOW);
    expect(seen).toHaveLength(1);
  });

  it('asks again when the boot request got no HTTP answer', async () => {
    leave({ [bootKey(firstNotificationsRead)]: Promise.resolve(null) });
    const seen = spyOnRequests('get', apiPaths.notifications);
    renderRoute('/notifications', { session: sessionOf(creator) });
    await screen.findByRole('list', { name: 'Your notifications' }, SLOW);
    expect(seen).toHaveLength(1);
  });

  it('a 403 the boot script got ends the session and goes to the login page', async () => {
    server.use(
      http.get(`*${apiPaths.topics}`, () =>
        fail(403, ErrorCode.SessionInvalid, 'Your session is not valid.'),
      ),
    );
    leave({ [bootKey(firstTopicsRead)]: answered(bootKey(firstTopicsRead)) });
    const seen = spyOnRequests('get', apiPaths.topics);
    const view = renderRoute('/jobs', { session: sessionOf(creator) });
    await view.findHeading('Log in');
    expect(seen).toHaveLength(0);
    expect(useAuthStore.getState().token).toBeNull();
    expect(view.currentUrl()).toMatch(/^\/login/);
  });
});
