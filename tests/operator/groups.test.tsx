// The console's groups of a job: each group's facts and ranking, releasing a preparing group,
// adding a waiting entry, recording production counts, running the statistics, scheduling a new
// group of converted entries, the empty states, and the page in Korean.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { setOperatorSession } from '../../src/operator/operator-session';
import {
  coffeeTopic,
  competingGroup,
  latteEntry,
  preparingGroup,
  quietTopic,
  steamEntry,
} from '../msw/fixtures/operator-competitions';
import { operatorSessionOf, reviewerOperator } from '../msw/fixtures/operator';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const coffeeGroups = `/operator/topics/${coffeeTopic.uuid}/groups`;

function open(path = coffeeGroups) {
  setOperatorSession(operatorSessionOf(reviewerOperator));
  return renderRoute(path);
}

/** The groups' cards, in the server's order (preparing, competing, completed). */
async function groupCards(regionName = 'Groups') {
  const region = await screen.findByRole('region', { name: regionName });
  await within(region).findAllByRole('article');
  return within(region).getAllByRole('article');
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.lastChild?.textContent);

const jsonOf = (seen: { body: string }[], index = 0) => JSON.parse(seen[index]?.body ?? 'null') as unknown;

async function confirm(view: ReturnType<typeof renderRoute>, button: string) {
  const dialog = await screen.findByRole('alertdialog');
  await view.user.click(within(dialog).getByRole('button', { name: button }));
}

