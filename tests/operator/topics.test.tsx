// The console's jobs (area `competitions`, the API's topics): the list and its pages, the form for
// a new job (the whole body) and for an edit (only what changed), the browser's 720 x 405 check of
// a thumbnail, a server refusal that keeps what was typed, and who sees the area.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOperatorSession } from '../../src/operator/operator-session';
import { mediaFile } from '../media/media-files';
import { coffeeTopic } from '../msw/fixtures/operator-competitions';
import {
  adminOperator,
  financeOperator,
  operatorSessionOf,
  reviewerOperator,
} from '../msw/fixtures/operator';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

// jsdom decodes no images: only the browser-API probe is replaced (see tests/media/media-files.ts).
vi.mock('../../src/lib/media-probe', async () => (await import('../media/media-files')).mediaProbeStandIn);

afterEach(() => {
  vi.restoreAllMocks();
});

function openAs(operator: typeof reviewerOperator, path: string) {
  setOperatorSession(operatorSessionOf(operator));
  return renderRoute(path);
}

/** A datetime-local input's value, as a browser's picker sets it. */
function setDateTime(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Types a whole value at once (a paste), as the long form has many fields. */
async function fill(view: ReturnType<typeof renderRoute>, label: string, text: string) {
  await view.user.click(screen.getByRole('textbox', { name: label }));
  await view.user.paste(text);
}

const jsonOf = (seen: { body: string }[], index = 0) => JSON.parse(seen[index]?.body ?? 'null') as unknown;

describe('the job list', () => {
  it('lists each job with its facts and links, and pages through them', async () => {
    const seen = spyOnRequests('get', '/operator/api/topics');
    const view = openAs(reviewerOperator, '/operator/topics');
    await view.findHeading('Jobs');
    const table = await screen.findByRole('table', { name: 'Jobs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    const coffee = rows[0]!;
    expect(within(coffee).getByRole('link', { name: 'Morning coffee' })).toHaveAttribute(
      'href',
      `/operator/topics/${coffeeTopic.uuid}`,
    );
    expect(within(coffee).getByRole('link', { name: 'Groups of Morning coffee' })).toHaveAttribute(
      'href',
      `/operator/topics/${coffeeTopic.uuid}/groups`,
    );
    expect(within(coffee).getByText('Video')).toBeInTheDocument();
    expect(within(coffee).getByText('exactly 10 seconds')).toBeInTheDocument();
    expect(within(coffee).getByText('₩100,000')).toBeInTheDocument();
    expect(within(coffee).getByText('3 entries')).toBeInTheDocument();
    const [groupCounts, period] = within(coffee).getAllByRole('list');
    expect(
      within(groupCounts!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Preparing: 1', 'Waiting: 0', 'Competing: 1', 'Completed: 1']);
    // The entry period: one line per date, each kept whole.
    const periodLines = within(period!).getAllByRole('listitem');
    expect(periodLines).toHaveLength(2);
    expect(periodLines[0]).toHaveTextContent(/^From .*2026/);
    expect(periodLines[1]).toHaveTextContent(/^Until .*2026/);
    expect(within(rows[1]!).getByText('Image')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('at least 30 seconds')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Open, no dates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New job' })).toHaveAttribute('href', '/operator/topics/new');
    expect(seen[0]?.url.searchParams.get('size')).toBe('20');

    const pages = screen.getByRole('navigation', { name: 'Job list pages' });
    await view.user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/topics?page=2'));
    expect(await within(table).findByRole('link', { name: 'Older job 23' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    expect(seen.at(-1)?.url.searchParams.get('page')).toBe('2');
  });
});

describe('a new job', () => {
  it('checks every field first, and sends nothing while one has a problem', async () => {
    const create = spyOnRequests('post', '/operator/api/topics');
    const view = openAs(reviewerOperator, '/operator/topics/new');
    await view.findHeading('New job');
    const title = screen.getByRole('textbox', { name: 'Job title' });

    await view.user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findAllByText('Fill in this field.')).toHaveLength(4);
    expect(screen.getByText('Choose a length.')).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');

    await fill(view, 'Job title', 'Rainy windows');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), 'f5s');
    await fill(view, 'Reward per group', '1,000,000');
    await fill(view, 'Capacity (entries per group)', '5.5');
    await fill(view, 'Amount per creator', '10000');
    await fill(view, 'Hashtags', Array.from({ length: 11 }, (_, n) => `tag${n}`).join(' '));
    setDateTime('Entries open', '2026-04-30T18:00');
    setDateTime('Entries close', '2026-04-01T09:00');
    await view.user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('Enter a whole number, digits only.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 10 hashtags.')).toBeInTheDocument();
    expect(screen.getByText('The end must come after the beginning.')).toBeInTheDocument();
    expect(screen.queryByText('Fill in this field.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Capacity (entries per group)' })).toHaveFocus();
    expect(create).toHaveLength(0);
  });

  it('sends the whole job as typed, with its images, rules and example', async () => {
    const create = spyOnRequests('post', '/operator/api/topics');
    const images = spyOnRequests('post', '/operator/api/topic-images');
    const view = openAs(reviewerOperator, '/operator/topics/new');
    await view.findHeading('New job');
    await fill(view, 'Job title', 'Rainy windows');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Entry type' }), '2');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Style' }), '4');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), 'f5s');
    await fill(view, 'Reward per group', '1,000,000');
    await fill(view, 'Capacity (entries per group)', '5');
    await fill(view, 'Amount per creator', '10000');
    await fill(view, 'Hashtags', '#rain, window  glass');
    setDateTime('Entries open', '2026-04-01T09:00');
    setDateTime('Entries close', '2026-04-30T18:00');
    await view.user.upload(screen.getByLabelText('Banner image'), mediaFile('thumb-1280x720.png'));
    expect(await screen.findByRole('img', { name: 'Banner image (current image)' })).toHaveAttribute(
      'src',
      'https://files.example.test/public/banner-1',
    );
    await view.user.upload(screen.getByLabelText('Thumbnail'), mediaFile('thumb-720x405.jpg'));
    expect(await screen.findByRole('img', { name: 'Thumbnail (current image)' })).toHaveAttribute(
      'src',
      'https://files.example.test/public/thumbnail-2',
    );

    // The description's preview is sanitized as the job page renders it.
    await fill(view, 'Description (HTML)', '<p>Rain on <b>glass</b>.</p><script>alert(1)</script>');
    const preview = screen.getByTestId('description-preview');
    expect(within(preview).getByText('glass').tagName).toBe('B');
    expect(preview.querySelector('script')).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(screen.getByRole('textbox', { name: 'Line 1' })).toHaveFocus();
    await view.user.paste('Show the drops up close.');
    await view.user.click(screen.getByRole('button', { name: 'Add a line' }));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Kind of line 2' }), 'dont');
    await fill(view, 'Line 2', 'No people.');

    await view.user.click(screen.getByRole('button', { name: 'Add an image example' }));
    await view.user.paste('Fogged pane');
    await view.user.upload(screen.getByLabelText('Image of example 1'), mediaFile('thumb-720x405.png'));
    expect(
      await screen.findByRole('img', { name: 'Image of example 1 (current image)' }),
    ).toBeInTheDocument();
    expect(images.map((seen) => /name="kind"\s+(\w+)/.exec(seen.body)?.[1])).toEqual([
      'banner',
      'thumbnail',
      'example',
    ]);

    await view.user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('The job “Rainy windows” was created.')).toBeInTheDocument();
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/topics'));
    expect(jsonOf(create)).toEqual({
      topic: 'Rainy windows',
      topicType: 2,
      videoStyleType: 4,
      timeLimit: 'f5s',
      maxAmount: 1_000_000,
      maxCount: 5,
      amountPerUser: 10_000,
      hashtags: ['rain', 'window', 'glass'],
      mainBannerImageUrl: 'https://files.example.test/public/banner-1',
      thumbnailUrl: 'https://files.example.test/public/thumbnail-2',
      description: '<p>Rain on <b>glass</b>.</p><script>alert(1)</script>',
      rules: [
        { kind: 'do', text: 'Show the drops up close.' },
        { kind: 'dont', text: 'No people.' },
      ],
      exampleWorks: [
        {
          name: 'Fogged pane',
          tType: 'bcon',
          videoUrl: null,
          thumbnailUrl: 'https://files.example.test/public/example-3',
        },
      ],
      entryBeginDate: new Date('2026-04-01T09:00').toISOString(),
      entryEndDate: new Date('2026-04-30T18:00').toISOString(),
    });
    // The new job leads the list.
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Rainy windows');
  });

  it('refuses a thumbnail that is not 720 × 405 before uploading it, and removes an image', async () => {
    const images = spyOnRequests('post', '/operator/api/topic-images');
    const view = openAs(adminOperator, '/operator/topics/new');
    await view.findHeading('New job');
    const thumbnail = screen.getByLabelText('Thumbnail');
    await view.user.upload(thumbnail, mediaFile('thumb-1280x720.png'));
    expect(
      await screen.findByText('The thumbnail must be exactly 720 × 405 pixels; this image is 1280 × 720.'),
    ).toBeInTheDocument();
    expect(thumbnail).toHaveAttribute('aria-invalid', 'true');
    expect(images).toHaveLength(0);

    await view.user.upload(thumbnail, mediaFile('thumb-720x405.png'));
    const image = await screen.findByRole('img', { name: 'Thumbnail (current image)' });
    expect(images).toHaveLength(1);
    expect(thumbnail).not.toHaveAttribute('aria-invalid');
    await view.user.click(within(image.parentElement!).getByRole('button', { name: 'Remove the image' }));
    expect(screen.queryByRole('img', { name: 'Thumbnail (current image)' })).not.toBeInTheDocument();
  });
});

