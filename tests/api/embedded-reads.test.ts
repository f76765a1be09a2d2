// The answers our server embeds in a page's HTML (contract/embedded-reads.ts, server/site/first-paint.ts)
// spare the first page's requests: found by the read's key, only in the language they were asked
// in, only when the API is on the page's own origin, and only until the first navigation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED_READS_ID, readKey } from '../../contract/embedded-reads';
import { mainBannersRead } from '../../contract/main-paths';
import { noticesRead } from '../../contract/page-reads';
import { apiPaths } from '../../contract/paths';
import { bannerItems } from '../msw/fixtures/topics';
import { spyOnRequests } from '../msw/spy';

const banners = {
  status: 200,
  data: { lists: bannerItems.slice(0, 1), totalCount: 1, page: 1, size: 10 },
  errorCode: null,
  message: null,
};

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_READS_ID;
  element.textContent = text;
  document.body.append(element);
}
const block = (language: string, answers: Record<string, unknown>) => JSON.stringify({ language, answers });

describe('embedded reads', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    document.getElementById(EMBEDDED_READS_ID)?.remove();
    vi.unstubAllEnvs();
  });

  it('home: the banners come from the page on the first load, with no request', async () => {
    vi.stubEnv('VITE_API_HOST', '');
    const { currentLanguage } = await import('../../src/lib/i18n');
    embed(block(currentLanguage(), { [readKey(mainBannersRead)]: banners }));
    const seen = spyOnRequests('get', apiPaths.mainBanner);
    const main = await import('../../src/api/main');
    await main.prefetchMainBanners();
    expect(main.peekMainBanners()).toEqual(banners);
    expect(seen).toHaveLength(0);
    // Read once: the data block is gone from the document.
    expect(document.getElementById(EMBEDDED_READS_ID)).toBeNull();
  });

  it('finds an answer by the exact read, in the language asked, until dropped', async () => {
    vi.stubEnv('VITE_API_HOST', '');
    const { currentLanguage } = await import('../../src/lib/i18n');
    const notices = {
      status: 200,
      data: { lists: [], totalCount: 0, page: 1, size: 20 },
      errorCode: null,
      message: null,
    };
    embed(
      block(currentLanguage(), {
        [readKey(noticesRead(1, 20))]: notices,
        '/p/api/x': { status: 503, data: null },
      }),
    );
    const reads = await import('../../src/lib/embedded-reads');
    expect(reads.embeddedAnswer(noticesRead(1, 20))).toEqual(notices);
    // Another page of the list, or a failure the server happened to get: asked again.
    expect(reads.embeddedAnswer(noticesRead(2, 20))).toBeNull();
    expect(reads.embeddedAnswer({ path: '/p/api/x' })).toBeNull();
    reads.dropEmbeddedReads();
    expect(reads.embeddedAnswer(noticesRead(1, 20))).toBeNull();
  });

  it('ignores answers in another language than the page’s', async () => {
    vi.stubEnv('VITE_API_HOST', '');
    const { currentLanguage } = await import('../../src/lib/i18n');
    const other = currentLanguage() === 'ko' ? 'en' : 'ko';
    embed(block(other, { [readKey(noticesRead(1, 20))]: { status: 200, data: {} } }));
    const reads = await import('../../src/lib/embedded-reads');
    expect(reads.embeddedAnswer(noticesRead(1, 20))).toBeNull();
  });

  it('asks the API when the data block is broken', async () => {
    vi.stubEnv('VITE_API_HOST', '');
    embed('{not json');
    const seen = spyOnRequests('get', apiPaths.mainBanner);
    const main = await import('../../src/api/main');
    await main.prefetchMainBanners();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
  });

  it('ignores them when the API is another host (they came from this server, not that one)', async () => {
    vi.stubEnv('VITE_API_HOST', 'https://api.elsewhere.example');
    const { currentLanguage } = await import('../../src/lib/i18n');
    embed(block(currentLanguage(), { [readKey(mainBannersRead)]: banners }));
    const seen = spyOnRequests('get', apiPaths.mainBanner);
    const main = await import('../../src/api/main');
    void main.prefetchMainBanners();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.url.origin).toBe('https://api.elsewhere.example');
  });
});
