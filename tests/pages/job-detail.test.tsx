import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { changeLanguage } from '../../src/lib/i18n';
import { apiPaths } from '../../contract/paths';
import { fail } from '../msw/envelope';
import { longForm } from '../msw/fixtures/jobs';
import { logoPoster, travelVlog } from '../msw/fixtures/topics';
import { creator, sessionOf } from '../msw/fixtures/users';
import { NEW_ENTRY_UUID } from '../msw/handlers/submissions';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { mediaFile } from '../media/media-files';
import { renderRoute } from '../render-route';

// jsdom cannot decode media: only the browser-API probe is replaced (see tests/media/media-files.ts).
vi.mock('../../src/lib/media-probe', async () => (await import('../media/media-files')).mediaProbeStandIn);

const SLOW = { timeout: 8_000 };

async function openJob(uuid = travelVlog.uuid) {
  const view = renderRoute(`/jobs/${uuid}`, { session: sessionOf(creator) });
  await screen.findByRole('heading', { level: 2, name: 'Enter this job' }, SLOW);
  return view;
}

const title = () => screen.getByLabelText('Title');
const description = () => screen.getByLabelText('Description');
const video = () => screen.getByLabelText('Your video');
const thumbnail = () => screen.getByLabelText('Thumbnail');
const send = () => screen.getByRole('button', { name: 'Send my entry' });

/**
 * An upload the server never answers. msw does not pass the browser's abort on to the handler's
 * request, so the abort is seen where the browser gets it: XMLHttpRequest#abort (axios's adapter).
 */
function hangingUpload() {
  server.use(
    http.post(`*${apiPaths.submissions}`, async () => {
      await delay('infinite');
      return new Response(null);
    }),
  );
  return vi.spyOn(XMLHttpRequest.prototype, 'abort');
}

type View = Awaited<ReturnType<typeof openJob>>;

/**
 * The browser's object URLs (jsdom has none), recorded: the previews must let go of each URL they
 * made once its file is replaced or the page is left.
 */