describe('editing a job', () => {
  it('loads the job and sends only the fields that changed', async () => {
    const edit = spyOnRequests('patch', `/operator/api/topics/${coffeeTopic.uuid}`);
    const view = openAs(reviewerOperator, `/operator/topics/${coffeeTopic.uuid}`);
    await view.findHeading('Edit job');
    const reward = await screen.findByRole('textbox', { name: 'Reward per group' });
    expect(reward).toHaveValue('100000');
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Morning coffee');
    expect(screen.getByRole('textbox', { name: 'Hashtags' })).toHaveValue('coffee, morning');
    expect(screen.getByRole('combobox', { name: 'Length' })).toHaveValue('f10s');
    expect(screen.getByText('Example 1: Steam over a mug (a video, kept as it is)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Groups of this job' })).toHaveAttribute(
      'href',
      `/operator/topics/${coffeeTopic.uuid}/groups`,
    );

    await view.user.clear(reward);
    await view.user.type(reward, '120000');
    await view.user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.getByRole('button', { name: 'Add a line' })).toHaveFocus();
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(jsonOf(edit)).toEqual({
      maxAmount: 120_000,
      rules: [{ kind: 'do', text: 'Use natural light.' }],
    });

    // Saved: the same values again are no change.
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing was changed, so nothing was sent.')).toBeInTheDocument();
    expect(edit).toHaveLength(1);
  });

  it("shows the server's refusal (TOPIC_TYPE_LOCKED) in words and keeps what was typed", async () => {
    const edit = spyOnRequests('patch', `/operator/api/topics/${coffeeTopic.uuid}`);
    const view = openAs(reviewerOperator, `/operator/topics/${coffeeTopic.uuid}`);
    await view.findHeading('Edit job');
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    await view.user.clear(title);
    await view.user.type(title, 'Morning coffee, again');
    const type = screen.getByRole('combobox', { name: 'Entry type' });
    await view.user.selectOptions(type, '2');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    const refusal = await screen.findByText(
      'A job with groups or entries keeps its entry type (video or image).',
    );
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(
      screen.getByText('This job has groups or entries, so its entry type stays as it is.'),
    ).toBeInTheDocument();
    expect(type).toHaveFocus();
    expect(jsonOf(edit)).toEqual({ topic: 'Morning coffee, again', topicType: 2 });
    expect(title).toHaveValue('Morning coffee, again');
    expect(type).toHaveValue('2');
  });

  it('says when the job does not exist', async () => {
    const view = openAs(reviewerOperator, '/operator/topics/7a000000-0000-4000-8000-000000009999');
    await view.findHeading('Edit job');
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
  });
});

describe('the area in the navigation', () => {
  it('is shown to a reviewer and leads to the jobs', async () => {
    const view = openAs(reviewerOperator, '/operator');
    await view.findHeading('Dashboard');
    const nav = screen.getByRole('navigation', { name: 'Console areas' });
    const link = within(nav).getByRole('link', { name: 'Jobs and groups' });
    expect(link).toHaveAttribute('href', '/operator/topics');
    await view.user.click(link);
    expect(await view.findHeading('Jobs')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('is not shown to finance, and its pages say "not allowed"', async () => {
    const topics = spyOnRequests('get', '/operator/api/topics');
    const view = openAs(financeOperator, '/operator/topics');
    expect(await view.findHeading('Not available to your role')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console areas' });
    expect(within(nav).queryByRole('link', { name: 'Jobs and groups' })).not.toBeInTheDocument();
    expect(topics).toHaveLength(0);
  });
});
