// The console's notices (support): the list and its language filter, posting (the multipart parts
// the server receives), editing only what changed, hiding, removing the attachment, the browser's
// file checks, a server refusal shown on its field, and who sees the area.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { NOTICE_ATTACHMENT_MAX_BYTES } from '../../contract/operator-paths';
import { changeLanguage } from '../../src/lib/i18n';
import { setOperatorSession } from '../../src/operator/operator-session';
import { financeOperator, operatorSessionOf, supportOperator } from '../msw/fixtures/operator';
import { hiddenNotice, plainNotice, shownNotice } from '../msw/fixtures/operator-content';
import { NEW_NOTICE_UUID, receivedNoticeForms } from '../msw/handlers/operator-content';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

function openAs(operator: typeof supportOperator, path: string) {
  setOperatorSession(operatorSessionOf(operator));
  return renderRoute(path);
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: /Console areas|콘솔 메뉴/ }))
    .getAllByRole('link')
    .map((link) => link.textContent);

function rowOf(table: HTMLElement, title: string): HTMLElement {
  return within(table).getByRole('link', { name: title }).closest('tr')!;
}

/** A file of `size` bytes without allocating them (the checks read the size only). */
function fileOf(name: string, type: string, size?: number): File {
  const file = new File(['%PDF-1.7 notice'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the notice list', () => {
  it('lists every notice, hidden ones too, and filters by language in the URL', async () => {
    const seen = spyOnRequests('get', '/operator/api/notices');
    const view = openAs(supportOperator, '/operator/notices');
    const table = await screen.findByRole('table', { name: 'Notices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      shownNotice.title,
      hiddenNotice.title,
      plainNotice.title,
    ]);

    const shown = rowOf(table, shownNotice.title);
    expect(within(shown).getByRole('link')).toHaveAttribute('href', `/operator/notices/${shownNotice.uuid}`);
    expect(within(shown).getByText('Korean')).toBeInTheDocument();
    expect(within(shown).getByText('Shown')).toHaveAttribute('data-state', 'shown');
    expect(within(shown).getByText('schedule.pdf')).toBeInTheDocument();
    const hidden = rowOf(table, hiddenNotice.title);
    expect(within(hidden).getByText('Hidden')).toHaveAttribute('data-state', 'hidden');
    expect(within(hidden).getByText('plan.zip')).toBeInTheDocument();
    expect(within(rowOf(table, plainNotice.title)).getByText('None')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New notice' })).toHaveAttribute('href', '/operator/notices/new');
    expect(screen.getByRole('navigation', { name: 'Notice pages' })).toBeInTheDocument();

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/notices?language=en'));
    await waitFor(() => expect(within(table).queryByText(shownNotice.title)).not.toBeInTheDocument());
    expect(seen.at(-1)?.url.searchParams.get('language')).toBe('en');
    expect(seen.at(-1)?.url.searchParams.get('size')).toBe('20');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('is in Korean for a Korean operator', async () => {
    await changeLanguage('ko');
    const view = openAs(supportOperator, '/operator/notices?language=ko');
    await view.findHeading('공지사항');
    const table = await screen.findByRole('table', { name: '공지사항' });
    const row = rowOf(table, shownNotice.title);
    expect(within(row).getByText('한국어')).toBeInTheDocument();
    expect(within(row).getByText('표시')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '새 공지사항' })).toBeInTheDocument();
    expect(navLinks()).toContain('공지사항·자료실');
    expect(within(table).queryByText(plainNotice.title)).not.toBeInTheDocument();
  });
});

describe('who sees the notices', () => {
  it('shows the notices to support, after the inquiries', async () => {
    const view = openAs(supportOperator, '/operator/notices');
    await view.findHeading('Notices');
    expect(navLinks()).toEqual(['Dashboard', 'Inquiries', 'Notices & library', 'Creators']);
    expect(
      within(screen.getByRole('navigation', { name: 'Console areas' })).getByRole('link', {
        name: 'Notices & library',
      }),
    ).toHaveAttribute('aria-current', 'page');
    // The area's sections, the notices current.
    const sections = screen.getByRole('navigation', { name: 'Notices and library sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/operator/notices',
      '/operator/library/audio',
      '/operator/library/fonts',
      '/operator/library/categories',
    ]);
    expect(within(sections).getByRole('link', { name: 'Notices' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not show them to finance, whose direct visit is not allowed and asks nothing', async () => {
    const list = spyOnRequests('get', '/operator/api/notices');
    const view = openAs(financeOperator, '/operator/withdrawals');
    await view.findHeading('Withdrawals');
    expect(navLinks()).not.toContain('Notices & library');
    await view.router.navigate('/operator/notices/new');
    expect(await view.findHeading('Not available to your role')).toBeInTheDocument();
    expect(list).toHaveLength(0);
  });
});

describe('posting a notice', () => {
  it('sends the texts, then the file, previews the HTML without its script, and lists the new notice', async () => {
    const view = openAs(supportOperator, '/operator/notices/new');
    await view.findHeading('New notice');
    await view.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Spring rules');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ko');
    const html = '<p>Read the <strong>rules</strong>.</p><script>alert(1)</script>';
    await view.user.click(screen.getByRole('textbox', { name: 'Content (HTML)' }));
    await view.user.paste(html);
    const preview = screen.getByTestId('notice-preview');
    expect(within(preview).getByText('rules').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();

    const shown = screen.getByRole('checkbox', { name: 'Shown on the portal' });
    expect(shown).toBeChecked();
    await view.user.click(shown);
    const file = fileOf('rules.pdf', 'application/pdf');
    await view.user.upload(screen.getByLabelText('File to attach'), file);
    expect(screen.getByText('rules.pdf')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Post notice' }));
    expect(await screen.findByText('The notice was posted.')).toBeInTheDocument();
    expect(receivedNoticeForms).toEqual([
      {
        method: 'POST',
        uuid: undefined,
        parts: [
          ['title', 'Spring rules'],
          ['language', 'ko'],
          ['content', html],
          ['isDisplay', 'false'],
          // The file's bytes and type (jsdom's FormData loses file names on the way to msw).
          ['attachment', { type: 'application/pdf', size: file.size, text: '%PDF-1.7 notice' }],
        ],
      },
    ]);
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/notices'));
    const table = await screen.findByRole('table', { name: 'Notices' });
    const row = rowOf(table, 'Spring rules');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/operator/notices/${NEW_NOTICE_UUID}`);
    expect(within(row).getByText('Hidden')).toBeInTheDocument();
  });

  it('asks for a title and content before anything is sent', async () => {
    const view = openAs(supportOperator, '/operator/notices/new');
    await view.findHeading('New notice');
    await view.user.click(screen.getByRole('button', { name: 'Post notice' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(await screen.findByText('Write a title.')).toBeInTheDocument();
    expect(screen.getByText('Write the content.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(receivedNoticeForms).toHaveLength(0);
  });

  it('refuses a file of another type or over the limit in the browser, in words', async () => {
    const view = openAs(supportOperator, '/operator/notices/new');
    await view.findHeading('New notice');
    await view.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Files');
    await view.user.type(screen.getByRole('textbox', { name: 'Content (HTML)' }), 'Text');
    const input = screen.getByLabelText('File to attach');
    // The picker's filter would hide it; a file dropped on the input is not filtered.
    fireEvent.change(input, { target: { files: [fileOf('setup.exe', 'application/x-msdownload')] } });
    expect(
      await screen.findByText('Only a PDF, ZIP, JPEG, PNG or WebP file can be attached.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(input, {
      target: { files: [fileOf('big.pdf', 'application/pdf', NOTICE_ATTACHMENT_MAX_BYTES + 1)] },
    });
    expect(await screen.findByText('The file is larger than 20 MB.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Post notice' }));
    expect(input).toHaveFocus();
    expect(receivedNoticeForms).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Do not attach this file' }));
    expect(screen.queryByText('The file is larger than 20 MB.')).not.toBeInTheDocument();
    expect(screen.getByText('No file chosen yet.')).toBeInTheDocument();
  });

  it("shows the server's refusal on its field and keeps what was typed", async () => {
    const view = openAs(supportOperator, '/operator/notices/new');
    await view.findHeading('New notice');
    const longTitle = 'Long '.repeat(50);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await view.user.click(title);
    await view.user.paste(longTitle);
    const content = screen.getByRole('textbox', { name: 'Content (HTML)' });
    await view.user.type(content, 'Kept text');
    await view.user.click(screen.getByRole('button', { name: 'Post notice' }));

    expect(
      await screen.findByText('The title is empty or longer than allowed. Shorten it and save again.'),
    ).toBeInTheDocument();
    expect(receivedNoticeForms).toHaveLength(1);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/longer than allowed/);
    expect(title).toHaveFocus();
    expect(title).toHaveValue(longTitle);
    expect(content).toHaveValue('Kept text');
    expect(content).not.toHaveAttribute('aria-invalid');
    expect(view.currentUrl()).toBe('/operator/notices/new');
  });

  it("shows the server's refusal of the file on the file field", async () => {
    server.use(
      http.post('*/operator/api/notices', () =>
        HttpResponse.json(
          {
            status: 415,
            data: null,
            errorCode: ErrorCode.FileTypeInvalid,
            message: 'No.',
            field: 'attachment',
          },
          { status: 415 },
        ),
      ),
    );
    const view = openAs(supportOperator, '/operator/notices/new');
    await view.findHeading('New notice');
    await view.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Renamed file');
    await view.user.type(screen.getByRole('textbox', { name: 'Content (HTML)' }), 'Text');
    const input = screen.getByLabelText('File to attach');
    await view.user.upload(input, fileOf('really-a-text.png', 'image/png'));
    await view.user.click(screen.getByRole('button', { name: 'Post notice' }));
    expect(
      await screen.findByText('Only a PDF, ZIP, JPEG, PNG or WebP file can be attached.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(screen.getByText('really-a-text.png')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Renamed file');
  });
});

describe('editing a notice', () => {
  it('sends only the parts that changed, and shows the notice as saved', async () => {
    const view = openAs(supportOperator, `/operator/notices/${plainNotice.uuid}`);
    await view.findHeading(plainNotice.title);
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('textbox', { name: 'Content (HTML)' })).toHaveValue(plainNotice.content);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await view.user.clear(title);
    await view.user.type(title, 'Welcome, creators');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The notice was saved.')).toBeInTheDocument();
    expect(receivedNoticeForms).toEqual([
      { method: 'PATCH', uuid: plainNotice.uuid, parts: [['title', 'Welcome, creators']] },
    ]);
    expect(await view.findHeading('Welcome, creators')).toBeInTheDocument();
  });

  it('says that nothing changed instead of sending an empty edit', async () => {
    const view = openAs(supportOperator, `/operator/notices/${plainNotice.uuid}`);
    await view.findHeading(plainNotice.title);
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed: there is nothing to save.')).toBeInTheDocument();
    expect(receivedNoticeForms).toHaveLength(0);
  });

  it('hides a notice: only isDisplay is sent, and its file is then not downloadable', async () => {
    const view = openAs(supportOperator, `/operator/notices/${shownNotice.uuid}`);
    await view.findHeading(shownNotice.title);
    expect(screen.getByRole('link', { name: 'schedule.pdf' })).toHaveAttribute(
      'href',
      shownNotice.attachment!.fileUrl,
    );
    expect(
      screen.getByText(
        'While the notice is hidden, its file cannot be downloaded; it can again once the notice is shown.',
      ),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('checkbox', { name: 'Shown on the portal' }));
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The notice was saved.')).toBeInTheDocument();
    expect(receivedNoticeForms[0]?.parts).toEqual([['isDisplay', 'false']]);
    expect(
      await screen.findByText('The notice is hidden: this file cannot be downloaded now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'schedule.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Shown on the portal' })).not.toBeChecked();
    expect(screen.getAllByText('Hidden').length).toBeGreaterThan(0);
  });

  it('removes the attachment with removeAttachment', async () => {
    const view = openAs(supportOperator, `/operator/notices/${hiddenNotice.uuid}`);
    await view.findHeading(hiddenNotice.title);
    expect(screen.getByText('plan.zip')).toBeInTheDocument();
    await view.user.click(screen.getByRole('checkbox', { name: 'Remove this file when saving' }));
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The notice was saved.')).toBeInTheDocument();
    expect(receivedNoticeForms[0]?.parts).toEqual([['removeAttachment', 'true']]);
    await waitFor(() => expect(screen.queryByText('plan.zip')).not.toBeInTheDocument());
    expect(screen.getByLabelText('File to attach')).toBeInTheDocument();
  });

  it('replaces the attachment with a new file, sent alone', async () => {
    const view = openAs(supportOperator, `/operator/notices/${shownNotice.uuid}`);
    await view.findHeading(shownNotice.title);
    const file = fileOf('schedule-v2.png', 'image/png');
    await view.user.upload(screen.getByLabelText('Replace with another file'), file);
    // The chosen file replaces the current one on screen (no "remove" choice beside a new file).
    expect(screen.getByText('schedule-v2.png')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Remove this file when saving' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The notice was saved.')).toBeInTheDocument();
    expect(receivedNoticeForms[0]?.parts).toEqual([
      ['attachment', { type: 'image/png', size: file.size, text: '%PDF-1.7 notice' }],
    ]);
    await waitFor(() => expect(screen.queryByText('schedule.pdf')).not.toBeInTheDocument());
    expect(screen.getByText('Current file:')).toBeInTheDocument();
  });

  it('says when the notice does not exist', async () => {
    const view = openAs(supportOperator, '/operator/notices/a1000000-0000-4000-8000-00000000dead');
    await view.findHeading('Notice');
    expect(await screen.findByText('Notice not found')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Notices' })).toHaveAttribute(
      'href',
      '/operator/notices',
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
