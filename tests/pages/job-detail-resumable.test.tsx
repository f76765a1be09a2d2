// Issue 22: entries and project files on a host with resumable uploads (tus 1.0 at /api/uploads/).
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type * as tusClient from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import { deploymentSettings } from '../../contract/currency-rules';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import { env } from '../../src/lib/env';
import { setDeployment } from '../../src/stores/deployment-store';
import { approvedEntry } from '../msw/fixtures/submissions';
import { travelVlog } from '../msw/fixtures/topics';
import { fail } from '../msw/envelope';
import { creator, sessionOf } from '../msw/fixtures/users';
import { NEW_ENTRY_UUID } from '../msw/handlers/submissions';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { mediaFile } from '../media/media-files';
import { renderRoute } from '../render-route';

vi.mock('../../src/lib/media-probe', async () => (await import('../media/media-files')).mediaProbeStandIn);
// Vitest resolves the package's Node entry (its `main`; the `browser` field is Vite's, for builds):
// the browser build is the one the portal ships, with XMLHttpRequest, which msw intercepts in jsdom.
vi.mock('tus-js-client', async () => {
  const browserBuild: string = 'tus-js-client/lib.esm/browser/index.js';
  return (await import(/* @vite-ignore */ browserBuild)) as typeof tusClient;
});

const SLOW = { timeout: 8_000 };

interface TusUpload {
  length: number;
  offset: number;
  metadata: string;
}

/** A tus server in msw: creation, HEAD and PATCH, recording every request. */
function tusServer() {
  const uploads = new Map<string, TusUpload>();
  const patches: { id: string; offset: number; bytes: number }[] = [];
  const created: { length: number; metadata: string; auth: string | null }[] = [];
  const heads: string[] = [];
  const deleted: string[] = [];
  let next = 0;
  const tusHeaders = { 'Tus-Resumable': '1.0.0' };
  server.use(
    http.post(`*${apiPaths.uploads}`, ({ request }) => {
      const length = Number(request.headers.get('Upload-Length'));
      const metadata = request.headers.get('Upload-Metadata') ?? '';
      created.push({ length, metadata, auth: request.headers.get('Authorization') });
      const id = `up${++next}`;
      uploads.set(id, { length, offset: 0, metadata });
      return new HttpResponse(null, {
        status: 201,
        headers: { ...tusHeaders, Location: `${apiPaths.uploads}${id}` },
      });
    }),
    http.delete(`*${apiPaths.uploads}:id`, ({ params }) => {
      deleted.push(params.id as string);
      uploads.delete(params.id as string);
      return new HttpResponse(null, { status: 204, headers: tusHeaders });
    }),
    http.head(`*${apiPaths.uploads}:id`, ({ params }) => {
      heads.push(params.id as string);
      const upload = uploads.get(params.id as string);
      if (!upload) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(null, {
        status: 200,
        headers: {
          ...tusHeaders,
          'Upload-Offset': String(upload.offset),
          'Upload-Length': String(upload.length),
        },
      });
    }),
    http.patch(`*${apiPaths.uploads}:id`, async ({ request, params }) => {
      const id = params.id as string;
      const upload = uploads.get(id);
      if (!upload) return new HttpResponse(null, { status: 404 });
      const offset = Number(request.headers.get('Upload-Offset'));
      const bytes = (await request.arrayBuffer()).byteLength;
      patches.push({ id, offset, bytes });
      if (offset !== upload.offset) return new HttpResponse('offset mismatch', { status: 409 });
      upload.offset += bytes;
      return new HttpResponse(null, {
        status: 204,
        headers: { ...tusHeaders, 'Upload-Offset': String(upload.offset) },
      });
    }),
  );
  return { uploads, patches, created, heads, deleted };
}

async function openJob() {
  const view = renderRoute(`/jobs/${travelVlog.uuid}`, { session: sessionOf(creator) });
  await screen.findByRole('heading', { level: 2, name: 'Enter this job' }, SLOW);
  return view;
}

type View = Awaited<ReturnType<typeof openJob>>;

async function fillValid(view: View, work = mediaFile('clip-5s.mp4')) {
  await view.user.type(screen.getByLabelText('Title'), 'Ferry at dawn');
  await view.user.type(screen.getByLabelText('Description'), 'Five seconds of harbour light.');
  await view.user.upload(screen.getByLabelText('Your video'), work);
  await view.user.upload(screen.getByLabelText('Thumbnail'), mediaFile('thumb-720x405.png'));
  await waitFor(() => expect(screen.queryByText('Checking the file…')).not.toBeInTheDocument(), SLOW);
}

/** An earlier tab's upload `old` of `work`: 1000 bytes on the server, its URL in localStorage. */
function rememberUnfinished(tus: ReturnType<typeof tusServer>, work: File) {
  tus.uploads.set('old', { length: work.size, offset: 1000, metadata: '' });
  const endpoint = new URL(apiPaths.uploads, env.apiHost || window.location.origin).href;
  const fingerprint = [
    'creator-portal',
    sessionOf(creator).uuid,
    work.name,
    work.size,
    work.lastModified,
    endpoint,
  ];
  localStorage.setItem(
    `tus::${fingerprint.join('|')}::1`,
    JSON.stringify({
      size: work.size,
      metadata: {},
      creationTime: new Date().toString(),
      uploadUrl: `${endpoint}old`,
    }),
  );
}

