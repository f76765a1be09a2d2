import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import { changeLanguage } from '../../src/lib/i18n';
import { fail } from '../msw/envelope';
import { answeredInquiry, deletedInquiry, unansweredInquiry } from '../msw/fixtures/inquiries';
import { reviewingEntry } from '../msw/fixtures/submissions';
import { creator, sessionOf } from '../msw/fixtures/users';
import { NEW_INQUIRY_UUID } from '../msw/handlers/inquiries';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const SLOW = { timeout: 8_000 };
const open = (path: string) => renderRoute(path, { session: sessionOf(creator) });
/** A table cell's value, without the column label it carries for the phone's card layout. */
const valueOf = (cell: HTMLElement) => cell.lastElementChild?.textContent;

describe('inquiries', { timeout: 20_000 }, () => {
  it('lists the inquiries newest first with their states, and links to writing one', async () => {
    const view = open('/qna');
    await view.findHeading('Inquiries');
    const table = await screen.findByRole('table', {}, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => valueOf(within(row).getAllByRole('cell')[0]!))).toEqual([
      'When is my payout? · with attachment',
      'Thumbnail size',
      'Phone number',
    ]);
    expect(rows.map((row) => valueOf(within(row).getAllByRole('cell')[3]!))).toEqual([
      'Waiting for an answer',
      'Answered',
      'Deleted',
    ]);
    // On a phone each inquiry is a card titled by its title; each state has its meaning's tone.
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-primary');
    expect(within(rows[0]!).getByText('Waiting for an answer')).toHaveAttribute('data-tone', 'progress');
    expect(within(rows[1]!).getByText('Answered')).toHaveAttribute('data-tone', 'success');
    expect(rows[2]).toHaveAttribute('data-muted');
    expect(screen.getByRole('link', { name: 'Write an inquiry' })).toHaveAttribute('href', '/qna/form');
  });

  it('invites the first question when there is none', async () => {
    server.use(
      http.get(`*${apiPaths.inquiries}`, () =>
        Response.json({
          status: 200,
          data: { lists: [], totalCount: 0, page: 1, size: 20 },
          errorCode: null,
          message: null,
        }),
      ),
    );
    const view = open('/qna');
    await view.findHeading('Inquiries');
    expect(await screen.findByText(/You have not asked anything yet/, {}, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Write your first inquiry' })).toHaveAttribute(
      'href',
      '/qna/form',
    );
  });

  it("shows an answer sanitized: the server's script never runs and its markup stays", async () => {
    const view = open(`/qna/${answeredInquiry.uuid}`);
    await view.findHeading('Thumbnail size');
    const answer = await screen.findByRole('region', { name: 'Our answer' }, SLOW);
    expect(within(answer).getByText('exactly').tagName).toBe('STRONG');
    expect(answer.querySelector('script, img')).toBeNull();
    expect((window as unknown as { __answerScript?: boolean }).__answerScript).toBeUndefined();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows the attachment and the entry of an unanswered inquiry, and deletes it after a confirmation', async () => {
    const deletes = spyOnRequests('delete', `/api/inquiries/${unansweredInquiry.uuid}`);
    const view = open(`/qna/${unansweredInquiry.uuid}`);
    await view.findHeading('When is my payout?');
    expect(await screen.findByRole('link', { name: 'statement.pdf' }, SLOW)).toHaveAttribute(
      'href',
      unansweredInquiry.attachment!.url,
    );
    expect(screen.getByRole('link', { name: reviewingEntry.title })).toHaveAttribute(
      'href',
      `/submission-detail/${reviewingEntry.uuid}`,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/qna/form/${unansweredInquiry.uuid}`,
    );

    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this inquiry?' });
    // Keeping it changes nothing.
    await view.user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(deletes).toHaveLength(0);
    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    await view.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete the inquiry' }),
    );
    await waitFor(() => expect(screen.getByText(/You deleted this inquiry/)).toBeVisible(), SLOW);
    expect(deletes).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows a deleted inquiry as deleted, without edit or delete', async () => {
    const view = open(`/qna/${deletedInquiry.uuid}`);
    await view.findHeading('Phone number');
    expect(await screen.findByText('Deleted', {}, SLOW)).toBeVisible();
    expect(screen.getByText(/You deleted this inquiry/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says so for an inquiry that is not there, with the way back', async () => {
    const view = open('/qna/00000000-0000-4000-8000-000000000000');
    await view.findHeading('Inquiry details');
    expect(await screen.findByText('Inquiry not found', {}, SLOW)).toBeVisible();
    expect(screen.getByText('This inquiry does not exist or is not yours.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All inquiries' })).toHaveAttribute('href', '/qna');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows why an inquiry could not be loaded, and loads it again', async () => {
    server.use(
      http.get(`*${apiPaths.inquiries}/:uuid`, () => fail(500, ErrorCode.Internal, 'Broken'), { once: true }),
    );
    const view = open(`/qna/${answeredInquiry.uuid}`);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The inquiry could not be loaded.');
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await view.findHeading('Thumbnail size')).toBeInTheDocument();
  });

  it('checks the form before sending and moves focus to the first problem', async () => {
    const posts = spyOnRequests('post', apiPaths.inquiries);
    const view = open('/qna/form');
    await view.findHeading('New inquiry');
    // The form is the page's lazy body: it arrives after the heading.
    await view.user.click(await screen.findByRole('button', { name: 'Send the inquiry' }, SLOW));
    expect(screen.getByLabelText('What is it about?')).toHaveFocus();
    expect(screen.getByText('Please choose what your inquiry is about.')).toBeVisible();
    expect(screen.getByText('Please enter a title.')).toBeVisible();
    expect(screen.getByText('Please enter your question.')).toBeVisible();
    await view.user.type(screen.getByLabelText('Title'), 'x'.repeat(51));
    await view.user.click(screen.getByRole('button', { name: 'Send the inquiry' }));
    expect(screen.getByText('The title can have at most 50 characters.')).toBeVisible();
    // A text file named .pdf is refused from its bytes.
    await view.user.upload(
      screen.getByLabelText('Attachment (optional)'),
      new File(['just text'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(/This file is not a PDF, PNG, JPG or ZIP/, {}, SLOW)).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  it('refuses before sending a title that shows nothing, a reversed text and a reversed file name', async () => {
    const posts = spyOnRequests('post', apiPaths.inquiries);
    const view = open('/qna/form');
    await view.findHeading('New inquiry');
    await view.user.selectOptions(await screen.findByLabelText('What is it about?', {}, SLOW), 'An entry');
    await view.user.type(screen.getByLabelText('Title'), '\u200B');
    await view.user.type(screen.getByLabelText('Your question'), 'see \u202Eevil');
    await view.user.upload(
      screen.getByLabelText('Attachment (optional)'),
      new File(['%PDF-1.4'], 'clip\u202Egpj.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(/The file name contains invisible characters/, {}, SLOW)).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Send the inquiry' }));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByText('This shows nothing. Please enter visible characters.')).toBeVisible();
    expect(screen.getByText(/must not contain characters that change its direction/)).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  it('writes an inquiry about an entry with a PDF and opens it', async () => {
    const posts = spyOnRequests('post', apiPaths.inquiries);
    const view = open('/qna/form');
    await view.findHeading('New inquiry');
    await view.user.selectOptions(await screen.findByLabelText('What is it about?', {}, SLOW), 'An entry');
    await waitFor(
      () =>
        expect(screen.getAllByRole('option', { name: new RegExp(reviewingEntry.title) })).not.toHaveLength(0),
      SLOW,
    );
    await view.user.selectOptions(
      screen.getByLabelText('Which entry? (optional)'),
      screen.getAllByRole('option', { name: new RegExp(reviewingEntry.title) })[0]!,
    );
    await view.user.type(screen.getByLabelText('Title'), 'Review time');
    await view.user.type(screen.getByLabelText('Your question'), 'How long does it take?');
    await view.user.upload(
      screen.getByLabelText('Attachment (optional)'),
      new File(['%PDF-1.4\n%test'], 'question.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.queryByText('Checking the file…')).not.toBeInTheDocument(), SLOW);
    await view.user.click(screen.getByRole('button', { name: 'Send the inquiry' }));
    await waitFor(() => expect(view.currentUrl()).toBe(`/qna/${NEW_INQUIRY_UUID}`), SLOW);
    expect(posts).toHaveLength(1);
    // (jsdom's File loses its name on the way to msw; the bytes and the field are what count.)
    expect(posts[0]!.body).toContain('name="attachment"');
    expect(posts[0]!.body).toContain('%PDF-1.4');
    expect(posts[0]!.body).toContain(reviewingEntry.uuid);
  });

  it('keeps everything typed and names the administrator when saving fails', async () => {
    server.use(
      http.post(`*${apiPaths.inquiries}`, () => fail(500, ErrorCode.Internal, 'Broken'), { once: true }),
    );
    const view = open('/qna/form');
    await view.findHeading('New inquiry');
    await view.user.selectOptions(
      await screen.findByLabelText('What is it about?', {}, SLOW),
      'Something else',
    );
    await view.user.type(screen.getByLabelText('Title'), 'Hello');
    await view.user.type(screen.getByLabelText('Your question'), 'Still here?');
    await view.user.click(screen.getByRole('button', { name: 'Send the inquiry' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Your inquiry was not saved.');
    expect(alert).toHaveTextContent('02-1234-5678');
    expect(alert).toHaveTextContent('help@creator-portal.example');
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
    expect(screen.getByLabelText('Your question')).toHaveValue('Still here?');
  });

  it('prefills the edit form and can remove the attachment', async () => {
    const puts = spyOnRequests('put', `/api/inquiries/${unansweredInquiry.uuid}`);
    const view = open(`/qna/form/${unansweredInquiry.uuid}`);
    await view.findHeading('Edit inquiry');
    expect(await screen.findByLabelText('Title', {}, SLOW)).toHaveValue('When is my payout?');
    expect(screen.getByLabelText('Your question')).toHaveValue(
      'I asked on Monday.\nThe statement is attached.',
    );
    expect(screen.getByLabelText('What is it about?')).toHaveValue('payout');
    await view.user.click(screen.getByLabelText('Remove the attachment'));
    await view.user.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(view.currentUrl()).toBe(`/qna/${unansweredInquiry.uuid}`), SLOW);
    expect(puts[0]!.body).toContain('remove');
    expect(await screen.findByText('No attachment.', {}, SLOW)).toBeVisible();
  });

  it('refuses to edit an answered inquiry', async () => {
    const view = open(`/qna/form/${answeredInquiry.uuid}`);
    await view.findHeading('Edit inquiry');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('can no longer be edited');
  });

  it('speaks Korean', async () => {
    await changeLanguage('ko');
    const view = open('/qna');
    await view.findHeading('1:1 문의');
    expect(await screen.findByText('답변 대기', {}, SLOW)).toBeVisible();
  });
});
