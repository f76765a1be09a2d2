import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, fileHostUrl } from '../../src/api/client';
import { getUser, markCastingn } from '../../src/api/users';
import { changeLanguage } from '../../src/lib/i18n';
import { setSession, useAuthStore } from '../../src/stores/auth-store';
import { creator, sessionOf } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { renderRoute } from '../render-route';

const API_HOST = import.meta.env.VITE_API_HOST;
const FILE_HOST = import.meta.env.VITE_FILE_HOST;

/** Records the next request to `GET /api/users/:id` and answers with the fixture user. */
function captureUserRequest() {
  const seen: Request[] = [];
  server.use(
    http.get('*/api/users/:id', ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ status: 200, data: creator.user, errorCode: null, message: null });
    }),
  );
  return seen;
}

describe('the API client', () => {
  it('adds _t, the no-cache headers, Accept-Language and the bearer token to every request', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_763_700_000_000);
    setSession(sessionOf(creator));
    const seen = captureUserRequest();

    const response = await getUser(creator.user.uuid);

    expect(response).toEqual({ status: 200, data: creator.user, errorCode: null, message: null });
    const [request] = seen;
    const url = new URL(request!.url);
    expect(url.origin).toBe(API_HOST);
    expect(url.pathname).toBe(`/api/users/${creator.user.uuid}`);
    expect(url.searchParams.get('_t')).toBe('1763700000000');
    expect(request!.headers.get('Cache-Control')).toBe('no-cache');
    expect(request!.headers.get('Pragma')).toBe('no-cache');
    expect(request!.headers.get('Expires')).toBe('0');
    expect(request!.headers.get('Accept-Language')).toBe('en');
    expect(request!.headers.get('Authorization')).toBe(`Bearer ${creator.jwt}`);
  });

  it('follows the current language and sends no token when logged out', async () => {
    await changeLanguage('ko');
    const seen = captureUserRequest();
    await getUser('anyone');
    expect(seen[0]!.headers.get('Accept-Language')).toBe('ko');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('resolves with the envelope on an HTTP error, without touching the session', async () => {
    setSession(sessionOf(creator));
    const response = await getUser('somebody-else');
    expect(response).toEqual({ status: 404, data: null, errorCode: 'NOT_FOUND', message: 'Not found.' });
    expect(useAuthStore.getState().token).toBe(creator.jwt);
  });

  it('resolves a request that got no answer as NETWORK_ERROR', async () => {
    server.use(http.get('*/api/users/:id', () => HttpResponse.error()));
    const response = await getUser(creator.user.uuid);
    expect(response).toMatchObject({ status: 0, data: null, errorCode: 'NETWORK_ERROR' });
    expect(response.message).toEqual(expect.any(String));
  });

  it('keeps the HTTP status of an answer that is not an envelope', async () => {
    server.use(
      http.get('*/api/users/:id', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await getUser(creator.user.uuid)).toEqual({
      status: 502,
      data: null,
      errorCode: null,
      message: null,
    });
  });

  it('ends the session and goes to /login on a 403 from a call no component made', async () => {
    // Logged in with a token the server no longer accepts.
    const view = renderRoute('/mypage', { session: { ...sessionOf(creator), token: 'revoked-token' } });
    expect(await view.findHeading('My info')).toBeInTheDocument();

    const response = await markCastingn();

    expect(response).toMatchObject({ status: 403, errorCode: 'SESSION_INVALID' });
    expect(useAuthStore.getState()).toMatchObject({ uid: null, uuid: null, name: null, token: null });
    expect(await view.findHeading('Log in')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/login');
    expect(screen.queryByRole('button', { name: creator.user.userName })).not.toBeInTheDocument();
  });

  it('sends multipart uploads to the file host and reports progress', async () => {
    setSession(sessionOf(creator));
    let contentType: string | null = null;
    let origin = '';
    let hasFilePart: unknown;
    server.use(
      http.post('*/api/files/:prefix', async ({ request }) => {
        origin = new URL(request.url).origin;
        contentType = request.headers.get('Content-Type');
        hasFilePart = (await request.text()).includes('name="file"');
        return HttpResponse.json({
          status: 200,
          data: { fileUrl: '/files/a.png', fileName: 'a.png', size: 3 },
          errorCode: null,
          message: null,
        });
      }),
    );
    const form = new FormData();
    form.append('file', new File(['png'], 'a.png', { type: 'image/png' }));

    const progress = vi.fn();
    const response = await api.postMultipart<{ fileUrl: string }>('/api/files/thumbnail', form, {
      host: 'file',
      onProgress: progress,
    });

    expect(response.data).toEqual({ fileUrl: '/files/a.png', fileName: 'a.png', size: 3 });
    expect(origin).toBe(FILE_HOST);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(hasFilePart).toBe(true);
    expect(progress).toHaveBeenLastCalledWith(expect.objectContaining({ percent: 100 }));
  });

  it('builds download links on the file host', () => {
    expect(fileHostUrl('/p/api/files/download', { fileUrl: '/files/x y.mp3', fileName: '노래.mp3' })).toBe(
      `${FILE_HOST}/p/api/files/download?fileUrl=%2Ffiles%2Fx+y.mp3&fileName=%EB%85%B8%EB%9E%98.mp3`,
    );
  });
});
