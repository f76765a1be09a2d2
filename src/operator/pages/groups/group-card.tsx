// One group of a job: its period (in the viewer's zone) as its title, its state, capacity, size,
// total production count, last statistics run and whether its results are final; its ranking; and
// what may be done to it in its state: release (preparing), add a waiting entry (preparing or
// waiting, with room), record production counts (competing or completed).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleGroup } from '../../../../contract/operator-competitions';
import type { OperatorSubmissionItem } from '../../../../contract/operator';
import { GROUP_STATE_NAMES } from '../../../../contract/operator-paths';
import { GroupState } from '../../../../contract/topic-rules';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { Money } from '../../../components/ui/money';
import { groupTone } from '../../../components/ui/tones';
import { askToConfirm, showAlert } from '../../../lib/alert';
import { formatDateTime, fromIsoTimestamp } from '../../../lib/date';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { releaseGroup } from '../../api/competitions';
import styles from '../../competitions.module.css';
import { succeeded, useFailureText } from '../../failure-text';
import pages from '../../operator-pages.module.css';
import work from '../../work.module.css';
import { AddEntry } from './add-entry';
import { ProductionForm } from './production-form';

type GroupEntry = ConsoleGroup['entries'][number];
type StateCode = keyof typeof GROUP_STATE_NAMES;

const stateCodeOf = (state: number): StateCode =>
  state in GROUP_STATE_NAMES ? (state as StateCode) : GroupState.Preparing;

/** Hundredths of a percent as a percentage with two decimals ("62.50%"); '–' before the first run. */
export function ratioText(basisPoints: number | null): string {
  return basisPoints === null ? '–' : `${(basisPoints / 100).toFixed(2)}%`;
}

interface GroupCardProps {
  group: ConsoleGroup;
  /** The job's converted entries waiting for a group (the "add entry" choices). */
  waiting: OperatorSubmissionItem[];
  reload(): void;
}

export function GroupCard({ group, waiting, reload }: GroupCardProps) {
  const { t } = useTranslation(['operator', 'errors']);
  const failureText = useFailureText();
  const titleId = useId();
  const language = currentLanguage();
  const [releasing, setReleasing] = useState(false);
  const code = stateCodeOf(group.state);
  const stateName = GROUP_STATE_NAMES[code];
  const period = `${formatDateTime(fromIsoTimestamp(group.beginAt), language)} – ${formatDateTime(
    fromIsoTimestamp(group.endAt),
    language,
  )}`;
  const notBegun = code === GroupState.Preparing || code === GroupState.Waiting;
  const counted = code === GroupState.Competing || code === GroupState.Completed;
  const room = group.capacity - group.entries.length;

  async function release() {
    const confirmed = await askToConfirm(t('groups.releaseConfirm', { group: period }), {
      confirmLabel: t('groups.release'),
      cancelLabel: t('cancel'),
    });
    if (!confirmed) return;
    setReleasing(true);
    const response = await releaseGroup(group.uuid);
    setReleasing(false);
    if (succeeded(response)) showToast(t('groups.released'));
    else await showAlert(failureText(response));
    // Released, or someone changed it first: either way the group is shown as it is now.
    reload();
  }

  const columns: Column<GroupEntry>[] = [
    {
      key: 'rank',
      header: t('groups.rank'),
      align: 'end',
      nowrap: true,
      cell: (entry) => entry.ranking ?? '–',
    },
    { key: 'name', header: t('groups.entry'), primary: true, cell: (entry) => entry.name },
    {
      key: 'count',
      header: t('groups.productionCount'),
      align: 'end',
      nowrap: true,
      cell: (entry) => entry.countOfOrder,
    },
    {
      key: 'ratio',
      header: t('groups.ratio'),
      align: 'end',
      nowrap: true,
      cell: (entry) => ratioText(entry.ratioBasisPoints),
    },
    {
      key: 'secured',
      header: t('groups.secured'),
      align: 'end',
      nowrap: true,
      cell: (entry) =>
        entry.accumulationAmount === null ? '–' : <Money amount={entry.accumulationAmount} />,
    },
  ];

  return (
    <li>
      <Card as="article" labelledBy={titleId}>
        <div className={pages.stack}>
          <div className={styles.groupHead}>
            {/* The period names the group (groups have no names of their own). */}
            <h3 id={titleId} className={styles.groupTitle}>
              <DateTime iso={group.beginAt} /> – <DateTime iso={group.endAt} />
            </h3>
            <Badge tone={groupTone[code]} state={stateName}>
              {t(`groupStates.${stateName}`)}
            </Badge>
          </div>
          <dl className={work.factsGrid}>
            <div>
              <dt>{t('groups.capacity')}</dt>
              <dd>{t('topics.entryCount', { count: group.capacity })}</dd>
            </div>
            <div>
              <dt>{t('groups.size')}</dt>
              <dd>{t('topics.entryCount', { count: group.entries.length })}</dd>
            </div>
            <div>
              <dt>{t('groups.totalCount')}</dt>
              <dd className={work.amount}>{group.countOfOrder}</dd>
            </div>
            <div>
              <dt>{t('groups.updated')}</dt>
              <dd>
                {group.competitionUpdateAt ? (
                  <DateTime iso={group.competitionUpdateAt} />
                ) : (
                  t('groups.notYet')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('groups.final')}</dt>
              <dd>{t(group.final ? 'groups.finalYes' : 'groups.finalNo')}</dd>
            </div>
          </dl>
          {code === GroupState.Preparing && (
            <Button
              className={pages.start}
              onClick={() => void release()}
              disabled={releasing}
              aria-busy={releasing}
            >
              {t('groups.release')}
            </Button>
          )}
          {group.entries.length === 0 ? (
            <EmptyState title={t('groups.noEntries')} />
          ) : (
            <DataTable
              caption={t('groups.rankingOf', { group: period })}
              columns={columns}
              rows={group.entries}
              rowKey={(entry) => entry.uuid}
            />
          )}
          {notBegun && room > 0 && waiting.length > 0 && (
            <AddEntry groupUuid={group.uuid} period={period} waiting={waiting} onAdded={reload} />
          )}
          {counted && group.entries.length > 0 && (
            <details className={work.panel}>
              <summary>{t('groups.recordProduction')}</summary>
              <div className={pages.stack}>
                {group.entries.map((entry) => (
                  <ProductionForm key={entry.uuid} entry={entry} onRecorded={reload} />
                ))}
              </div>
            </details>
          )}
        </div>
      </Card>
    </li>
  );
}
