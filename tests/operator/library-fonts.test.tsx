// The console's free fonts (support, admin): the list with a live preview of each font (its
// stylesheet loaded for the rows on screen only), files private while hidden, filters in the URL,
// the show/hide switch, and the form's multipart parts with its three files checked in the browser.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setOperatorSession } from '../../src/operator/operator-session';
import { operatorSessionOf, supportOperator } from '../msw/fixtures/operator';
import { brushFont, gothicType, handwritingType, roundFont } from '../msw/fixtures/operator-library';
import { changeLibraryFonts, NEW_LIBRARY_UUID, receivedLibraryForms } from '../msw/handlers/operator-library';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

function openAs(operator: typeof supportOperator, path: string) {
  setOperatorSession(operatorSessionOf(operator));
  return renderRoute(path);
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  return within(table).getByRole('link', { name }).closest('tr')!;
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

/**
 * A preview stylesheet React has hoisted into <head>: it preloads it first and renders the
 * <link rel="stylesheet"> once the preload has loaded, which jsdom never does (tests/pages/font.test.tsx).
 * React keeps what it hoisted for the document's life, across the tests of a file.
 */
const preloaded = (href: string) =>
  document.head.querySelector(`link[rel="preload"][as="style"][href="${href}"]`);

function fileOf(name: string, type: string, text = 'font bytes'): File {
  return new File([text], name, { type });
}

describe('the font list', () => {
  it('shows each font in itself, its files while shown, and opens it to edit', async () => {
    const view = openAs(supportOperator, '/operator/library/fonts');
    const table = await screen.findByRole('table', { name: 'Free fonts' });
    expect(names(table)).toEqual([roundFont.fontName, brushFont.fontName]);

    const round = rowOf(table, roundFont.fontName);
    expect(within(round).getByRole('link', { name: roundFont.fontName })).toHaveAttribute(
      'href',
      `/operator/library/fonts/${roundFont.uuid}`,
    );
    // The CSSOM serializes the quotes as double quotes.
    expect(within(round).getByTestId('font-sample').style.fontFamily).toBe(
      '"Round Gothic Preview", sans-serif',
    );
    await waitFor(() => expect(preloaded(roundFont.previewCssUrl)).not.toBeNull());
    expect(within(round).getByText('Type Studio')).toBeInTheDocument();
    expect(within(round).getByText('Sans-serif')).toBeInTheDocument();
    expect(within(round).getByRole('link', { name: /SIL Open Font License 1\.1/ })).toHaveAttribute(
      'href',
      roundFont.licenseFile.fileUrl,
    );
    expect(within(round).getByRole('link', { name: /round-gothic\.zip/ })).toHaveAttribute(
      'href',
      roundFont.package.fileUrl,
    );

    const brush = rowOf(table, brushFont.fontName);
    expect(within(brush).getByText('Hidden')).toHaveAttribute('data-state', 'hidden');
    // Hidden: its files are named, never linked.
    expect(within(brush).queryByRole('link', { name: /brush-pen\.zip/ })).not.toBeInTheDocument();
    expect(within(brush).getAllByText('(private while hidden)')).toHaveLength(2);
    expect(
      within(screen.getByRole('navigation', { name: 'Notices and library sections' })).getByRole('link', {
        name: 'Fonts',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(view.currentUrl()).toBe('/operator/library/fonts');
  });

  it('loads the preview stylesheets of the rows on screen only, and filters in the URL', async () => {
    // Addresses of this test's own: what an earlier test hoisted stays in <head>.
    const own = (font: { uuid: string }) => `/files/font/${font.uuid}.css?rows-on-screen`;
    changeLibraryFonts((font) => (font.previewCssUrl = own(font)));
    const seen = spyOnRequests('get', '/operator/api/library/fonts');
    const view = openAs(supportOperator, '/operator/library/fonts?display=hidden');
    const table = await screen.findByRole('table', { name: 'Free fonts' });
    expect(names(table)).toEqual([brushFont.fontName]);
    await waitFor(() => expect(preloaded(own(brushFont))).not.toBeNull());
    expect(preloaded(own(roundFont))).toBeNull();
    expect(seen.at(-1)?.url.searchParams.get('display')).toBe('hidden');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Shown or hidden' }), '');
    const type = screen.getByRole('combobox', { name: 'Font type' });
    await view.user.selectOptions(type, gothicType.uuid);
    await waitFor(() =>
      expect(view.currentUrl()).toBe(`/operator/library/fonts?categoryUuid=${gothicType.uuid}`),
    );
    await waitFor(() => expect(names(table)).toEqual([roundFont.fontName]));
    expect(seen.at(-1)?.url.searchParams.get('categoryUuid')).toBe(gothicType.uuid);
    await waitFor(() => expect(preloaded(own(roundFont))).not.toBeNull());

    await view.user.selectOptions(type, '');
    await view.user.type(screen.getByRole('searchbox', { name: 'Search names and makers' }), 'hand type');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(names(table)).toEqual([brushFont.fontName]));
    expect(seen.at(-1)?.url.searchParams.get('keyword')).toBe('hand type');
  });

  it('shows a hidden font with a PATCH of isDisplay alone; its files become links', async () => {
    const view = openAs(supportOperator, '/operator/library/fonts');
    const table = await screen.findByRole('table', { name: 'Free fonts' });
    await view.user.click(
      within(rowOf(table, brushFont.fontName)).getByRole('button', { name: `Show “${brushFont.fontName}”` }),
    );
    expect(receivedLibraryForms).toEqual([
      { method: 'PATCH', resource: 'font', uuid: brushFont.uuid, parts: [['isDisplay', 'true']] },
    ]);
    const row = () => rowOf(table, brushFont.fontName);
    await waitFor(() =>
      expect(within(row()).getByRole('link', { name: /brush-pen\.zip/ })).toBeInTheDocument(),
    );
    expect(within(row()).getByText('Shown')).toBeInTheDocument();
  });
});

describe('adding a font', () => {
  async function fillIn(view: ReturnType<typeof openAs>) {
    await view.findHeading('New font');
    await view.user.type(await screen.findByRole('textbox', { name: 'Font name' }), 'Calm Serif');
    await view.user.type(screen.getByRole('textbox', { name: 'Maker' }), 'Paper Foundry');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Font type' }), handwritingType.uuid);
    await view.user.type(screen.getByRole('textbox', { name: 'Licence name' }), 'OFL 1.1');
    await view.user.type(screen.getByRole('textbox', { name: 'Sort number' }), '5');
  }

  it('sends the texts, then the preview, package and licence, and lists the new font', async () => {
    const view = openAs(supportOperator, '/operator/library/fonts/new');
    await fillIn(view);
    await view.user.upload(screen.getByLabelText('Preview file (WOFF2)'), fileOf('calm.woff2', 'font/woff2'));
    await view.user.upload(screen.getByLabelText('Package (ZIP)'), fileOf('calm.zip', 'application/zip'));
    await view.user.upload(
      screen.getByLabelText('Licence file (PDF or text)'),
      fileOf('OFL.txt', 'text/plain', 'licence text'),
    );
    await view.user.click(screen.getByRole('button', { name: 'Add font' }));
    expect(await screen.findByText('The font was added.')).toBeInTheDocument();
    expect(receivedLibraryForms).toEqual([
      {
        method: 'POST',
        resource: 'font',
        uuid: undefined,
        parts: [
          ['fontName', 'Calm Serif'],
          ['maker', 'Paper Foundry'],
          ['fontTypeUuid', handwritingType.uuid],
          ['licenseName', 'OFL 1.1'],
          ['sort', '5'],
          ['isDisplay', 'true'],
          ['preview', { type: 'font/woff2', size: 10, text: 'font bytes' }],
          ['package', { type: 'application/zip', size: 10, text: 'font bytes' }],
          ['license', { type: 'text/plain', size: 12, text: 'licence text' }],
        ],
      },
    ]);
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/library/fonts'));
    const table = await screen.findByRole('table', { name: 'Free fonts' });
    expect(within(rowOf(table, 'Calm Serif')).getByRole('link', { name: 'Calm Serif' })).toHaveAttribute(
      'href',
      `/operator/library/fonts/${NEW_LIBRARY_UUID}`,
    );
  });

  it('refuses a preview that is not WOFF2 and asks for the missing files, before sending', async () => {
    const view = openAs(supportOperator, '/operator/library/fonts/new');
    await fillIn(view);
    const preview = screen.getByLabelText('Preview file (WOFF2)');
    fireEvent.change(preview, { target: { files: [fileOf('calm.ttf', 'font/ttf')] } });
    expect(await screen.findByText('The preview must be a WOFF2 file.')).toBeInTheDocument();
    const licence = screen.getByLabelText('Licence file (PDF or text)');
    fireEvent.change(licence, { target: { files: [fileOf('licence.docx', 'application/msword')] } });
    expect(
      await screen.findByText('The licence must be a PDF or a plain-text (.txt, UTF-8) file.'),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add font' }));
    expect(preview).toHaveFocus();
    expect(screen.getByLabelText('Package (ZIP)')).toHaveAccessibleDescription(/Choose the file\./);
    expect(receivedLibraryForms).toHaveLength(0);
  });

  it("shows the server's refusal on the file it names and keeps everything", async () => {
    const view = openAs(supportOperator, '/operator/library/fonts/new');
    await fillIn(view);
    await view.user.upload(screen.getByLabelText('Preview file (WOFF2)'), fileOf('calm.woff2', 'font/woff2'));
    // A ZIP type the browser's check accepts and whose bytes the server would not store.
    const pack = screen.getByLabelText('Package (ZIP)');
    await view.user.upload(pack, fileOf('calm.zip', 'application/x-zip-compressed'));
    await view.user.upload(
      screen.getByLabelText('Licence file (PDF or text)'),
      fileOf('OFL.pdf', 'application/pdf'),
    );
    await view.user.click(screen.getByRole('button', { name: 'Add font' }));
    expect(
      await screen.findByText('The server could not read this file as a ZIP archive.'),
    ).toBeInTheDocument();
    expect(pack).toHaveAttribute('aria-invalid', 'true');
    expect(pack).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Font name' })).toHaveValue('Calm Serif');
    expect(screen.getByText('calm.woff2')).toBeInTheDocument();
    expect(screen.getByText('OFL.pdf')).toBeInTheDocument();
  });
});

describe('editing a font', () => {
  it('sends only what changed and shows the current files', async () => {
    const view = openAs(supportOperator, `/operator/library/fonts/${roundFont.uuid}`);
    await view.findHeading(roundFont.fontName);
    expect(screen.getByRole('link', { name: /round-gothic\.zip/ })).toHaveAttribute(
      'href',
      roundFont.package.fileUrl,
    );
    expect(screen.getByTestId('font-sample').style.fontFamily).toBe('"Round Gothic Preview", sans-serif');
    const maker = screen.getByRole('textbox', { name: 'Maker' });
    await view.user.clear(maker);
    await view.user.type(maker, 'Type Studio Seoul');
    const licence = fileOf('OFL-2.txt', 'text/plain', 'new licence');
    await view.user.upload(screen.getByLabelText('New licence file (PDF or text)'), licence);
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The font was saved.')).toBeInTheDocument();
    expect(receivedLibraryForms).toEqual([
      {
        method: 'PATCH',
        resource: 'font',
        uuid: roundFont.uuid,
        parts: [
          ['maker', 'Type Studio Seoul'],
          ['license', { type: 'text/plain', size: 11, text: 'new licence' }],
        ],
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Maker' })).toHaveValue('Type Studio Seoul'),
    );
  });
});
