// The review screen: timecoded comments on the player, approve, return with a template, the 409 of
// a decision someone else made first, a failed conversion's retry and the keyboard shortcuts.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import type { CreatePlayer } from '../../src/components/video-player/load-videojs';
import { changeLanguage } from '../../src/lib/i18n';
import { setOperatorSession } from '../../src/operator/operator-session';
import { fail } from '../msw/envelope';
import { failedDetail, operatorSessionOf, reviewerOperator, reviewingDetail } from '../msw/fixtures/operator';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

// video.js does not run in jsdom: a fake player whose clock the test sets.
let position = 0;
let paused = true;
const controls = {
  currentTime: vi.fn((seconds?: number) => {
    if (seconds !== undefined) position = seconds;
    return position;
  }),
  paused: vi.fn(() => paused),
  play: vi.fn(() => {
    paused = false;
  }),
  pause: vi.fn(() => {
    paused = true;
  }),
};
const createPlayer = vi.fn<CreatePlayer>(() => ({
  ready: (callback: () => void) => callback(),
  on: vi.fn(),
  dispose: vi.fn(),
  isDisposed: () => false,
  ...controls,
}));
vi.mock('../../src/components/video-player/load-videojs', () => ({
  loadVideoJs: vi.fn(async () => createPlayer),
}));

beforeEach(() => {
  position = 0;
  paused = true;
  for (const mock of Object.values(controls)) mock.mockClear();
});

async function openReview(uuid = reviewingDetail.uuid) {
  setOperatorSession(operatorSessionOf(reviewerOperator));
  const view = renderRoute(`/operator/entries/${uuid}`);
  const title = uuid === reviewingDetail.uuid ? reviewingDetail.title : failedDetail.title;
  await view.findHeading(title);
  await waitFor(() => expect(createPlayer).toHaveBeenCalled());
  return view;
}

function commentList() {
  return screen.getByRole('list', { name: 'Timecoded comments' });
}

