import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { deploymentSettings } from '../../contract/money-rules';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import { loadVideoJs, type CreatePlayer } from '../../src/components/video-player/load-videojs';
import { formatDateTime, fromIsoTimestamp } from '../../src/lib/date';
import {
  approvedEntry,
  closedEntry,
  competingEntry,
  convertingEntry,
  myGroupSubmissions,
  returnedEntry,
  reviewingEntry,
  waitingEntry,
} from '../msw/fixtures/submissions';
import { creator, sessionOf } from '../msw/fixtures/users';
import { fail } from '../msw/envelope';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { mediaFile } from '../media/media-files';
import { renderRoute } from '../render-route';
import { cellText, rowTexts } from '../table-cells';
import { setDeployment } from '../../src/stores/deployment-store';

// video.js does not run in jsdom: the loader hands out a fake that records what it was given.
const player = { ready: vi.fn((callback: () => void) => callback()), on: vi.fn(), dispose: vi.fn() };
const createPlayer = vi.fn<CreatePlayer>(() => ({ ...player, isDisposed: () => false }));
vi.mock('../../src/components/video-player/load-videojs', () => ({
  loadVideoJs: vi.fn(async () => createPlayer),
}));

beforeEach(() => {
  createPlayer.mockClear();
  vi.mocked(loadVideoJs).mockClear();
});

afterEach(() => vi.restoreAllMocks());

/** The viewer's zone as the browser reports it (dayjs's tz.guess reads Intl). */
function viewerIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone };
  });
}

const SLOW = { timeout: 8_000 };

async function openEntry(uuid: string, title: string) {
  const view = renderRoute(`/submission-detail/${uuid}`, { session: sessionOf(creator) });
  await view.findHeading(title);
  // The heading is the page's frame; what follows is its body, a chunk of its own loaded alongside.
  await screen.findByRole('region', { name: 'Your entry' }, SLOW);
  return view;
}

const timeline = () => screen.getByRole('region', { name: 'Progress' });

describe('an entry', { timeout: 20_000 }, () => {
  it('plays the original work and shows the timeline with dates done and expected', async () => {
    viewerIn('Asia/Seoul');
    await openEntry(reviewingEntry.uuid, reviewingEntry.title);
    expect(screen.getByText('Reviewing')).toHaveAttribute('data-tone', 'progress');
    expect(screen.getByRole('link', { name: reviewingEntry.mcfTopic.topic })).toHaveAttribute(
      'href',
      `/jobs/${reviewingEntry.mcfTopic.uuid}`,
    );
    await waitFor(() => expect(createPlayer).toHaveBeenCalled(), SLOW);
    expect(createPlayer.mock.calls[0]![1]).toMatchObject({
      sources: [{ src: reviewingEntry.work.url, type: 'video/mp4' }],
      poster: reviewingEntry.thumbnail.url,
    });

    const steps = within(timeline()).getAllByRole('listitem');
    expect(steps).toHaveLength(7);
    // (✓ is the done mark, hidden from screen readers, which hear "Done on" instead.)
    expect(steps[0]).toHaveTextContent(
      `✓SubmittedDone on ${formatDateTime(fromIsoTimestamp(reviewingEntry.submittedAt), 'en')}`,
    );
    expect(steps[1]).toHaveTextContent(/^Reviewed and approvedExpected by Nov 9, 2026$/);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[4]).toHaveTextContent(/^Scheduled into a groupExpected by Nov 17, 2026$/);
    expect(steps[6]).toHaveTextContent(/^Competition closedNot yet$/);
    expect(screen.queryByRole('region', { name: 'Your group' })).not.toBeInTheDocument();
  });

  it('names the business zone of the expected dates for a viewer elsewhere, and its own zone never', async () => {
    viewerIn('America/New_York');
    await openEntry(reviewingEntry.uuid, reviewingEntry.title);
    const steps = within(timeline()).getAllByRole('listitem');
    // Done: an instant, in the viewer's own zone, not named.
    expect(steps[0]).toHaveTextContent(
      `✓SubmittedDone on ${formatDateTime(fromIsoTimestamp(reviewingEntry.submittedAt, 'America/New_York'), 'en')}`,
    );
    expect(steps[0]).not.toHaveTextContent('GMT');
    // Expected: a calendar date of the business days in Seoul (the Korean deployment), named so.
    expect(steps[1]).toHaveTextContent(/^Reviewed and approvedExpected by Nov 9, 2026 \(GMT\+9\)$/);
    expect(within(steps[1]!).getByText('Nov 9, 2026 (GMT+9)')).toHaveAttribute('datetime', '2026-11-09');
  });

  it("counts the expected dates in the server's business zone when it names one", async () => {
    viewerIn('Asia/Seoul');
    setDeployment({ ...deploymentSettings('KRW', 'KR'), timeZone: 'America/Los_Angeles' });
    await openEntry(reviewingEntry.uuid, reviewingEntry.title);
    const steps = within(timeline()).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent(/Expected by Nov 9, 2026 \(PST\)$/);
  });

  it('gives a returned entry its reason and a way to enter again', async () => {
    await openEntry(returnedEntry.uuid, returnedEntry.title);
    const returned = screen.getByRole('region', { name: 'Your entry was returned' });
    expect(returned).toHaveTextContent(returnedEntry.returnReason!);
    expect(within(returned).getByRole('link', { name: 'Enter this job again' })).toHaveAttribute(
      'href',
      `/jobs/${returnedEntry.mcfTopic.uuid}`,
    );
    const steps = within(timeline()).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveTextContent('Reviewed and returned');
  });

  it('shows an image work as an image', async () => {
    await openEntry(convertingEntry.uuid, convertingEntry.title);
    expect(screen.getByRole('img', { name: convertingEntry.title })).toHaveAttribute(
      'src',
      convertingEntry.work.url,
    );
    expect(loadVideoJs).not.toHaveBeenCalled();
  });

  it('says so when the entry is not found', async () => {
    const view = renderRoute('/submission-detail/not-mine', { session: sessionOf(creator) });
    await view.findHeading('Entry details');
    expect(await screen.findByText('Entry not found')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Entry not found/));
    expect(screen.getByText('This entry does not exist or is not yours.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My entries' })).toHaveAttribute(
      'href',
      '/my-entry-list',
    );
  });
});

