import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { syncCastingn } from '../../src/app/castingn-sync';
import { hasCastingnMarker, rememberCastingnVisit } from '../../src/lib/castingn';
import { setSession } from '../../src/stores/auth-store';
import { creator, sessionOf } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { renderRoute } from '../render-route';

/** Counts PUT /api/users/castingn and answers with `status`. */
function countReports(status = 200) {
  const calls: string[] = [];
  server.use(
    http.put('*/api/users/castingn', ({ request }) => {
      calls.push(request.headers.get('Authorization') ?? '');
      return status === 200
        ? HttpResponse.json({ status, data: { castingn: true }, errorCode: null, message: null })
        : HttpResponse.json({ status, data: null, errorCode: 'INTERNAL_ERROR', message: 'boom' }, { status });
    }),
  );
  return calls;
}

describe('/castingn', () => {
  it('shows the home page and stores the marker; an anonymous visitor sends nothing yet', async () => {
    const calls = countReports();
    const view = renderRoute('/castingn');
    expect(await view.findHeading('Home')).toBeInTheDocument();
    expect(hasCastingnMarker()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('reports a logged-in visitor once and clears the marker', async () => {
    const calls = countReports();
    const view = renderRoute('/castingn', { session: sessionOf(creator) });
    await view.findHeading('Home');
    await waitFor(() => expect(hasCastingnMarker()).toBe(false));
    expect(calls).toEqual([`Bearer ${creator.jwt}`]);
  });

  it('reports after a later login', async () => {
    const calls = countReports();
    const view = renderRoute('/castingn');
    await view.findHeading('Home');
    await view.router.navigate('/login');
    await view.findHeading('Log in');
    await view.user.type(screen.getByLabelText('Email'), creator.user.userId);
    await view.user.type(screen.getByLabelText('Password'), `${creator.password}{Enter}`);
    await view.findHeading('Home');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(hasCastingnMarker()).toBe(false);
  });

  it('never sends two reports at once', async () => {
    const calls = countReports();
    rememberCastingnVisit();
    setSession(sessionOf(creator));
    await Promise.all([syncCastingn(), syncCastingn(), syncCastingn()]);
    expect(calls).toHaveLength(1);
    // Done: nothing more to send.
    await syncCastingn();
    expect(calls).toHaveLength(1);
  });

  it('keeps the marker when the report fails, to try again later', async () => {
    const calls = countReports(500);
    rememberCastingnVisit();
    setSession(sessionOf(creator));
    await syncCastingn();
    expect(calls).toHaveLength(1);
    expect(hasCastingnMarker()).toBe(true);
  });
});
