// The console's library categories (support, admin): audio's two levels and the font types with
// their item counts; adding (a category 1, a category 2 under its parent, a font type), renaming and
// reordering (only what changed is sent), deleting after a confirmation, CATEGORY_IN_USE said in
// words, the checks before sending, and Korean.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { setOperatorSession } from '../../src/operator/operator-session';
import { adminOperator, operatorSessionOf, supportOperator } from '../msw/fixtures/operator';
import { calmCategory, musicCategory, voicesCategory } from '../msw/fixtures/operator-library';
import { receivedCategoryRequests } from '../msw/handlers/operator-library';
import { renderRoute } from '../render-route';

function openAs(operator: typeof supportOperator) {
  setOperatorSession(operatorSessionOf(operator));
  return renderRoute('/operator/library/categories');
}

const audioList = () => screen.findByRole('list', { name: 'Audio categories' });

/** The line of a category: its names, sort, count and buttons. */
function categoryLine(nameEn: string): HTMLElement {
  return screen.getByText(nameEn, { selector: '[lang="en"]' }).closest('[data-depth]')!;
}

/** The English names of a list's categories, in order (nested lists included). */
const englishNames = (list: HTMLElement) =>
  Array.from(list.querySelectorAll('[data-depth] [lang="en"]'), (name) => name.textContent);

