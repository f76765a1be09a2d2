// /operator/audit (admin): every operator action, newest first: when, who, what, on which record,
// and each changed field's value before → after. Filters (action, subject type, subject id) and
// the page live in the URL.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLine } from '../../../../contract/operator';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { useEnvelope } from '../../../lib/use-envelope';
import { useListParams } from '../../../lib/use-list-params';
import { getAuditLines } from '../../api/audit';
import { ListPager } from '../../list-pager';
import styles from '../../operator-pages.module.css';

const FILTER_KEYS = ['action', 'subjectType', 'subjectId'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

function shown(value: unknown): string {
  if (value === undefined) return '–';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields that changed (or were set, or removed), each with its value before and after. */
export function changesOf(
  line: Pick<AuditLine, 'before' | 'after'>,
): { field: string; before: string; after: string }[] {
  const before = line.before ?? {};
  const after = line.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}

export default function AuditPage() {
  const { t } = useTranslation('operator');
  const list = useListParams(FILTER_KEYS);
  const query = {
    page: list.page,
    size: list.size,
    action: list.filters.action || undefined,
    subjectType: list.filters.subjectType || undefined,
    subjectId: list.filters.subjectId || undefined,
  };
  const lines = useEnvelope(JSON.stringify(query), (signal) => getAuditLines(query, signal), {
    keepPrevious: true,
  });
  const [typed, setTyped] = useState<Record<FilterKey, string>>(list.filters);
  const [fromUrl, setFromUrl] = useState(list.filters);
  if (fromUrl !== list.filters) {
    setFromUrl(list.filters);
    setTyped(list.filters);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    list.setFilters({
      action: typed.action.trim(),
      subjectType: typed.subjectType.trim(),
      subjectId: typed.subjectId.trim(),
    });
  }

  const columns: Column<AuditLine>[] = [
    { key: 'at', header: t('audit.at'), nowrap: true, cell: (line) => <DateTime iso={line.at} /> },
    { key: 'actor', header: t('audit.actor'), cell: (line) => line.actor },
    { key: 'action', header: t('audit.action'), primary: true, cell: (line) => <code>{line.action}</code> },
    {
      key: 'subject',
      header: t('audit.subject'),
      cell: (line) => (
        <>
          {line.subjectType}
          <br />
          <code className={styles.id}>{line.subjectId}</code>
        </>
      ),
    },
    {
      key: 'changes',
      header: t('audit.changes'),
      minWidth: '16em',
      cell: (line) => {
        const changes = changesOf(line);
        if (changes.length === 0) return <span className={styles.muted}>{t('audit.noChanges')}</span>;
        return (
          <ul className={styles.changes}>
            {changes.map((change) => (
              <li key={change.field}>
                <span className={styles.field}>{change.field}</span>: <del>{change.before}</del>{' '}
                <span aria-label={t('audit.becomes')}>→</span> <ins>{change.after}</ins>
              </li>
            ))}
          </ul>
        );
      },
    },
  ];

  return (
    <Page>
      <PageHeader title={t('audit.title')} intro={t('audit.lead')} />
      <form className={styles.filters} onSubmit={onSubmit} role="search" aria-label={t('audit.filters')}>
        {FILTER_KEYS.map((key) => (
          <TextField
            key={key}
            label={t(`audit.filter.${key}`)}
            maxLength={key === 'subjectId' ? 100 : 60}
            value={typed[key]}
            onChange={(event) => setTyped((current) => ({ ...current, [key]: event.target.value }))}
          />
        ))}
        <Button type="submit" variant="secondary" className={styles.end}>
          {t('audit.apply')}
        </Button>
      </form>
      {lines.status !== 'ready' ? (
        <LoadState load={lines} errorTitle={t('audit.error')} />
      ) : lines.data.lists.length === 0 ? (
        <EmptyState title={t('audit.empty')} />
      ) : (
        <DataTable
          caption={t('audit.title')}
          columns={columns}
          rows={lines.data.lists}
          rowKey={(line) => String(line.id)}
        />
      )}
      <ListPager list={list} load={lines} label={t('audit.pages')} />
    </Page>
  );
}