describe('entries on a host with resumable uploads', { timeout: 20_000 }, () => {
  it('sends the files as tus uploads, then the entry naming them', async () => {
    setDeployment({ ...deploymentSettings('KRW', 'KR'), resumableUploads: true });
    const tus = tusServer();
    const posts = spyOnRequests('post', apiPaths.submissions);
    const view = await openJob();
    await fillValid(view);
    await view.user.click(screen.getByRole('button', { name: 'Send my entry' }));
    await waitFor(() => expect(view.currentUrl()).toBe(`/submission-detail/${NEW_ENTRY_UUID}`), SLOW);
    expect(tus.created).toHaveLength(2);
    expect(tus.created[0]!.auth).toMatch(/^Bearer /);
    expect(tus.created[0]!.metadata).toMatch(/^filename \S+,filetype \S+/);
    expect([...tus.uploads.values()].every((upload) => upload.offset === upload.length)).toBe(true);
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body;
    expect(body).toContain('name="thumbnailUploadId"\r\n\r\nup1');
    expect(body).toContain('name="workUploadId"\r\n\r\nup2');
    expect(body).not.toContain('name="work";');
    expect(body).not.toContain('ftypisom');
  });

  it('offers to continue an unfinished upload of the same file and sends only what is missing', async () => {
    setDeployment({ ...deploymentSettings('KRW', 'KR'), resumableUploads: true });
    const tus = tusServer();
    const work = mediaFile('clip-5s.mp4');
    // An earlier tab sent the first 1000 bytes, then was closed.
    rememberUnfinished(tus, work);
    const posts = spyOnRequests('post', apiPaths.submissions);
    const view = await openJob();
    await fillValid(view, work);
    const percent = Math.floor((1000 / work.size) * 100);
    expect(
      await screen.findByText(
        `An unfinished upload of ${work.name} (${percent}% sent) was found. Continue it?`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await view.user.click(screen.getByRole('button', { name: 'Send my entry' }));
    await waitFor(() => expect(view.currentUrl()).toBe(`/submission-detail/${NEW_ENTRY_UUID}`), SLOW);
    const old = tus.patches.filter((patch) => patch.id === 'old');
    expect(old).toEqual([{ id: 'old', offset: 1000, bytes: work.size - 1000 }]);
    // Only the thumbnail was created anew.
    expect(tus.created).toHaveLength(1);
    expect(posts[0]!.body).toContain('name="workUploadId"\r\n\r\nold');
    // The accepted entry used the upload up: nothing is left to continue.
    await waitFor(() =>
      expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]),
    );
  });

  it('looks for an unfinished upload of a file picked before the deployment answered, once it has', async () => {
    // Just after a reload: the deployment's answer is not in yet.
    setDeployment(deploymentSettings('KRW', 'KR'));
    const tus = tusServer();
    const work = mediaFile('clip-5s.mp4');
    rememberUnfinished(tus, work);
    const view = await openJob();
    await fillValid(view, work);
    expect(screen.queryByRole('group', { name: 'Unfinished upload' })).not.toBeInTheDocument();
    act(() => setDeployment({ ...deploymentSettings('KRW', 'KR'), resumableUploads: true }));
    expect(await screen.findByRole('group', { name: 'Unfinished upload' }, SLOW)).toHaveTextContent(
      work.name,
    );
  });

  it('shows "reconnecting" while a dropped PATCH is retried, and then finishes', async () => {
    setDeployment({ ...deploymentSettings('KRW', 'KR'), resumableUploads: true });
    const tus = tusServer();
    // The connection drops twice (retried at once, then after a second).
    server.use(http.patch(`*${apiPaths.uploads}:id`, () => HttpResponse.error(), { once: true }));
    server.use(http.patch(`*${apiPaths.uploads}:id`, () => HttpResponse.error(), { once: true }));
    const view = await openJob();
    await fillValid(view);
    await view.user.click(screen.getByRole('button', { name: 'Send my entry' }));
    expect((await screen.findAllByText('Connection lost. Reconnecting…', {}, SLOW)).length).toBeGreaterThan(
      0,
    );
    await waitFor(() => expect(view.currentUrl()).toBe(`/submission-detail/${NEW_ENTRY_UUID}`), SLOW);
    expect([...tus.uploads.values()].every((upload) => upload.offset === upload.length)).toBe(true);
  });

  it("pauses and resumes from the server's offset", async () => {
    setDeployment({ ...deploymentSettings('KRW', 'KR'), resumableUploads: true });
    const tus = tusServer();
    // The first PATCH hangs until the creator pauses.
    server.use(
      http.patch(
        `*${apiPaths.uploads}:id`,
        async () => {
          await delay('infinite');
          return new HttpResponse(null);
        },
        { once: true },
      ),
    );
    const view = await openJob();
    await fillValid(view);
    await view.user.click(screen.getByRole('button', { name: 'Send my entry' }));
    const pause = await screen.findByRole('button', { name: 'Pause' }, SLOW);
    await view.user.click(pause);
    expect((await screen.findAllByText('Paused. What was sent is kept.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    const resume = screen.getByRole('button', { name: 'Resume' });
    // A real button, reached from the keyboard.
    resume.focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(view.currentUrl()).toBe(`/submission-detail/${NEW_ENTRY_UUID}`), SLOW);
    // Resuming asked the server where it stood, then sent the rest.
    expect(tus.heads).toEqual(['up1']);
    expect([...tus.uploads.values()].every((upload) => upload.offset === upload.length)).toBe(true);
  });

  it('cancel terminates the upload on the server and keeps the form for another try', async () => {
    setDeployment({ ...deploymentSettings('KRW', 'KR'), resumableUploads: true });
    const tus = tusServer();
    server.use(
      http.patch(
        `*${apiPaths.uploads}:id`,
        async () => {
          await delay('infinite');
          return new HttpResponse(null);
        },
        { once: true },
      ),
    );
    const view = await openJob();
    await fillValid(view);
    await view.user.click(screen.getByRole('button', { name: 'Send my entry' }));
    await view.user.click(await screen.findByRole('button', { name: 'Cancel the upload' }, SLOW));
    expect(await screen.findByText(/The upload was cancelled and nothing was saved/)).toBeInTheDocument();
    await waitFor(() => expect(tus.deleted).toEqual(['up1']));
    expect(screen.getByLabelText('Title')).toHaveValue('Ferry at dawn');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('sends a corrected entry again with the same uploads, without sending the files again', async () => {
    setDeployment({ ...deploymentSettings('KRW', 'KR'), resumableUploads: true });
    const tus = tusServer();
    server.use(
      http.post(`*${apiPaths.submissions}`, () => fail(400, ErrorCode.TitleInvalid, 'Bad title'), {
        once: true,
      }),
    );
    const posts = spyOnRequests('post', apiPaths.submissions);
    const view = await openJob();
    await fillValid(view);
    await view.user.click(screen.getByRole('button', { name: 'Send my entry' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus(), SLOW);
    await view.user.type(screen.getByLabelText('Title'), '!');
    await view.user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(view.currentUrl()).toBe(`/submission-detail/${NEW_ENTRY_UUID}`), SLOW);
    expect(tus.created).toHaveLength(2);
    expect(tus.patches).toHaveLength(2);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toContain('name="workUploadId"\r\n\r\nup2');
  });

  it('sends project files as a resumable upload too', async () => {
    setDeployment({ ...deploymentSettings('KRW', 'KR'), resumableUploads: true });
    const tus = tusServer();
    const posts = spyOnRequests('post', apiPaths.projectFile(approvedEntry.uuid));
    const view = renderRoute(`/submission-detail/${approvedEntry.uuid}`, { session: sessionOf(creator) });
    await view.findHeading(approvedEntry.title);
    const input = await screen.findByLabelText('Project files (ZIP)', {}, SLOW);
    await view.user.upload(input, mediaFile('project.zip'));
    await waitFor(() => expect(input).toBeValid(), SLOW);
    await view.user.click(screen.getByRole('button', { name: 'Send the project files' }));
    expect(
      await screen.findByText(
        'Your project files were received. Your entry is now being converted.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(tus.created).toHaveLength(1);
    expect(posts[0]!.body).toContain('name="projectFileUploadId"\r\n\r\nup1');
    expect(posts[0]!.body).not.toContain('PK\x03\x04');
  });

  it('"Start over" ends the unfinished upload on the server and sends the file from the beginning', async () => {
    setDeployment({ ...deploymentSettings('KRW', 'KR'), resumableUploads: true });
    const tus = tusServer();
    const work = mediaFile('clip-5s.mp4');
    rememberUnfinished(tus, work);
    const view = await openJob();
    await fillValid(view, work);
    await view.user.click(await screen.findByRole('button', { name: 'Start over' }, SLOW));
    await waitFor(() => expect(tus.deleted).toEqual(['old']));
    await view.user.click(screen.getByRole('button', { name: 'Send my entry' }));
    await waitFor(() => expect(view.currentUrl()).toBe(`/submission-detail/${NEW_ENTRY_UUID}`), SLOW);
    expect(tus.created).toHaveLength(2);
    expect(tus.patches.filter((patch) => patch.id === 'up2')).toEqual([
      { id: 'up2', offset: 0, bytes: work.size },
    ]);
  });

  it('a 403 when creating the upload ends the session, as every other call does', async () => {
    setDeployment({ ...deploymentSettings('KRW', 'KR'), resumableUploads: true });
    tusServer();
    server.use(http.post(`*${apiPaths.uploads}`, () => fail(403, ErrorCode.SessionInvalid, 'Log in again')));
    const view = await openJob();
    await fillValid(view);
    await view.user.click(screen.getByRole('button', { name: 'Send my entry' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/login'), SLOW);
  });
});
