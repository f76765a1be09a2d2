// The banners our server embeds in the home page (server/plugins/home-first-paint.ts) spare the
// first banner request; they are read once, and only when the API is on the page's own origin.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../contract/paths';
import { bannerItems } from '../msw/fixtures/topics';
import { spyOnRequests } from '../msw/spy';

const envelope = {
  status: 200,
  data: { lists: bannerItems.slice(0, 1), totalCount: 1, page: 1, size: 10 },
  errorCode: null,
  message: null,
};

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'main-banners';
  element.textContent = text;
  document.body.append(element);
}

describe('embedded home banners', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    document.getElementById('main-banners')?.remove();
    vi.unstubAllEnvs();
  });

  it('uses them on the first load without a request, then removes them', async () => {
    vi.stubEnv('VITE_API_HOST', '');
    embed(JSON.stringify(envelope));
    const seen = spyOnRequests('get', apiPaths.mainBanner);
    const main = await import('../../src/api/main');
    await main.prefetchMainBanners();
    expect(main.peekMainBanners()).toEqual(envelope);
    expect(seen).toHaveLength(0);
    expect(document.getElementById('main-banners')).toBeNull();
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
    embed(JSON.stringify(envelope));
    const seen = spyOnRequests('get', apiPaths.mainBanner);
    const main = await import('../../src/api/main');
    void main.prefetchMainBanners();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.url.origin).toBe('https://api.elsewhere.example');
  });
});
