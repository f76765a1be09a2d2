// Runs before every unit test file: jest-dom matchers, the msw server (unknown requests fail the
// test), i18next with both languages bundled, and a clean session, storage, language and msw
// state after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type { Resource } from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetAlerts } from '../src/lib/alert';
import { forgetEmbeddedReads } from '../src/lib/embedded-reads';
import { changeLanguage, initI18n } from '../src/lib/i18n';
import { resetToasts } from '../src/lib/toast';
import { clearOperatorSession } from '../src/operator/operator-session';
import { clearSession } from '../src/stores/auth-store';
import { resetDeployment } from '../src/stores/deployment-store';
import { resetAccountDeletionHandlersState } from './msw/handlers/account-deletion';
import { resetAssetHandlersState } from './msw/handlers/assets';
import { resetInquiryHandlersState } from './msw/handlers/inquiries';
import { resetNotificationHandlersState } from './msw/handlers/notifications';
import { resetOperatorHandlersState } from './msw/handlers/operator';
import { resetOperatorContentHandlersState } from './msw/handlers/operator-content';
import { resetOperatorLibraryHandlersState } from './msw/handlers/operator-library';
import { resetProfileHandlersState } from './msw/handlers/profile';
import { resetSubmissionHandlersState } from './msw/handlers/submissions';
import { resetSessionHandlersState } from './msw/handlers/sessions';
import { resetUserHandlersState } from './msw/handlers/users';
import { server } from './msw/server';
import { stopRenderedApps } from './render-route';

const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function allLocales(): Resource {
  const resources: Resource = {};
  for (const [file, content] of Object.entries(localeFiles)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language = '', namespace = ''] = match;
    resources[language] = { ...resources[language], [namespace]: content };
  }
  return resources;
}

// jsdom 27 has no Blob#arrayBuffer (every browser we support has); the entry checks read a file's
// first bytes with it, so the tests give jsdom one built on its FileReader.
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

// findBy… and waitFor give up after 1 s by default. CI's fresh two-core machine runs the unit
// project in parallel with a route's first lazy import, the locale load and msw's answer in one
// wait; 8 s only lengthens a failing test, never a passing one.
configure({ asyncUtilTimeout: 8_000 });

// Requests msw is answering right now. A test that ends while its page still loads would otherwise
// have its answer handled during the next test: a 403 sent without a token (the session is cleared
// below) logs out and navigates the next test's router to /login.
const inFlight = new Set<string>();
server.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));

/** Waits (up to 2 s) until msw has answered every request and the callers have seen the answers. */
async function settleRequests(): Promise<void> {
  // A test still on fake timers would never see a timeout fire.
  if (vi.isFakeTimers()) return;
  const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));
  // A request whose axios interceptors have not run yet reaches msw a tick later.
  await macrotask();
  const giveUp = Date.now() + 2_000;
  while (inFlight.size > 0 && Date.now() < giveUp) await macrotask();
  await macrotask();
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n({ lng: 'en', resources: allLocales() });
});

beforeEach(() => {
  // jsdom does not implement it; the router's scroll restoration calls it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(async () => {
  cleanup();
  await settleRequests();
  stopRenderedApps();
  server.resetHandlers();
  resetUserHandlersState();
  resetProfileHandlersState();
  resetSessionHandlersState();
  resetSubmissionHandlersState();
  resetInquiryHandlersState();
  resetAccountDeletionHandlersState();
  resetAssetHandlersState();
  resetNotificationHandlersState();
  resetOperatorHandlersState();
  resetOperatorContentHandlersState();
  resetOperatorLibraryHandlersState();
  clearSession();
  clearOperatorSession();
  resetDeployment();
  forgetEmbeddedReads();
  resetAlerts();
  resetToasts();
  // Language first: i18next stores the choice, and the next test starts with empty storage.
  await changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  server.close();
});