describe('project files', { timeout: 20_000 }, () => {
  it('checks the archive from its bytes, sends it and shows the entry converting', async () => {
    const posts = spyOnRequests('post', apiPaths.projectFile(approvedEntry.uuid));
    const view = await openEntry(approvedEntry.uuid, approvedEntry.title);
    const request = screen.getByRole('region', { name: 'Send your project files' });
    const input = within(request).getByLabelText('Project files (ZIP)');

    await view.user.click(within(request).getByRole('button', { name: 'Send the project files' }));
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Please choose the ZIP archive of your project files.'),
    );

    // A text file named .zip is refused from its bytes.
    await view.user.upload(input, mediaFile('not-a-video.mp4', 'project.zip'));
    expect(await within(request).findByText(/This file is not a ZIP archive/, {}, SLOW)).toBeInTheDocument();
    await view.user.upload(input, mediaFile('project.zip'));
    await waitFor(() => expect(input).toBeValid(), SLOW);
    await view.user.click(within(request).getByRole('button', { name: 'Send the project files' }));

    expect(
      await screen.findByText(
        'Your project files were received. Your entry is now being converted.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Converting')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Send your project files' })).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
    // The archive's own bytes: its local file header signature PK\x03\x04.
    const part = posts[0]!.body.split(
      /name="projectFile"; filename="[^"]*"\r\nContent-Type: [^\r]*\r\n\r\n/,
    )[1];
    expect(part?.slice(0, 4)).toBe('PK\x03\x04');
    const steps = within(timeline()).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('Project files received');
    expect(steps[2]).toHaveTextContent('Done on');
  });

  it('shows a refusal of the file at the field', async () => {
    server.use(
      http.post('*/api/submission/project-file/:uuid', () => fail(415, ErrorCode.FileTypeInvalid, 'Type'), {
        once: true,
      }),
    );
    const view = await openEntry(approvedEntry.uuid, approvedEntry.title);
    const request = screen.getByRole('region', { name: 'Send your project files' });
    const input = within(request).getByLabelText('Project files (ZIP)');
    await view.user.upload(input, mediaFile('project.zip'));
    await view.user.click(within(request).getByRole('button', { name: 'Send the project files' }));
    await waitFor(() => expect(input).toHaveFocus(), SLOW);
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('This file type is not accepted here.'),
    );
    expect(within(request).getByRole('alert')).toHaveTextContent(
      'Please see the reason at the file and choose another one.',
    );
  });

  it('cancels the upload and keeps the chosen file for another try', async () => {
    server.use(
      http.post('*/api/submission/project-file/:uuid', async () => {
        await delay('infinite');
        return new Response(null);
      }),
    );
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const view = await openEntry(approvedEntry.uuid, approvedEntry.title);
    const request = screen.getByRole('region', { name: 'Send your project files' });
    await view.user.upload(within(request).getByLabelText('Project files (ZIP)'), mediaFile('project.zip'));
    await view.user.click(within(request).getByRole('button', { name: 'Send the project files' }));
    expect(
      await within(request).findByRole('progressbar', { name: 'Sending your project files' }, SLOW),
    ).toBeInTheDocument();
    await view.user.click(within(request).getByRole('button', { name: 'Cancel the upload' }));
    expect(await within(request).findByText(/The upload was cancelled/, {}, SLOW)).toBeInTheDocument();
    expect(abort).toHaveBeenCalledOnce();
    expect(within(request).getByLabelText('Project files (ZIP)')).toHaveAccessibleDescription(
      expect.stringContaining('Chosen: project.zip'),
    );
    expect(within(request).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });
});

