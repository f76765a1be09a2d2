import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import { briefJob, closedJob, upcomingJob } from '../msw/fixtures/jobs';
import { travelVlog } from '../msw/fixtures/topics';
import { creator, sessionOf } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { renderRoute } from '../render-route';
import { changeLanguage } from '../../src/lib/i18n';
import { mediaFile } from '../media/media-files';

// jsdom cannot decode media: only the browser-API probe is replaced (see tests/media/media-files.ts).
vi.mock('../../src/lib/media-probe', async () => (await import('../media/media-files')).mediaProbeStandIn);

const SLOW = { timeout: 8_000 };

async function openJob(job: { uuid: string; topic: string }) {
  const view = renderRoute(`/jobs/${job.uuid}`, { session: sessionOf(creator) });
  await screen.findByRole('heading', { level: 1, name: job.topic }, SLOW);
  // The job's sections are the page's body, a chunk of its own (issue 25), there a moment later.
  await within(screen.getByRole('main')).findAllByRole('region', {}, SLOW);
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('the job page led by its brief', { timeout: 20_000 }, () => {
  it("shows the description (sanitized), the do and don't rules and the examples", async () => {
    const view = await openJob(briefJob);
    const about = section('About this job');
    // The sanitizer loads beside the job's request.
    expect((await within(about).findByText('coffee', {}, SLOW)).tagName).toBe('STRONG');
    expect(about).toHaveTextContent('Show how your morning starts with coffee.');
    expect(about.querySelector('script')).toBeNull();

    const rules = section('Rules');
    const list = (title: string) => within(rules).getByRole('heading', { name: title }).nextElementSibling!;
    expect(
      within(list('Do') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Use natural light.', 'Keep the cup in frame.']);
    expect(list("Don't")).toHaveTextContent('No brand logos.');

    const examples = section('Examples of good entries');
    expect(
      within(examples).getByRole('button', { name: 'Play the example Steam over a mug' }),
    ).toBeInTheDocument();
    const image = within(examples).getByRole('button', { name: 'Enlarge the example Latte art close-up' });
    await view.user.click(image);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByRole('img', { name: 'Latte art close-up' })).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(image).toHaveFocus();
  });

  it('says what the entry must be, from the contract limits, and what happens next', async () => {
    await openJob(briefJob);
    const must = section('What your entry must be');
    const value = (label: string) => within(must).getByText(label).nextElementSibling;
    expect(value('Entry type')).toHaveTextContent('Video (MP4)');
    expect(value('Length')).toHaveTextContent('at least 5 seconds');
    expect(value('Thumbnail')).toHaveTextContent('PNG or JPG, 720 × 405 pixels');
    expect(value('File size')).toHaveTextContent('At most 1 GB per file');
    expect(value('File names')).toHaveTextContent('At most 50 characters');

    const next = section('What happens next');
    expect(next).toHaveTextContent('We review your entry within 5 business days.');
    expect(next).toHaveTextContent('within 7 business days');
    expect(next).toHaveTextContent('The dates count weekdays only');
    expect(within(next).getAllByText(/expected by about/)).toHaveLength(2);
  });

  it("shows the entry period in the viewer's zone, named, with a countdown that is not a live region", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-06-27T12:00:00Z'));
    await openJob(briefJob);
    const period = section('Entry period');
    expect(period).toHaveTextContent('Closes in 3 days 3 hours');
    expect(within(period).getByText('Closes').nextElementSibling).toHaveTextContent('Jun 30, 2099');
    expect(period).toHaveTextContent(/Times in your time zone, (UTC|GMT)/);
    expect(period.querySelector('[aria-live], [role="status"], [role="timer"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Enter this job' })).toBeInTheDocument();
  });

  it('offers the entry period as a calendar file in UTC', async () => {
    const files: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:calendar';
    };
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => {
      URL.createObjectURL = original;
      click.mockRestore();
    });
    const view = await openJob(briefJob);
    await view.user.click(screen.getByRole('button', { name: 'Add to calendar: Entry period' }));
    await waitFor(() => expect(files).toHaveLength(1), SLOW);
    // jsdom's Blob has no text(): read it as the browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0]!);
    });
    expect(text).toContain('DTSTART:20260101T000000Z');
    expect(text).toContain('DTEND:20990630T150000Z');
    expect(text).toContain('SUMMARY:Entry period: Morning coffee ritual');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Morning coffee ritual.ics');
  });

  it('replaces the form by "entries closed" after the period', async () => {
    await openJob(closedJob);
    const closed = section('Entries closed');
    expect(closed).toHaveTextContent(/The entry period of this job ended on Jan 3\d, 2020/);
    expect(screen.queryByRole('heading', { name: 'Enter this job' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    // No calendar file for a period that is over.
    expect(screen.queryByRole('button', { name: /Add to calendar/ })).not.toBeInTheDocument();
  });

  it('says when entries open before the period, in Korean too', async () => {
    await changeLanguage('ko');
    await openJob(upcomingJob);
    expect(section('접수 전')).toHaveTextContent(
      /(2098\.12\.31|2099\.01\.01) \d\d:\d\d부터 출품할 수 있습니다/,
    );
    expect(section('접수 기간')).toHaveTextContent('마감 없음');
    expect(screen.queryByLabelText('제목')).not.toBeInTheDocument();
  });

  it('looks complete without any brief (the company hosts): no empty section', async () => {
    await openJob(travelVlog);
    for (const name of ['About this job', 'Rules', 'Examples of good entries', 'Entry period'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    expect(section('What your entry must be')).toBeInTheDocument();
    expect(section('What happens next')).toBeInTheDocument();
    expect(section('Enter this job')).toBeInTheDocument();
  });

  it('keeps what was typed when the server still refuses a late entry', async () => {
    server.use(
      http.post(`*${apiPaths.submissions}`, () =>
        HttpResponse.json(
          {
            status: 409,
            data: null,
            errorCode: ErrorCode.EntryClosed,
            message: 'Closed',
            field: 'topicUuid',
          },
          { status: 409 },
        ),
      ),
    );
    const view = await openJob(travelVlog);
    await view.user.type(screen.getByLabelText('Title'), 'Late but keen');
    await view.user.upload(screen.getByLabelText('Your video'), mediaFile('clip-5s.mp4'));
    await view.user.upload(screen.getByLabelText('Thumbnail'), mediaFile('thumb-720x405.png'));
    await waitFor(() => expect(screen.queryByText('Checking the file…')).not.toBeInTheDocument(), SLOW);
    await view.user.click(screen.getByRole('button', { name: 'Send my entry' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    await waitFor(
      () => expect(alert).toHaveTextContent('Entries for this job are closed: the entry period is over.'),
      SLOW,
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Late but keen');
    expect(screen.getByLabelText('Your video')).toHaveAccessibleDescription(
      expect.stringContaining('Chosen: clip-5s.mp4'),
    );
  });
});