describe("a job's groups", () => {
  it('shows each group with its state, facts and ranking', async () => {
    const waiting = spyOnRequests('get', '/operator/api/submissions');
    const view = open();
    await view.findHeading('Groups of Morning coffee');
    const [preparing, competing, completed] = await groupCards();
    expect(within(preparing!).getByText('Preparing')).toHaveAttribute('data-state', 'preparing');
    expect(within(competing!).getByText('Competing')).toHaveAttribute('data-state', 'competing');
    expect(within(completed!).getByText('Completed')).toHaveAttribute('data-state', 'completed');

    const ranking = within(competing!).getByRole('table', { name: /^Ranking of the group/ });
    const [first, second] = within(ranking).getAllByRole('row').slice(1);
    expect(cells(first!)).toEqual(['1', 'Sunrise pour', '5', '62.50%', '₩62,500']);
    expect(cells(second!)).toEqual(['2', 'Slow drip', '3', '37.50%', '₩37,500']);
    expect(within(competing!).getByText('Total production count').nextSibling).toHaveTextContent('8');
    expect(within(competing!).getByText('Results final').nextSibling).toHaveTextContent('No');
    expect(within(completed!).getByText('Results final').nextSibling).toHaveTextContent('Yes');
    expect(within(preparing!).getByText('Updated').nextSibling).toHaveTextContent('Not yet');
    expect(within(preparing!).getByText('Capacity').nextSibling).toHaveTextContent('3 entries');
    // Before the first statistics run: no rank, ratio or secured amount.
    const foam = within(within(preparing!).getByRole('table')).getAllByRole('row')[1]!;
    expect(cells(foam)).toEqual(['–', 'Foam art', '0', '–', '–']);
    // Only a preparing group can be released; only a counted one takes production counts.
    expect(within(preparing!).getByRole('button', { name: 'Release' })).toBeInTheDocument();
    expect(within(competing!).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
    expect(within(preparing!).queryByText('Record production counts')).not.toBeInTheDocument();
    expect(within(competing!).getByText('Record production counts')).toBeInTheDocument();
    // The entries waiting for a group are the job's converted ones.
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    const query = waiting[0]!.url.searchParams;
    expect([query.get('state'), query.get('topic'), query.get('size')]).toEqual([
      'to-schedule',
      coffeeTopic.uuid,
      '100',
    ]);
  });

  it('releases a preparing group after a confirmation', async () => {
    const release = spyOnRequests('post', `/operator/api/groups/${preparingGroup.uuid}/release`);
    const view = open();
    const [preparing] = await groupCards();
    await view.user.click(within(preparing!).getByRole('button', { name: 'Release' }));
    await confirm(view, 'Release');
    expect(await screen.findByText('The group is released and waiting.')).toBeInTheDocument();
    expect(release).toHaveLength(1);
    await waitFor(async () =>
      expect(within((await groupCards())[0]!).getByText('Waiting')).toBeInTheDocument(),
    );
    expect(
      within((await groupCards())[0]!).queryByRole('button', { name: 'Release' }),
    ).not.toBeInTheDocument();
  });

  it('adds a waiting entry to a group that has room', async () => {
    const add = spyOnRequests('post', `/operator/api/groups/${preparingGroup.uuid}/entries`);
    const view = open();
    const [preparing] = await groupCards();
    const form = within(preparing!).getByRole('form', { name: /^Add an entry to the group/ });
    await view.user.click(within(form).getByRole('button', { name: 'Add to the group' }));
    expect(await within(form).findByText('Choose an entry.')).toBeInTheDocument();
    expect(add).toHaveLength(0);
    await view.user.selectOptions(
      within(form).getByRole('combobox', { name: 'Entry to add' }),
      latteEntry.uuid,
    );
    await view.user.click(within(form).getByRole('button', { name: 'Add to the group' }));
    expect(await screen.findByText('“Latte swirl” was added to the group.')).toBeInTheDocument();
    expect(jsonOf(add)).toEqual({ submissionUuid: latteEntry.uuid });
    await waitFor(async () =>
      expect(within((await groupCards())[0]!).getByRole('table')).toHaveTextContent('Latte swirl'),
    );
    // It left the entries waiting for a group.
    expect(screen.queryByRole('checkbox', { name: 'Latte swirl by Joe' })).not.toBeInTheDocument();
  });

  it('records production counts of an entry, checking them first', async () => {
    const entryUuid = competingGroup.entries[0]!.uuid;
    const record = spyOnRequests('post', `/operator/api/group-entries/${entryUuid}/production`);
    const view = open();
    const [, competing] = await groupCards();
    await view.user.click(within(competing!).getByText('Record production counts'));
    const form = within(competing!).getByRole('group', { name: 'Production of Sunrise pour' });
    const count = within(form).getByRole('textbox', { name: 'Production count' });
    await view.user.type(count, '0');
    await view.user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await within(form).findByText('Enter at least 1.')).toBeInTheDocument();
    expect(count).toHaveFocus();
    expect(record).toHaveLength(0);

    // A time outside the group's period: the server's refusal, on the time field.
    await view.user.clear(count);
    await view.user.type(count, '4');
    fireEvent.change(within(form).getByLabelText('Made at (optional)'), {
      target: { value: '2025-01-01T09:00' },
    });
    await view.user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(
      await within(form).findByText("The production time is outside the group's period or in the future."),
    ).toBeInTheDocument();
    expect(count).toHaveValue('4');

    fireEvent.change(within(form).getByLabelText('Made at (optional)'), {
      target: { value: '2026-03-12T09:00' },
    });
    await view.user.type(within(form).getByRole('textbox', { name: 'Report ID (optional)' }), 'app-report-1');
    await view.user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('4 production counts recorded for Sunrise pour.')).toBeInTheDocument();
    expect(jsonOf(record, 0)).toEqual({ count: 4, producedAt: new Date('2025-01-01T09:00').toISOString() });
    expect(jsonOf(record, 1)).toEqual({
      count: 4,
      producedAt: new Date('2026-03-12T09:00').toISOString(),
      reportId: 'app-report-1',
    });
    expect(count).toHaveValue('');
  });

  it('runs the statistics now, says how many groups were updated and reloads them', async () => {
    const run = spyOnRequests('post', '/operator/api/statistics');
    const list = spyOnRequests('get', '/operator/api/groups');
    const view = open();
    await groupCards();
    await view.user.click(screen.getByRole('button', { name: 'Run statistics now' }));
    expect(await screen.findByText('Statistics updated: 1 group.')).toBeInTheDocument();
    expect(jsonOf(run)).toEqual({ groupUuids: [] });
    await waitFor(() => expect(list).toHaveLength(2));
    // The run counted the competing group again: its update time is now, no longer the fixture's.
    const updated = async () =>
      within((await groupCards())[1]!).getByText('Updated').nextSibling?.firstChild as HTMLTimeElement;
    expect((await updated()).dateTime).not.toBe(competingGroup.competitionUpdateAt);
    expect(Date.now() - Date.parse((await updated()).dateTime)).toBeLessThan(60_000);
  });

  it('schedules a new group of the chosen entries', async () => {
    const schedule = spyOnRequests('post', '/operator/api/groups');
    const view = open();
    await groupCards();
    const section = screen.getByRole('region', { name: 'Schedule a new group' });
    expect(within(section).getByText('2 converted entries are waiting for a group.')).toBeInTheDocument();
    await view.user.click(within(section).getByRole('button', { name: 'Schedule 0 entries' }));
    expect(await within(section).findByText('Tick at least one entry.')).toBeInTheDocument();
    expect(within(section).getAllByText('Choose a date and a time.')).toHaveLength(2);
    expect(within(section).getByRole('checkbox', { name: 'Steam rising by Mina' })).toHaveFocus();

    await view.user.click(within(section).getByRole('checkbox', { name: 'Steam rising by Mina' }));
    fireEvent.change(within(section).getByLabelText('Group begins'), {
      target: { value: '2026-06-01T09:00' },
    });
    fireEvent.change(within(section).getByLabelText('Group ends'), { target: { value: '2026-06-08T09:00' } });
    await view.user.type(within(section).getByRole('textbox', { name: 'Group capacity (optional)' }), '2');
    await view.user.click(
      within(section).getByRole('checkbox', { name: 'Hold the group as preparing until it is released' }),
    );
    await view.user.click(within(section).getByRole('button', { name: 'Schedule 1 entry' }));
    expect(
      await screen.findByText('The group was scheduled with 1 entry; its creator is told by mail.'),
    ).toBeInTheDocument();
    expect(jsonOf(schedule)).toEqual({
      topicUuid: coffeeTopic.uuid,
      beginAt: new Date('2026-06-01T09:00').toISOString(),
      endAt: new Date('2026-06-08T09:00').toISOString(),
      capacity: 2,
      preparing: true,
      submissionUuids: [steamEntry.uuid],
    });
    await waitFor(async () => expect(await groupCards()).toHaveLength(4));
    const added = (await groupCards())[3]!;
    expect(within(added).getByText('Preparing')).toBeInTheDocument();
    expect(within(added).getByRole('table')).toHaveTextContent('Steam rising');
    expect(within(section).queryByRole('checkbox', { name: 'Steam rising by Mina' })).not.toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: 'Latte swirl by Joe' })).not.toBeChecked();
  });

  it('refuses more entries than the group holds before sending', async () => {
    const schedule = spyOnRequests('post', '/operator/api/groups');
    const view = open();
    await groupCards();
    const section = screen.getByRole('region', { name: 'Schedule a new group' });
    await view.user.click(within(section).getByRole('checkbox', { name: 'Steam rising by Mina' }));
    await view.user.click(within(section).getByRole('checkbox', { name: 'Latte swirl by Joe' }));
    fireEvent.change(within(section).getByLabelText('Group begins'), {
      target: { value: '2026-06-08T09:00' },
    });
    fireEvent.change(within(section).getByLabelText('Group ends'), { target: { value: '2026-06-01T09:00' } });
    await view.user.type(within(section).getByRole('textbox', { name: 'Group capacity (optional)' }), '1');
    await view.user.click(within(section).getByRole('button', { name: 'Schedule 2 entries' }));
    expect(
      await within(section).findByText('The group holds 1 entries: tick fewer, or raise its capacity.'),
    ).toBeInTheDocument();
    expect(within(section).getByText('The end must come after the beginning.')).toBeInTheDocument();
    expect(schedule).toHaveLength(0);
  });

  it('says when a job has no group and no entry waiting for one', async () => {
    const view = open(`/operator/topics/${quietTopic.uuid}/groups`);
    await view.findHeading('Groups of Quiet streets');
    expect(await screen.findByText('This job has no group yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('No converted entry of this job is waiting for a group.'),
    ).toBeInTheDocument();
  });

  it('reads in Korean', async () => {
    await changeLanguage('ko');
    const view = open();
    await view.findHeading('Morning coffee의 그룹');
    const [preparing, competing, completed] = await groupCards('그룹');
    expect(within(preparing!).getByText('준비 중')).toBeInTheDocument();
    expect(within(preparing!).getByRole('button', { name: '보류 해제' })).toBeInTheDocument();
    expect(within(competing!).getByText('경쟁 중')).toBeInTheDocument();
    expect(within(completed!).getByText('완료')).toBeInTheDocument();
    expect(within(competing!).getByRole('columnheader', { name: '확보 금액' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '지금 통계 갱신' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '새 그룹 배정' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Steam rising (Mina)' })).toBeInTheDocument();
  });
});
