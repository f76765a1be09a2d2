// The console's free audio (support, admin): the list with its filters in the URL, players only for
// shown items, the show/hide switch, the form's multipart parts (new and edit), the browser's file
// checks, a server refusal shown on its field with everything typed kept, and Korean.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { LIBRARY_FILE_MAX_BYTES } from '../../contract/operator-paths';
import { changeLanguage } from '../../src/lib/i18n';
import { setOperatorSession } from '../../src/operator/operator-session';
import { financeOperator, operatorSessionOf, supportOperator } from '../msw/fixtures/operator';
import {
  calmCategory,
  draftAudio,
  effectsCategory,
  morningAudio,
  rainAudio,
} from '../msw/fixtures/operator-library';
import { NEW_LIBRARY_UUID, receivedLibraryForms } from '../msw/handlers/operator-library';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

// jsdom cannot decode audio: the length this browser would read is a stand-in.
vi.mock('../../src/operator/pages/library/audio-length', () => ({
  readAudioLength: vi.fn(() => Promise.resolve(187)),
}));

afterEach(() => {
  vi.clearAllMocks();
});

function openAs(operator: typeof supportOperator, path: string) {
  setOperatorSession(operatorSessionOf(operator));
  return renderRoute(path);
}

function rowOf(table: HTMLElement, title: string): HTMLElement {
  return within(table).getByRole('link', { name: title }).closest('tr')!;
}

const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