describe('an entry in a group', { timeout: 20_000 }, () => {
  it("offers the group's competition period as a calendar file in UTC, until it has ended", async () => {
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
    const group = myGroupSubmissions.find((row) => row.submissionUuid === competingEntry.uuid)!.mcfGroup;
    const job = group.mcfTopic.topic;
    const view = await openEntry(competingEntry.uuid, competingEntry.title);
    const region = screen.getByRole('region', { name: 'Your group' });
    await view.user.click(
      await within(region).findByRole('button', { name: `Add to calendar: Group competition: ${job}` }, SLOW),
    );
    await waitFor(() => expect(files).toHaveLength(1), SLOW);
    // jsdom's Blob has no text(): read it as the browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0]!);
    });
    const utc = (date: string, hour: string) => `${date.replaceAll('-', '')}T${hour.replace(':', '')}00Z`;
    expect(text).toContain(`DTSTART:${utc(group.competitionBeginDate, group.competitionBeginHour)}`);
    expect(text).toContain(`DTEND:${utc(group.competitionEndDate, group.competitionEndHour)}`);
    expect(text).toContain(`SUMMARY:Group competition: ${job}`);
    view.unmount();

    await openEntry(closedEntry.uuid, closedEntry.title);
    await within(screen.getByRole('region', { name: 'Your group' })).findByText('Your rank', {}, SLOW);
    expect(screen.queryByRole('button', { name: /Add to calendar/ })).not.toBeInTheDocument();
  });

  it("plays the delivery file and shows the group with the creator's row highlighted", async () => {
    const view = await openEntry(competingEntry.uuid, competingEntry.title);
    await waitFor(() => expect(createPlayer).toHaveBeenCalled(), SLOW);
    expect(createPlayer.mock.calls[0]![1]).toMatchObject({
      sources: [{ src: competingEntry.delivery!.url, type: 'video/mp4' }],
      poster: competingEntry.poster!.url,
    });

    const group = screen.getByRole('region', { name: 'Your group' });
    const table = await within(group).findByRole('table', { name: 'Rankings' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const own = rows.filter((row) => row.getAttribute('data-state') === 'own');
    expect(own).toHaveLength(1);
    expect(rowTexts(table)[rows.indexOf(own[0]!)]).toEqual([
      '3',
      `Your entry${competingEntry.title}`,
      '120',
      '8.86%',
      '₩88,640',
    ]);
    expect(within(group).getByText('Your rank').nextElementSibling).toHaveTextContent('3');
    expect(within(group).getByText('Your secured amount').nextElementSibling).toHaveTextContent('₩88,640');

    // The creator's work opens in the player like everyone's.
    await view.user.click(
      within(own[0]!).getByRole('button', { name: `${competingEntry.title} (play video)` }),
    );
    expect(
      await screen.findByRole('dialog', { name: `Video: ${competingEntry.title}` }, SLOW),
    ).toBeInTheDocument();
  });

  it("shows '--' for the figures of a waiting group", async () => {
    await openEntry(waitingEntry.uuid, waitingEntry.title);
    const group = screen.getByRole('region', { name: 'Your group' });
    const table = await within(group).findByRole('table', { name: 'Rankings' }, SLOW);
    const own = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('data-state') === 'own')!;
    expect(within(own).getAllByRole('cell').map(cellText)).toEqual([
      '--',
      `Your entry${waitingEntry.title}`,
      '--',
      '--',
      '--',
    ]);
    expect(within(group).getByText('Your rank').nextElementSibling).toHaveTextContent('--');
  });
});
