import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupState, type GroupStateValue } from '../../../contract/topic-rules';
import type { Topic } from '../../../contract/topics';
import { getGroupsOfTopic } from '../../api/groups';
import { useEnvelope } from '../../lib/use-envelope';
import { CloseIcon } from '../icons';
import { Modal } from '../ui/dialog';
import { EmptyState } from '../ui/empty-state';
import { PageState } from '../ui/page-state';
import styles from './competition-status-dialog.module.css';
import { GroupBrowser } from './group-browser';

const TABS = [
  { key: 'competing', state: GroupState.Competing },
  { key: 'waiting', state: GroupState.Waiting },
  { key: 'completed', state: GroupState.Completed },
] as const satisfies ReadonlyArray<{ key: string; state: GroupStateValue }>;

type Tab = (typeof TABS)[number];

export interface CompetitionStatusDialogProps {
  topic: Topic;
  onClose(): void;
  /** The Status button that opened the popup: focus returns there. */
  returnFocus?: HTMLElement | null;
}

/**
 * The competition status popup (spec §2): a modal dialog with three tabs (competing, waiting,
 * completed; it opens on competing), each listing the topic's groups of that state from
 * GET /p/api/group/topic (page 1, size 100), one group at a time.
 */
export function CompetitionStatusDialog({ topic, onClose, returnFocus }: CompetitionStatusDialogProps) {
  const { t } = useTranslation(['competition', 'common']);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [tab, setTab] = useState<Tab>(TABS[0]);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeTabRef = useRef<HTMLButtonElement | null>(null);
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const groups = useEnvelope(`${topic.uuid}:${tab.state}`, (signal) =>
    getGroupsOfTopic({ topicUuid: topic.uuid, groupState: tab.state }, signal),
  );

  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((candidate) => candidate.key === tab.key);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = TABS[next];
    if (!target) return;
    setTab(target);
    tabRefs.current[next]?.focus();
  }

  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      returnFocus={returnFocus}
      initialFocus={activeTabRef}
      size="lg"
      className={styles.dialog}
    >
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.topic}>{topic.topic}</p>
        </div>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>

      <div className={styles.tabs} role="tablist" aria-label={t('tabsLabel')} onKeyDown={onTabKeyDown}>
        {TABS.map((candidate, index) => {
          const selected = candidate.key === tab.key;
          return (
            <button
              key={candidate.key}
              ref={(element) => {
                tabRefs.current[index] = element;
                if (selected) activeTabRef.current = element;
              }}
              id={tabId(candidate.key)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(candidate)}
            >
              {t(`tabs.${candidate.key}`)}
            </button>
          );
        })}
      </div>

      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(tab.key)}
        aria-busy={groups.status === 'loading'}
        className={styles.panel}
      >
        {groups.status === 'loading' && <PageState kind="loading" />}
        {groups.status === 'error' && (
          <PageState kind="error" title={t('error')} errorCode={groups.errorCode} onRetry={groups.retry} />
        )}
        {groups.status === 'ready' && groups.data.lists.length === 0 && (
          <EmptyState
            icon={<img src="/images/empty-groups.svg" alt="" width={160} height={120} />}
            title={t(`empty.${tab.key}`)}
          />
        )}
        {groups.status === 'ready' && groups.data.lists.length > 0 && (
          // A new tab starts again at its first group.
          <GroupBrowser key={tab.key} groups={groups.data.lists} />
        )}
      </div>
    </Modal>
  );
}