/** A file of `size` bytes without allocating them (the checks read the size only). */
function fileOf(name: string, type: string, size?: number): File {
  const file = new File(['ID3 audio bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the audio list', () => {
  it('lists every item, hidden ones too, with players only for shown ones', async () => {
    const view = openAs(supportOperator, '/operator/library/audio');
    const table = await screen.findByRole('table', { name: 'Free audio' });
    expect(titles(table)).toEqual([morningAudio.title, draftAudio.title, rainAudio.title]);

    const morning = rowOf(table, morningAudio.title);
    expect(within(morning).getByRole('link', { name: morningAudio.title })).toHaveAttribute(
      'href',
      `/operator/library/audio/${morningAudio.uuid}`,
    );
    expect(within(morning).getByText('Music › Calm')).toBeInTheDocument();
    expect(within(morning).getByText('1:35')).toBeInTheDocument();
    expect(within(morning).getByText('80')).toBeInTheDocument();
    expect(within(morning).getByText('Shown')).toHaveAttribute('data-state', 'shown');
    const player = morning.querySelector('audio')!;
    expect(player).toHaveAttribute('src', morningAudio.file.fileUrl);
    expect(player).toHaveAttribute('preload', 'none');
    expect(player).toHaveAttribute('controls');

    const draft = rowOf(table, draftAudio.title);
    expect(within(draft).getByText('10:05')).toBeInTheDocument();
    expect(within(draft).getByText('Hidden')).toHaveAttribute('data-state', 'hidden');
    expect(draft.querySelector('audio')).toBeNull();
    expect(within(draft).getByText(/Private while hidden/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'New audio' })).toHaveAttribute(
      'href',
      '/operator/library/audio/new',
    );
    const sections = screen.getByRole('navigation', { name: 'Notices and library sections' });
    expect(within(sections).getByRole('link', { name: 'Audio' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'Notices' })).not.toHaveAttribute('aria-current');
    expect(
      within(screen.getByRole('navigation', { name: 'Console areas' })).getByRole('link', {
        name: 'Notices & library',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(view.currentUrl()).toBe('/operator/library/audio');
  });

  it('keeps its filters in the URL and sends them to the server', async () => {
    const seen = spyOnRequests('get', '/operator/api/library/audio');
    const view = openAs(supportOperator, '/operator/library/audio');
    const table = await screen.findByRole('table', { name: 'Free audio' });

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Shown or hidden' }), 'hidden');
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/library/audio?display=hidden'));
    await waitFor(() => expect(titles(table)).toEqual([draftAudio.title]));
    expect(seen.at(-1)?.url.searchParams.get('display')).toBe('hidden');
    expect(seen.at(-1)?.url.searchParams.get('size')).toBe('20');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Shown or hidden' }), '');
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(within(category).getByRole('option', { name: 'Sound effects' })).toBeInTheDocument(),
    );
    expect(within(category).getByRole('option', { name: 'Music › Calm' })).toHaveValue(calmCategory.uuid);
    await view.user.selectOptions(category, effectsCategory.uuid);
    await waitFor(() =>
      expect(view.currentUrl()).toBe(`/operator/library/audio?categoryUuid=${effectsCategory.uuid}`),
    );
    await waitFor(() => expect(titles(table)).toEqual([rainAudio.title]));
    expect(seen.at(-1)?.url.searchParams.get('categoryUuid')).toBe(effectsCategory.uuid);

    await view.user.selectOptions(category, '');
    await view.user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'light');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/library/audio?keyword=light'));
    await waitFor(() => expect(titles(table)).toEqual([morningAudio.title]));
    expect(seen.at(-1)?.url.searchParams.get('keyword')).toBe('light');
    expect(seen.at(-1)?.url.searchParams.has('categoryUuid')).toBe(false);
  });

  it('hides an item with a PATCH of isDisplay alone, and the row follows', async () => {
    const view = openAs(supportOperator, '/operator/library/audio');
    const table = await screen.findByRole('table', { name: 'Free audio' });
    const hide = within(rowOf(table, morningAudio.title)).getByRole('button', {
      name: `Hide “${morningAudio.title}”`,
    });
    await view.user.click(hide);
    expect(receivedLibraryForms).toEqual([
      { method: 'PATCH', resource: 'audio', uuid: morningAudio.uuid, parts: [['isDisplay', 'false']] },
    ]);
    const row = () => rowOf(table, morningAudio.title);
    await waitFor(() => expect(within(row()).getByText('Hidden')).toBeInTheDocument());
    // The list loaded again: the file is private now, so there is no player.
    await waitFor(() => expect(row().querySelector('audio')).toBeNull());
    expect(within(row()).getByText(/Private while hidden/)).toBeInTheDocument();
    const show = within(row()).getByRole('button', { name: `Show “${morningAudio.title}”` });
    expect(show).toHaveFocus();

    await view.user.click(show);
    await waitFor(() => expect(row().querySelector('audio')).not.toBeNull());
    expect(receivedLibraryForms.at(-1)?.parts).toEqual([['isDisplay', 'true']]);
  });

  it('says so in the row when the switch fails, and keeps the state', async () => {
    server.use(
      http.patch('*/operator/api/library/audio/:uuid', () =>
        HttpResponse.json(
          { status: 404, data: null, errorCode: ErrorCode.NotFound, message: 'Gone.' },
          { status: 404 },
        ),
      ),
    );
    const view = openAs(supportOperator, '/operator/library/audio');
    const table = await screen.findByRole('table', { name: 'Free audio' });
    const row = rowOf(table, draftAudio.title);
    await view.user.click(within(row).getByRole('button', { name: `Show “${draftAudio.title}”` }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Not changed: We could not find what you were looking for.',
    );
    expect(within(row).getByText('Hidden')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Show “${draftAudio.title}”` })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('is in Korean for a Korean operator', async () => {
    await changeLanguage('ko');
    const view = openAs(supportOperator, '/operator/library/audio');
    await view.findHeading('무료 오디오');
    const table = await screen.findByRole('table', { name: '무료 오디오' });
    const row = rowOf(table, morningAudio.title);
    expect(within(row).getByText('음악 › 잔잔한')).toBeInTheDocument();
    expect(within(row).getByText('표시')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `“${morningAudio.title}” 숨기기` })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: '공지사항·자료실 메뉴' });
    expect(within(sections).getByRole('link', { name: '오디오' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '새 음원' })).toBeInTheDocument();
  });

  it('is not shown to finance, whose direct visit asks nothing', async () => {
    const list = spyOnRequests('get', '/operator/api/library/audio');
    const view = openAs(financeOperator, '/operator/library/audio');
    expect(await view.findHeading('Not available to your role')).toBeInTheDocument();
    expect(list).toHaveLength(0);
  });
});

describe('adding audio', () => {
  async function fillIn(view: ReturnType<typeof openAs>) {
    await view.findHeading('New audio');
    // The form, once the categories have loaded.
    await view.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Evening walk');
    const category = screen.getByRole('combobox', { name: 'Category' });
    // Category 2 options, grouped under their category 1.
    const music = within(category).getByRole('group', { name: 'Music' });
    expect(
      within(music)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Calm', 'Upbeat']);
    await view.user.selectOptions(category, calmCategory.uuid);
    await view.user.type(screen.getByRole('textbox', { name: 'BPM' }), '96');
    await view.user.type(screen.getByRole('textbox', { name: 'Licence (Korean)' }), '자유 이용');
    await view.user.type(screen.getByRole('textbox', { name: 'Licence (English)' }), 'Free to use');
  }

  it('sends the texts, then the file, shows the length the browser read, and lists the new item', async () => {
    const view = openAs(supportOperator, '/operator/library/audio/new');
    await fillIn(view);
    await view.user.click(screen.getByRole('checkbox', { name: 'Shown on the portal' }));
    const file = fileOf('evening-walk.mp3', 'audio/mpeg');
    await view.user.upload(screen.getByLabelText('Audio file'), file);
    expect(await screen.findByText('Length read by this browser: 3:07.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Add audio' }));
    expect(await screen.findByText('The audio was added.')).toBeInTheDocument();
    expect(receivedLibraryForms).toEqual([
      {
        method: 'POST',
        resource: 'audio',
        uuid: undefined,
        parts: [
          ['title', 'Evening walk'],
          ['category2Uuid', calmCategory.uuid],
          ['bpm', '96'],
          ['licenseKo', '자유 이용'],
          ['licenseEn', 'Free to use'],
          // No sort: left empty, the server files it last.
          ['isDisplay', 'false'],
          // The file's bytes and type (jsdom's FormData loses file names on the way to msw).
          ['file', { type: 'audio/mpeg', size: file.size, text: 'ID3 audio bytes' }],
        ],
      },
    ]);
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/library/audio'));
    const table = await screen.findByRole('table', { name: 'Free audio' });
    const row = rowOf(table, 'Evening walk');
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      `/operator/library/audio/${NEW_LIBRARY_UUID}`,
    );
    // The length the server read, not the browser's.
    expect(within(row).getByText('3:07')).toBeInTheDocument();
    expect(within(row).getByText('Hidden')).toBeInTheDocument();
  });

  it('shows the upload in a progress bar until the server answers', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/operator/api/library/audio', async () => {
        await answered;
        // Nothing returned: the library's handler answers.
        return undefined;
      }),
    );
    const view = openAs(supportOperator, '/operator/library/audio/new');
    await fillIn(view);
    await view.user.upload(screen.getByLabelText('Audio file'), fileOf('walk.wav', 'audio/wav'));
    await view.user.click(screen.getByRole('button', { name: 'Add audio' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending the audio' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly');
    answer();
    expect(await screen.findByText('The audio was added.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a file of another type or over 50 MB before anything is sent', async () => {
    const view = openAs(supportOperator, '/operator/library/audio/new');
    await fillIn(view);
    const input = screen.getByLabelText('Audio file');
    // The picker's filter would hide it; a file dropped on the input is not filtered.
    fireEvent.change(input, { target: { files: [fileOf('song.ogg', 'audio/ogg')] } });
    expect(await screen.findByText('Only a WAV or MP3 file can be added.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await view.user.click(screen.getByRole('button', { name: 'Add audio' }));
    expect(input).toHaveFocus();

    fireEvent.change(input, {
      target: { files: [fileOf('long.wav', 'audio/wav', LIBRARY_FILE_MAX_BYTES + 1)] },
    });
    expect(await screen.findByText('The file is larger than 50 MB.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add audio' }));
    expect(receivedLibraryForms).toHaveLength(0);
  });

  it('asks for the missing texts and the file, and checks the numbers, before sending', async () => {
    const view = openAs(supportOperator, '/operator/library/audio/new');
    await view.findHeading('New audio');
    await view.user.type(await screen.findByRole('textbox', { name: 'BPM' }), '1200');
    await view.user.click(screen.getByRole('button', { name: 'Add audio' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription(/Fill in this field/);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      /Choose a category\./,
    );
    expect(screen.getByRole('textbox', { name: 'BPM' })).toHaveAccessibleDescription(/Enter at most 999/);
    expect(screen.getByText('Choose the file.')).toBeInTheDocument();
    expect(receivedLibraryForms).toHaveLength(0);
  });

  it("shows the server's refusal on its field and keeps what was typed and chosen", async () => {
    const view = openAs(supportOperator, '/operator/library/audio/new');
    await fillIn(view);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await view.user.clear(title);
    await view.user.click(title);
    // A control character: the browser lets it through, the contract's check does not.
    await view.user.paste('Evening\u0007walk');
    await view.user.upload(screen.getByLabelText('Audio file'), fileOf('walk.mp3', 'audio/mpeg'));
    await view.user.click(screen.getByRole('button', { name: 'Add audio' }));

    expect(await screen.findByText('The text contains characters that are not allowed.')).toBeInTheDocument();
    expect(receivedLibraryForms).toHaveLength(1);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Evening\u0007walk');
    expect(screen.getByRole('textbox', { name: 'BPM' })).toHaveValue('96');
    expect(screen.getByRole('textbox', { name: 'BPM' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue(calmCategory.uuid);
    expect(screen.getByText('walk.mp3')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/operator/library/audio/new');
  });

  it("shows the server's refusal of the file (its type, or its length unread) on the file field", async () => {
    const view = openAs(supportOperator, '/operator/library/audio/new');
    await fillIn(view);
    const input = screen.getByLabelText('Audio file');
    // A type the browser's check lets through (a .wav) whose bytes the server would not store.
    await view.user.upload(input, fileOf('renamed.wav', 'audio/x-wav'));
    await view.user.click(screen.getByRole('button', { name: 'Add audio' }));
    expect(
      await screen.findByText(
        /The server could not read this file as WAV or MP3, or could not read its length/,
      ),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Evening walk');
  });
});

describe('editing audio', () => {
  it('sends only the parts that changed, then shows what the server stored', async () => {
    const view = openAs(supportOperator, `/operator/library/audio/${morningAudio.uuid}`);
    await view.findHeading(morningAudio.title);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(morningAudio.title);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue(calmCategory.uuid);
    expect(screen.getByText('Current file (1:35):')).toBeInTheDocument();
    const bpm = screen.getByRole('textbox', { name: 'BPM' });
    await view.user.clear(bpm);
    await view.user.type(bpm, '84');
    const sort = screen.getByRole('textbox', { name: 'Sort number' });
    await view.user.clear(sort);
    await view.user.type(sort, '7');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The audio was saved.')).toBeInTheDocument();
    expect(receivedLibraryForms).toEqual([
      {
        method: 'PATCH',
        resource: 'audio',
        uuid: morningAudio.uuid,
        parts: [
          ['bpm', '84'],
          ['sort', '7'],
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'BPM' })).toHaveValue('84'));
  });

  it('says that nothing changed instead of sending an empty edit', async () => {
    const view = openAs(supportOperator, `/operator/library/audio/${draftAudio.uuid}`);
    await view.findHeading(draftAudio.title);
    // Hidden: the current file is named but private.
    expect(screen.getByText(/Private while hidden/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /drum-draft\.wav/ })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing was changed, so nothing was sent.')).toBeInTheDocument();
    expect(receivedLibraryForms).toHaveLength(0);
  });

  it('replaces the file with a new one, sent alone', async () => {
    const view = openAs(supportOperator, `/operator/library/audio/${rainAudio.uuid}`);
    await view.findHeading(rainAudio.title);
    const file = fileOf('rain-v2.wav', 'audio/wav');
    await view.user.upload(screen.getByLabelText('New audio file (replaces the current one)'), file);
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The audio was saved.')).toBeInTheDocument();
    expect(receivedLibraryForms[0]?.parts).toEqual([
      ['file', { type: 'audio/wav', size: file.size, text: 'ID3 audio bytes' }],
    ]);
    expect(await screen.findByText('Current file (3:07):')).toBeInTheDocument();
  });

  it('says when the item does not exist', async () => {
    const view = openAs(supportOperator, '/operator/library/audio/a2000000-0000-4000-8000-00000000dead');
    await view.findHeading('Audio');
    expect(await screen.findByText('Audio not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