describe('the categories page', () => {
  it('shows audio categories on two levels and the font types, with their counts', async () => {
    const view = openAs(supportOperator);
    await view.findHeading('Library categories');
    const audio = await audioList();
    expect(englishNames(audio)).toEqual(['Music', 'Calm', 'Upbeat', 'Sound effects', 'Nature', 'Voices']);
    const music = within(audio).getByRole('list', { name: 'Categories 2 of Music' });
    expect(englishNames(music)).toEqual(['Calm', 'Upbeat']);
    expect(within(categoryLine('Music')).getByText('Sort 1 · 2 audio items')).toBeInTheDocument();
    expect(within(categoryLine('Voices')).getByText('Sort 2 · 0 audio items')).toBeInTheDocument();
    expect(within(categoryLine('Calm')).getByText('잔잔한')).toHaveAttribute('lang', 'ko');

    const fonts = await screen.findByRole('list', { name: 'Font types' });
    expect(englishNames(fonts)).toEqual(['Sans-serif', 'Handwriting']);
    expect(within(categoryLine('Handwriting')).getByText('Sort 2 · 1 font')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Notices and library sections' })).getByRole('link', {
        name: 'Categories',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('adds a category 1, and a category 2 under its parent with a sort number', async () => {
    const view = openAs(adminOperator);
    await audioList();
    await view.user.click(screen.getByRole('button', { name: 'Add a category 1' }));
    const first = screen.getByRole('form', { name: 'Add a category 1' });
    await view.user.type(within(first).getByRole('textbox', { name: 'Korean name' }), '배경음');
    await view.user.type(within(first).getByRole('textbox', { name: 'English name' }), 'Backgrounds');
    await view.user.click(within(first).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The category was added.')).toBeInTheDocument();
    expect(receivedCategoryRequests).toEqual([
      { method: 'POST', body: { fileType: 'audio', nameKo: '배경음', nameEn: 'Backgrounds' } },
    ]);
    await waitFor(async () => expect(englishNames(await audioList())).toContain('Backgrounds'));
    expect(screen.queryByRole('form', { name: 'Add a category 1' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Add a category 2 to Music' }));
    const second = screen.getByRole('form', { name: 'Add a category 2 to Music' });
    await view.user.type(within(second).getByRole('textbox', { name: 'Korean name' }), '웅장한');
    await view.user.type(within(second).getByRole('textbox', { name: 'English name' }), 'Epic');
    await view.user.type(within(second).getByRole('textbox', { name: 'Sort number' }), '3');
    await view.user.click(within(second).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(englishNames(screen.getByRole('list', { name: 'Categories 2 of Music' }))).toEqual([
        'Calm',
        'Upbeat',
        'Epic',
      ]),
    );
    expect(receivedCategoryRequests[1]).toEqual({
      method: 'POST',
      body: { fileType: 'audio', parentUuid: musicCategory.uuid, nameKo: '웅장한', nameEn: 'Epic', sort: 3 },
    });
  });

  it('adds a font type', async () => {
    const view = openAs(supportOperator);
    await screen.findByRole('list', { name: 'Font types' });
    await view.user.click(screen.getByRole('button', { name: 'Add a font type' }));
    const add = screen.getByRole('form', { name: 'Add a font type' });
    await view.user.type(within(add).getByRole('textbox', { name: 'Korean name' }), '명조');
    await view.user.type(within(add).getByRole('textbox', { name: 'English name' }), 'Serif');
    await view.user.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(englishNames(screen.getByRole('list', { name: 'Font types' }))).toEqual([
        'Sans-serif',
        'Handwriting',
        'Serif',
      ]),
    );
    expect(receivedCategoryRequests[0]?.body).toEqual({ fileType: 'font', nameKo: '명조', nameEn: 'Serif' });
  });

  it('renames and reorders, sending only what changed', async () => {
    const view = openAs(supportOperator);
    await audioList();
    await view.user.click(
      within(categoryLine('Calm')).getByRole('button', { name: 'Rename or reorder Calm' }),
    );
    const form = screen.getByRole('form', { name: 'Rename or reorder Calm' });
    expect(within(form).getByRole('textbox', { name: 'Korean name' })).toHaveValue(calmCategory.nameKo);
    const english = within(form).getByRole('textbox', { name: 'English name' });
    await view.user.clear(english);
    await view.user.type(english, 'Gentle');
    const sort = within(form).getByRole('textbox', { name: 'Sort number' });
    await view.user.clear(sort);
    await view.user.type(sort, '5');
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The category was saved.')).toBeInTheDocument();
    expect(receivedCategoryRequests).toEqual([
      { method: 'PATCH', uuid: calmCategory.uuid, body: { nameEn: 'Gentle', sort: 5 } },
    ]);
    // In the server's order: Upbeat (2) now comes before Gentle (5).
    await waitFor(() =>
      expect(englishNames(screen.getByRole('list', { name: 'Categories 2 of Music' }))).toEqual([
        'Upbeat',
        'Gentle',
      ]),
    );
  });

  it('checks the names before sending, and shows a refusal of the server on its field', async () => {
    const view = openAs(supportOperator);
    await audioList();
    await view.user.click(
      within(categoryLine('Upbeat')).getByRole('button', { name: 'Rename or reorder Upbeat' }),
    );
    const form = screen.getByRole('form', { name: 'Rename or reorder Upbeat' });
    const korean = within(form).getByRole('textbox', { name: 'Korean name' });
    await view.user.clear(korean);
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(korean).toHaveFocus();
    expect(korean).toHaveAccessibleDescription('Fill in this field.');
    expect(receivedCategoryRequests).toHaveLength(0);

    // A control character: the browser lets it through, the contract's check does not.
    await view.user.paste('신나는\u0007');
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(korean).toHaveAccessibleDescription('The text contains characters that are not allowed.'),
    );
    expect(receivedCategoryRequests).toHaveLength(1);
    expect(korean).toHaveValue('신나는\u0007');
    expect(korean).toHaveFocus();

    await view.user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Rename or reorder Upbeat' })).not.toBeInTheDocument();
  });

  it('deletes a category after asking, and keeps it when told to', async () => {
    const view = openAs(supportOperator);
    await audioList();
    const remove = within(categoryLine('Voices')).getByRole('button', { name: 'Delete Voices' });
    await view.user.click(remove);
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “Voices”? This cannot be undone.' });
    await view.user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(receivedCategoryRequests).toHaveLength(0);

    await view.user.click(remove);
    const again = await screen.findByRole('alertdialog');
    await view.user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Voices” was deleted.')).toBeInTheDocument();
    expect(receivedCategoryRequests).toEqual([{ method: 'DELETE', uuid: voicesCategory.uuid }]);
    await waitFor(async () => expect(englishNames(await audioList())).not.toContain('Voices'));
  });

  it('says clearly that a category in use was not deleted', async () => {
    const view = openAs(supportOperator);
    await audioList();
    const line = categoryLine('Music');
    await view.user.click(within(line).getByRole('button', { name: 'Delete Music' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await within(line).findByRole('alert')).toHaveTextContent(
      '“Music” still has audio, fonts or categories 2 under it, so it was not deleted. Move or delete them first.',
    );
    expect(receivedCategoryRequests).toEqual([{ method: 'DELETE', uuid: musicCategory.uuid }]);
    expect(englishNames(await audioList())).toContain('Music');
  });

  it('is in Korean for a Korean operator', async () => {
    await changeLanguage('ko');
    const view = openAs(supportOperator);
    await view.findHeading('자료실 카테고리');
    const audio = await screen.findByRole('list', { name: '오디오 카테고리' });
    expect(within(audio).getByRole('list', { name: '음악의 카테고리 2' })).toBeInTheDocument();
    expect(within(categoryLine('Music')).getByText('정렬 1 · 음원 2개')).toBeInTheDocument();
    expect(within(categoryLine('Music')).getByRole('button', { name: '음악 삭제' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '음악에 카테고리 2 추가' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: '공지사항·자료실 메뉴' })).getByRole('link', {
        name: '카테고리',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