function stubObjectUrls() {
  const created: string[] = [];
  const revoked: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (file: Blob) => {
    const url = `blob:preview/${created.length + 1}-${(file as File).name}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return { created, revoked };
}

async function fillValid(view: View) {
  await view.user.type(title(), 'Ferry at dawn');
  await view.user.type(description(), 'Five seconds of harbour light.');
  await view.user.upload(video(), mediaFile('clip-5s.mp4'));
  await view.user.upload(thumbnail(), mediaFile('thumb-720x405.png'));
  await waitFor(() => expect(screen.queryByText('Checking the file…')).not.toBeInTheDocument(), SLOW);
}

describe('the job page', { timeout: 20_000 }, () => {
  it('shows the job in full and the rules of its entry form', async () => {
    await openJob();
    expect(screen.getByRole('heading', { level: 1, name: travelVlog.topic })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Hashtags' })).toHaveTextContent('#travel#vlog#summer');
    expect(screen.getByText('Length').nextElementSibling).toHaveTextContent('exactly 5 seconds');
    expect(screen.getByText('Capacity').nextElementSibling).toHaveTextContent('50 entries');
    // The groups per state, each in the tone of its meaning.
    expect(screen.getByText('2 competing')).toHaveAttribute('data-tone', 'active');
    expect(screen.getByText('Reward').nextElementSibling).toHaveTextContent('₩1,000,000');
    expect(screen.getByText('Style').nextElementSibling).toHaveTextContent('Video-based');
    expect(video()).toHaveAccessibleDescription(
      expect.stringContaining('Length: exactly 5 seconds, within ± 0.25 seconds.'),
    );
    expect(thumbnail()).toHaveAccessibleDescription(
      expect.stringContaining('A PNG or JPG image of exactly 720 × 405 pixels.'),
    );
    expect(title()).toHaveAccessibleDescription('Required, at most 20 characters. (0 / 20)');
  });

  it('states a minimum length as "at least", and asks an image job for an image', async () => {
    const view = await openJob(longForm.uuid);
    expect(video()).toHaveAccessibleDescription(
      expect.stringContaining('Length: at least 30 seconds (0.25 seconds shorter is still accepted).'),
    );
    view.unmount();
    await openJob(logoPoster.uuid);
    expect(screen.getByLabelText('Your image')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,.png,.jpg,.jpeg',
    );
    expect(screen.queryByText('Length')).not.toBeInTheDocument();
  });

  it('says so when the job does not exist', async () => {
    const view = renderRoute('/jobs/unknown-job', { session: sessionOf(creator) });
    await view.findHeading('Job details');
    expect(await screen.findByText('Job not found', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('This job does not exist or is no longer open.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('checks the files from their bytes, duration and pixels before sending anything', async () => {
    const posts = spyOnRequests('post', apiPaths.submissions);
    const view = await openJob();
    // A text file named .mp4: refused from its bytes.
    await view.user.upload(video(), mediaFile('not-a-video.mp4'));
    expect(await screen.findByText(/This file is not an MP4 video/, {}, SLOW)).toBeInTheDocument();
    expect(video()).toBeInvalid();
    // A real 3-second mp4 on a job of exactly 5 seconds.
    await view.user.upload(video(), mediaFile('clip-3s.mp4'));
    expect(
      await screen.findByText(
        'The video lasts 3 seconds; this job asks for exactly 5 seconds (± 0.25 s).',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(video()).toHaveAccessibleDescription(expect.stringContaining('Chosen: clip-3s.mp4'));
    // A 1280 x 720 thumbnail, and a JPEG of the right size that passes.
    await view.user.upload(thumbnail(), mediaFile('thumb-1280x720.jpg'));
    expect(
      await screen.findByText(
        'The image is 1280 × 720 pixels; a thumbnail must be exactly 720 × 405.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await view.user.upload(thumbnail(), mediaFile('thumb-720x405.jpg'));
    await waitFor(() => expect(thumbnail()).toBeValid(), SLOW);
    // A name over 50 characters.
    await view.user.upload(video(), mediaFile('clip-5s.mp4', `${'n'.repeat(48)}.mp4`));
    expect(
      await screen.findByText(/The file name has more than 50 characters/, {}, SLOW),
    ).toBeInTheDocument();
    await view.user.upload(video(), mediaFile('clip-5s.mp4'));
    await waitFor(() => expect(video()).toBeValid(), SLOW);
    expect(posts).toHaveLength(0);
  });

  it('previews the chosen video and thumbnail before sending, and lets go of each when replaced', async () => {
    const { created, revoked } = stubObjectUrls();
    const view = await openJob();
    expect(screen.queryByLabelText('Preview of your video')).not.toBeInTheDocument();

    await view.user.upload(video(), mediaFile('clip-5s.mp4'));
    const preview = await screen.findByLabelText('Preview of your video', {}, SLOW);
    expect(preview.tagName).toBe('VIDEO');
    expect(preview).toHaveAttribute('src', created.at(-1));
    expect(created.at(-1)).toMatch(/clip-5s\.mp4$/);
    expect(preview).toHaveProperty('muted', true);
    expect(preview).toHaveAttribute('controls');

    await view.user.upload(thumbnail(), mediaFile('thumb-720x405.png'));
    const thumbnailPreview = await screen.findByRole('img', { name: 'Preview of your thumbnail' }, SLOW);
    expect(thumbnailPreview).toHaveAttribute('src', created.at(-1));
    expect(created.at(-1)).toMatch(/thumb-720x405\.png$/);

    // Another video: the first one's URL is let go, the preview shows the new one.
    const firstVideo = preview.getAttribute('src')!;
    await view.user.upload(video(), mediaFile('clip-3s.mp4'));
    await waitFor(() => expect(revoked).toContain(firstVideo));
    expect(screen.getByLabelText('Preview of your video')).toHaveAttribute('src', created.at(-1));

    // A file that is no video at all shows no preview, only its reason.
    await view.user.upload(video(), mediaFile('not-a-video.mp4'));
    expect(await screen.findByText(/This file is not an MP4 video/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Preview of your video')).not.toBeInTheDocument();

    // Leaving the page lets go of every URL still in use.
    view.unmount();
    expect([...revoked].sort()).toEqual([...created].sort());
  });

  it('previews the chosen image of an image job', async () => {
    const { created } = stubObjectUrls();
    const view = await openJob(logoPoster.uuid);
    await view.user.upload(screen.getByLabelText('Your image'), mediaFile('thumb-720x405.jpg'));
    const preview = await screen.findByRole('img', { name: 'Preview of your image' }, SLOW);
    expect(preview).toHaveAttribute('src', created.at(-1));
    expect(created.at(-1)).toMatch(/thumb-720x405\.jpg$/);
  });

  it('counts characters as people do and moves focus to the first problem on submit', async () => {
    const posts = spyOnRequests('post', apiPaths.submissions);
    const view = await openJob();
    await view.user.type(description(), '가'.repeat(201));
    expect(description()).toHaveAccessibleDescription(expect.stringContaining('(201 / 200)'));
    await view.user.click(send());
    expect(title()).toHaveFocus();
    expect(title()).toHaveAccessibleDescription(expect.stringContaining('Please enter a title.'));
    expect(description()).toHaveAccessibleDescription(
      expect.stringContaining('The description can have at most 200 characters.'),
    );
    expect(video()).toHaveAccessibleDescription(expect.stringContaining('Please choose your video.'));
    expect(thumbnail()).toHaveAccessibleDescription(expect.stringContaining('Please choose a thumbnail.'));
    // 20 emoji are 20 characters (40 UTF-16 units).
    await view.user.type(title(), '😀'.repeat(20));
    expect(title()).toHaveAccessibleDescription('Required, at most 20 characters. (20 / 20)');
    expect(title()).toBeValid();
    expect(description()).toHaveValue('가'.repeat(201));
    expect(posts).toHaveLength(0);
  });

  it('refuses before sending a title that shows nothing and a file name turned around (issue 20)', async () => {
    const posts = spyOnRequests('post', apiPaths.submissions);
    const view = await openJob();
    await view.user.type(title(), '\u200B\u202E');
    await view.user.type(description(), 'dawn \u2067light\u2069');
    // Shown as "clipmp4.jpg" by a browser that obeys the right-to-left override.
    await view.user.upload(video(), mediaFile('clip-5s.mp4', 'clip\u202Egpj.mp4'));
    await view.user.upload(thumbnail(), mediaFile('thumb-720x405.png'));
    await view.user.click(send());
    expect(title()).toHaveFocus();
    expect(title()).toHaveAccessibleDescription(
      expect.stringContaining("The title must not contain characters that change the text's direction"),
    );
    expect(description()).toHaveAccessibleDescription(
      expect.stringContaining("The description must not contain characters that change the text's direction"),
    );
    expect(video()).toHaveAccessibleDescription(
      expect.stringContaining('The file name contains invisible characters'),
    );
    // Shown isolated, the override turns only the name around, not the size after it.
    expect(screen.getByText('clip\u202Egpj.mp4').tagName).toBe('BDI');
    await view.user.clear(title());
    await view.user.type(title(), '\u3164');
    await view.user.click(send());
    expect(title()).toHaveAccessibleDescription(
      expect.stringContaining('The title shows nothing. Please enter visible characters.'),
    );
    expect(posts).toHaveLength(0);
  });

  it('sends the entry as multipart and opens it', async () => {
    const posts = spyOnRequests('post', apiPaths.submissions);
    const view = await openJob();
    await fillValid(view);
    await view.user.click(send());
    await waitFor(() => expect(view.currentUrl()).toBe(`/submission-detail/${NEW_ENTRY_UUID}`), SLOW);
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body;
    expect(body).toContain('name="title"');
    expect(body).toContain('Ferry at dawn');
    expect(body).toContain(`name="topicUuid"\r\n\r\n${travelVlog.uuid}`);
    // The files' own bytes (jsdom's FormData loses the file names on the way to msw).
    expect(body).toMatch(/name="work"; filename="[^"]*"\r\nContent-Type: [^\r]*\r\n\r\n\0\0\0 ftypisom/);
    expect(body).toMatch(/name="thumbnail"; filename="[^"]*"\r\nContent-Type: [^\r]*\r\n\r\n\uFFFDPNG/);
  });

  it('shows a refusal at its field, keeps everything and sends again without choosing again', async () => {
    server.use(
      http.post(`*${apiPaths.submissions}`, () => fail(400, ErrorCode.ThumbnailSizeInvalid, 'Wrong size'), {
        once: true,
      }),
      http.post(`*${apiPaths.submissions}`, () => fail(503, ErrorCode.ServiceUnavailable, 'Down'), {
        once: true,
      }),
    );
    const posts = spyOnRequests('post', apiPaths.submissions);
    const view = await openJob();
    await fillValid(view);
    await view.user.click(send());
    await waitFor(() => expect(thumbnail()).toHaveFocus(), SLOW);
    expect(thumbnail()).toHaveAccessibleDescription(
      expect.stringContaining('The thumbnail must be exactly 720 × 405 pixels.'),
    );
    expect(title()).toHaveValue('Ferry at dawn');
    expect(video()).toHaveAccessibleDescription(expect.stringContaining('Chosen: clip-5s.mp4'));

    await view.user.click(screen.getByRole('button', { name: 'Send again' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    await waitFor(() => expect(alert).toHaveTextContent('The service is temporarily unavailable.'), SLOW);
    expect(alert).toHaveTextContent('Your files were not sent.');

    await view.user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(view.currentUrl()).toBe(`/submission-detail/${NEW_ENTRY_UUID}`), SLOW);
    expect(posts).toHaveLength(3);
    expect(posts[2]!.body).toContain('ftypisom');
    expect(posts[2]!.body).toContain('Five seconds of harbour light.');
  });

  it('shows a file refusal at the field the server names', async () => {
    server.use(
      http.post(
        `*${apiPaths.submissions}`,
        () =>
          HttpResponse.json(
            {
              status: 415,
              data: null,
              errorCode: ErrorCode.FileTypeInvalid,
              message: 'Wrong type',
              field: 'work',
            },
            { status: 415 },
          ),
        { once: true },
      ),
    );
    const view = await openJob();
    await fillValid(view);
    await view.user.click(send());
    await waitFor(() => expect(video()).toHaveFocus(), SLOW);
    expect(video()).toHaveAttribute('aria-invalid', 'true');
    expect(thumbnail()).not.toHaveAttribute('aria-invalid');
    expect(title()).toHaveValue('Ferry at dawn');
  });

  it("reads a proxy's bare 413 as a file over 1 GB", async () => {
    server.use(
      http.post(
        `*${apiPaths.submissions}`,
        () => new HttpResponse('<html>Too large</html>', { status: 413 }),
        {
          once: true,
        },
      ),
    );
    const view = await openJob();
    await fillValid(view);
    await view.user.click(send());
    const alert = await screen.findByRole('alert', {}, SLOW);
    await waitFor(() => expect(alert).toHaveTextContent('The file is larger than 1 GB.'), SLOW);
  });

  it('cancels a running upload: the request is aborted and everything stays', async () => {
    const abort = hangingUpload();
    const view = await openJob();
    await fillValid(view);
    await view.user.click(send());
    const progress = await screen.findByRole('progressbar', { name: 'Sending your entry' }, SLOW);
    expect(progress).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    expect(
      await screen.findByText(/The upload was cancelled and nothing was saved/, {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(abort).toHaveBeenCalledOnce(), SLOW);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(title()).toHaveValue('Ferry at dawn');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('asks before leaving the page while the upload runs', async () => {
    const abort = hangingUpload();
    const view = await openJob();
    await fillValid(view);
    await view.user.click(send());
    await screen.findByRole('progressbar', {}, SLOW);

    // A reload or a closed tab asks through the browser.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await view.user.click(screen.getByRole('link', { name: 'All jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' }, SLOW);
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay and keep uploading' }));
    expect(view.currentUrl()).toBe(`/jobs/${travelVlog.uuid}`);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(abort).not.toHaveBeenCalled();

    await view.user.click(screen.getByRole('link', { name: 'All jobs' }));
    const again = await screen.findByRole('dialog', { name: 'Leave this page?' }, SLOW);
    await view.user.click(within(again).getByRole('button', { name: 'Leave and stop the upload' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/jobs'), SLOW);
    await waitFor(() => expect(abort).toHaveBeenCalledOnce(), SLOW);
  });

  it('gives every reason in Korean too', async () => {
    await changeLanguage('ko');
    const view = renderRoute(`/jobs/${travelVlog.uuid}`, { session: sessionOf(creator) });
    await screen.findByRole('heading', { level: 2, name: '이 공모전에 출품하기' }, SLOW);
    const koVideo = screen.getByLabelText('영상');
    expect(koVideo).toHaveAccessibleDescription(
      expect.stringContaining('길이: 정확히 5초, ± 0.25초까지 허용.'),
    );
    await view.user.upload(koVideo, mediaFile('clip-3s.mp4'));
    expect(
      await screen.findByText(
        '영상 길이가 3초입니다. 이 공모전은 정확히 5초(± 0.25초)를 요구합니다.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await view.user.upload(screen.getByLabelText('썸네일'), mediaFile('thumb-1280x720.png'));
    expect(
      await screen.findByText(
        '이미지 크기가 1280 × 720픽셀입니다. 썸네일은 정확히 720 × 405픽셀이어야 합니다.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