describe('the review screen', () => {
  it('shows the entry, its facts and its comments by time', async () => {
    await openReview();
    expect(screen.getByText('이봄')).toBeInTheDocument();
    expect(screen.getByText('Exactly 10 seconds')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'morning.mp4' })).toHaveAttribute(
      'href',
      reviewingDetail.work.url,
    );
    const times = within(commentList())
      .getAllByRole('button', { name: /^Play from/ })
      .map((button) => button.textContent);
    expect(times).toEqual(['0:01.2', '0:08.5']);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('adds a comment at a typed time, lists it in order, and its time seeks the player', async () => {
    const view = await openReview();
    const seen = spyOnRequests('post', `/operator/api/submissions/${reviewingDetail.uuid}/comments`);
    const at = screen.getByRole('textbox', { name: 'At' });
    await view.user.clear(at);
    await view.user.type(at, '0:03.2');
    await view.user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Blurry frame');
    await view.user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(within(commentList()).getAllByRole('listitem')).toHaveLength(3));
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ atMs: 3200, body: 'Blurry frame' });
    const items = within(commentList()).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('0:03.2Blurry frame');
    await view.user.click(within(items[1]!).getByRole('button', { name: 'Play from 0:03.2' }));
    expect(controls.currentTime).toHaveBeenLastCalledWith(3.2);
  });

  it('"C" takes the player\'s time into the comment box; "Current time" too; a wrong time is said', async () => {
    const view = await openReview();
    position = 12.34;
    await view.user.keyboard('c');
    expect(screen.getByRole('textbox', { name: 'At' })).toHaveValue('0:12.3');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    // Typing in a field never triggers a shortcut.
    await view.user.keyboard('ca');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('ca');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    position = 65;
    await view.user.click(screen.getByRole('button', { name: 'Current time' }));
    expect(screen.getByRole('textbox', { name: 'At' })).toHaveValue('1:05.0');
    await view.user.clear(screen.getByRole('textbox', { name: 'At' }));
    await view.user.type(screen.getByRole('textbox', { name: 'At' }), 'soon');
    await view.user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Enter a time like 0:03.2.')).toBeInTheDocument();
  });

  it('Space, J and L drive the player when no field has the focus', async () => {
    const view = await openReview();
    position = 20;
    await view.user.click(screen.getByRole('heading', { level: 1 }));
    await view.user.keyboard(' ');
    expect(controls.play).toHaveBeenCalledTimes(1);
    await view.user.keyboard('j');
    expect(controls.currentTime).toHaveBeenLastCalledWith(15);
    await view.user.keyboard('l');
    await view.user.keyboard('l');
    expect(controls.currentTime).toHaveBeenLastCalledWith(25);
    expect(screen.getByText('Shortcuts')).toBeInTheDocument();
  });

  it('deletes a comment', async () => {
    const view = await openReview();
    await view.user.click(screen.getByRole('button', { name: 'Delete the comment at 0:08.5' }));
    await waitFor(() => expect(within(commentList()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Logo visible here')).not.toBeInTheDocument();
  });

  it('approves after the confirmation (also with "A"), and then shows the entry approved', async () => {
    const view = await openReview();
    const seen = spyOnRequests('post', `/operator/api/submissions/${reviewingDetail.uuid}/approve`);
    await view.user.click(screen.getByRole('heading', { level: 1 }));
    await view.user.keyboard('a');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Approve "Fresh morning"?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(await screen.findByText('Entry approved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0);
  });

  it('returns with a template in the UI language, edited before sending', async () => {
    await changeLanguage('ko');
    setOperatorSession(operatorSessionOf(reviewerOperator));
    const view = renderRoute(`/operator/entries/${reviewingDetail.uuid}`);
    await view.findHeading(reviewingDetail.title);
    const seen = spyOnRequests('post', `/operator/api/submissions/${reviewingDetail.uuid}/return`);
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: '반려 사유 템플릿' }),
      'thumbnailSize',
    );
    const reason = screen.getByRole('textbox', { name: '반려 사유' });
    expect(reason).toHaveValue(
      '썸네일은 정확히 720×405 픽셀이어야 합니다. 크기를 맞춘 뒤 다시 출품해 주세요.',
    );
    await view.user.type(reason, ' (현재 1280×720)');
    await view.user.click(screen.getByRole('button', { name: '반려하기' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({
      reason: '썸네일은 정확히 720×405 픽셀이어야 합니다. 크기를 맞춘 뒤 다시 출품해 주세요. (현재 1280×720)',
    });
    expect(await screen.findByText('출품작을 반려했습니다.')).toBeInTheDocument();
  });

  it('an empty reason is not sent', async () => {
    const view = await openReview();
    const seen = spyOnRequests('post', `/operator/api/submissions/${reviewingDetail.uuid}/return`);
    await view.user.click(screen.getByRole('button', { name: 'Return entry' }));
    expect(await screen.findByText('Write the reason the creator will read.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('409: says that another operator has just decided, and shows the entry as it is now', async () => {
    const view = await openReview();
    const reads = spyOnRequests('get', `/operator/api/submissions/${reviewingDetail.uuid}`);
    server.use(
      http.post(`*/operator/api/submissions/:uuid/approve`, () =>
        fail(409, ErrorCode.SubmissionStateConflict, 'Decided.'),
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Approve' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    const conflict = await screen.findByRole('alertdialog', {
      name: 'Another operator has just decided this entry. It is shown again as it is now.',
    });
    await view.user.click(within(conflict).getByRole('button'));
    await waitFor(() => expect(reads.length).toBeGreaterThan(0));
  });

  it('a failed conversion shows its error and can be retried; no decision buttons', async () => {
    const view = await openReview(failedDetail.uuid);
    const seen = spyOnRequests('post', `/operator/api/submissions/${failedDetail.uuid}/retry-conversion`);
    const failed = screen.getByRole('region', { name: 'Conversion failed' });
    expect(within(failed).getByText('ffmpeg: moov atom not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'project.zip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await view.user.click(within(failed).getByRole('button', { name: 'Retry conversion' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(await screen.findByText('The conversion is queued again.')).toBeInTheDocument();
  });
});
