// A page our server sent with its first reads answered (server/site/first-paint.ts) renders from
// them without asking the API; the first navigation ends them, so coming back asks again.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMBEDDED_READS_ID, readKey } from '../../contract/embedded-reads';
import { noticesRead } from '../../contract/page-reads';
import { apiPaths } from '../../contract/paths';
import { env } from '../../src/lib/env';
import { currentLanguage } from '../../src/lib/i18n';
import { fixtureNotices, summaryOf } from '../msw/fixtures/notices';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const embeddedTitle = 'Embedded: the first page as the server had it';

function embedNotices() {
  const lists = [{ ...summaryOf(fixtureNotices[0]!), title: embeddedTitle }];
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_READS_ID;
  element.textContent = JSON.stringify({
    language: currentLanguage(),
    answers: {
      [readKey(noticesRead(1, 20))]: {
        status: 200,
        data: { lists, totalCount: 1, page: 1, size: 20 },
        errorCode: null,
        message: null,
      },
    },
  });
  document.body.append(element);
}

describe('the first page with its reads embedded', { timeout: 20_000 }, () => {
  // The embedded answers are used only when the API is on the page's own origin, as with our
  // server (the test build's API is another host).
  const testHost = env.apiHost;
  beforeEach(() => {
    (env as { apiHost: string }).apiHost = '';
  });
  afterEach(() => {
    (env as { apiHost: string }).apiHost = testHost;
    document.getElementById(EMBEDDED_READS_ID)?.remove();
  });

  it('/notice renders the embedded board with no request; after a navigation it asks the API', async () => {
    embedNotices();
    const requests = spyOnRequests('get', apiPaths.notices);
    const view = renderRoute('/notice');
    await view.findHeading('Notices');
    expect(await screen.findByText(embeddedTitle, { selector: 'a' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await view.router.navigate('/faq');
    await view.findHeading(/FAQ|Frequently/);
    await view.router.navigate('/notice');
    expect(
      await screen.findByText(fixtureNotices[0]!.title, { selector: 'a' }, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(screen.queryByText(embeddedTitle)).toBeNull();
  });

  it('another page of the board than the embedded one is asked of the API', async () => {
    embedNotices();
    const requests = spyOnRequests('get', apiPaths.notices);
    const view = renderRoute('/notice?page=2');
    await view.findHeading('Notices');
    await screen.findByText(fixtureNotices[20]!.title, { selector: 'a' }, { timeout: 8_000 });
    expect(requests).toHaveLength(1);
    expect(screen.queryByText(embeddedTitle)).toBeNull();
  });
});
