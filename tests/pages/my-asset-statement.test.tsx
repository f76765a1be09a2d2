// The earnings statement button on /my-asset (issue 18): GET /api/assets/statement with the token in
// the Authorization header (never in the URL), saved through an object URL and a temporary link; a
// failure says so in a toast.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../contract/paths';
import { changeLanguage } from '../../src/lib/i18n';
import { useToastStore } from '../../src/lib/toast';
import { fail } from '../msw/envelope';
import { creator, sessionOf } from '../msw/fixtures/users';
import { STATEMENT_CSV } from '../msw/handlers/assets';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';
import { ErrorCode } from '../../contract/error-codes';

const SLOW = { timeout: 8_000 };

// jsdom 27 has no Blob#stream (every browser we support has); msw's XMLHttpRequest interceptor reads
// a blob answer (responseType 'blob') through it.
if (!('stream' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'stream', {
    value(this: Blob) {
      return new ReadableStream<Uint8Array>({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await this.arrayBuffer()));
          controller.close();
        },
      });
    },
  });
}

let saved: { blob: Blob; name: string }[];

beforeEach(() => {
  saved = [];
  let blob: Blob | null = null;
  // jsdom has no object URLs and does not download: record what the page saves.
  URL.createObjectURL = vi.fn((value: Blob) => {
    blob = value;
    return 'blob:statement';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:statement' && blob) saved.push({ blob, name: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the statement button', { timeout: 20_000 }, () => {
  it('downloads the CSV with the token in the header, never in the URL', async () => {
    const asked = spyOnRequests('get', apiPaths.assetStatement);
    const view = renderRoute('/my-asset', { session: sessionOf(creator) });
    await view.user.click(await screen.findByRole('button', { name: 'Download statement (CSV)' }, SLOW));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked[0]!.headers.get('Authorization')).toBe(`Bearer ${creator.jwt}`);
    expect(asked[0]!.url.search).not.toContain(creator.jwt);
    expect(saved[0]!.name).toMatch(/^earnings-statement-\d{4}-\d{2}-\d{2}\.csv$/);
    // msw's XMLHttpRequest interceptor passes the body on as text, which drops the byte order mark;
    // the server's test checks the bytes, and a browser's blob keeps them.
    const bytes = await saved[0]!.blob.arrayBuffer();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(STATEMENT_CSV.slice(1));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:statement'));
  });

  it('says so when the download fails', async () => {
    server.use(
      http.get(`*${apiPaths.assetStatement}`, () => fail(503, ErrorCode.ServiceUnavailable, 'Down.')),
    );
    const view = renderRoute('/my-asset', { session: sessionOf(creator) });
    await view.user.click(await screen.findByRole('button', { name: 'Download statement (CSV)' }, SLOW));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
        'We could not download your statement. Please try again.',
      ]),
    );
    expect(saved).toHaveLength(0);
  });

  it('reads in Korean', async () => {
    await changeLanguage('ko');
    renderRoute('/my-asset', { session: sessionOf(creator) });
    expect(await screen.findByRole('button', { name: '수익 내역서 내려받기 (CSV)' }, SLOW)).toBeVisible();
  });
});
