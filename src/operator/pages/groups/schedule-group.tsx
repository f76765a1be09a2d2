// "Schedule a new group": the job's converted entries waiting for a group, ticked, with the
// group's period (the browser's zone), an optional capacity (the job's otherwise) and whether to
// hold it as preparing until released. The server publishes the entries and mails their creators.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleGroupBody } from '../../../../contract/operator-competitions';
import type { OperatorSubmissionItem } from '../../../../contract/operator';
import { ErrorCode } from '../../../../contract/error-codes';
import { TOPIC_CAPACITY_MAX } from '../../../../contract/topic-rules';
import form from '../../../components/form/form.module.css';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState, type Load } from '../../../components/ui/load-state';
import { browserTimeZone } from '../../../lib/date';
import { useFieldFocus } from '../../../lib/field-focus';
import { showToast } from '../../../lib/toast';
import { scheduleGroup } from '../../api/competitions';
import styles from '../../competitions.module.css';
import { succeeded, useFailureText } from '../../failure-text';
import {
  numberProblem,
  problemsOf,
  useProblemText,
  wholeNumber,
  type Problem,
  type Problems,
} from '../../field-problems';
import { fromLocalInput } from '../../local-datetime';
import pages from '../../operator-pages.module.css';
import { FieldRow } from '../../../components/form/field-row';

const FIELDS = ['entries', 'beginAt', 'endAt', 'capacity'] as const;

interface ScheduleGroupProps {
  topicUuid: string;
  /** The job's capacity: the group's when none is given. */
  capacity: number;
  waiting: Load & { data: { lists: OperatorSubmissionItem[] } | null };
  onScheduled(): void;
}

function instantProblem(instant: string | null | undefined): Problem | null {
  if (instant === undefined) return { code: 'dateInvalid' };
  return instant === null ? { code: 'dateRequired' } : null;
}

export function ScheduleGroup({ topicUuid, capacity, waiting, onScheduled }: ScheduleGroupProps) {
  const { t } = useTranslation(['operator', 'errors']);
  const failureText = useFailureText();
  const fields = useFieldFocus<string>();
  const entriesHintId = useId();
  const entriesProblemId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [beginAt, setBeginAt] = useState('');
  const [endAt, setEndAt] = useState('');
  const [groupCapacity, setGroupCapacity] = useState('');
  const [preparing, setPreparing] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problemOf = useProblemText(problems);
  const entries = waiting.data?.lists ?? [];
  // Only entries still waiting count (one may have been scheduled since it was ticked).
  const picked = entries.filter((entry) => chosen.has(entry.uuid)).map((entry) => entry.uuid);

  function toggle(uuid: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(uuid);
      else next.delete(uuid);
      return next;
    });
  }

  function validate(begin: string | null | undefined, end: string | null | undefined): Problems {
    const size = wholeNumber(groupCapacity) ?? capacity;
    return problemsOf({
      entries:
        picked.length === 0
          ? { code: 'chooseEntries' }
          : picked.length > size
            ? { code: 'tooManyEntries', values: { max: size } }
            : null,
      beginAt: instantProblem(begin),
      endAt:
        instantProblem(end) ??
        (begin && end && Date.parse(end) <= Date.parse(begin) ? { code: 'periodOrder' } : null),
      capacity: numberProblem(groupCapacity, 1, TOPIC_CAPACITY_MAX, true),
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const begin = fromLocalInput(beginAt);
    const end = fromLocalInput(endAt);
    const found = validate(begin, end);
    setProblems(found);
    setFailure(null);
    if (fields.focusFirst(FIELDS, found) || !begin || !end) return;
    const size = wholeNumber(groupCapacity);
    const body: ScheduleGroupBody = {
      topicUuid,
      beginAt: begin,
      endAt: end,
      ...(size === null ? {} : { capacity: size }),
      preparing,
      submissionUuids: picked,
    };
    setSending(true);
    const response = await scheduleGroup(body);
    setSending(false);
    if (succeeded(response)) {
      showToast(t('groups.scheduled', { count: picked.length }));
      setChosen(new Set());
      setBeginAt('');
      setEndAt('');
      setGroupCapacity('');
      setPreparing(false);
      onScheduled();
      return;
    }
    setFailure(failureText(response));
    // An entry is no longer waiting: the list shows the ones that are.
    if (response.errorCode === ErrorCode.SubmissionStateConflict) onScheduled();
  }

  const entriesProblem = problemOf('entries');
  return (
    <Card title={t('groups.schedule')}>
      {waiting.status !== 'ready' ? (
        <LoadState load={waiting} errorTitle={t('groups.waitingError')} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('groups.noneWaiting')} text={t('groups.noneWaitingText')} />
      ) : (
        <form className={pages.stack} onSubmit={(event) => void onSubmit(event)} noValidate>
          <fieldset
            className={pages.fieldset}
            aria-describedby={[entriesProblem ? entriesProblemId : null, entriesHintId]
              .filter(Boolean)
              .join(' ')}
          >
            <legend className={pages.legend}>{t('groups.entriesToSchedule')}</legend>
            <p id={entriesHintId} className={pages.muted}>
              {t('groups.entriesHint', { count: entries.length })}
            </p>
            <ul className={styles.choices}>
              {entries.map((entry, index) => (
                <li key={entry.uuid}>
                  <Checkbox
                    ref={index === 0 ? fields.register('entries') : undefined}
                    label={t('groups.entryBy', {
                      entry: entry.title,
                      creator: entry.creatorName || entry.creatorEmail,
                    })}
                    checked={chosen.has(entry.uuid)}
                    onChange={(event) => toggle(entry.uuid, event.target.checked)}
                  />
                </li>
              ))}
            </ul>
            <div aria-live="polite">
              {entriesProblem && (
                <p id={entriesProblemId} className={form.error}>
                  {entriesProblem}
                </p>
              )}
            </div>
          </fieldset>
          <p className={pages.muted}>{t('groups.periodHint', { zone: browserTimeZone() })}</p>
          <FieldRow>
            <TextField
              ref={fields.register('beginAt')}
              type="datetime-local"
              label={t('groups.beginAt')}
              value={beginAt}
              error={problemOf('beginAt')}
              onChange={(event) => setBeginAt(event.target.value)}
            />
            <TextField
              ref={fields.register('endAt')}
              type="datetime-local"
              label={t('groups.endAt')}
              value={endAt}
              error={problemOf('endAt')}
              onChange={(event) => setEndAt(event.target.value)}
            />
            <TextField
              ref={fields.register('capacity')}
              label={t('groups.groupCapacity')}
              hint={t('groups.groupCapacityHint', { count: capacity })}
              inputMode="numeric"
              value={groupCapacity}
              error={problemOf('capacity')}
              onChange={(event) => setGroupCapacity(event.target.value)}
            />
          </FieldRow>
          <Checkbox
            label={t('groups.holdPreparing')}
            checked={preparing}
            onChange={(event) => setPreparing(event.target.checked)}
          />
          <div role="alert">{failure && <p className={form.alert}>{failure}</p>}</div>
          <Button type="submit" className={pages.start} disabled={sending} aria-busy={sending}>
            {t('groups.scheduleButton', { count: picked.length })}
          </Button>
        </form>
      )}
    </Card>
  );
}
