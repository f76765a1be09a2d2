// "Add entry" of a group that has not begun and has room: one of the job's converted entries
// waiting for a group joins it at the next position (its creator is mailed by the server).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorSubmissionItem } from '../../../../contract/operator';
import { SelectField } from '../../../components/form/select-field';
import { Button } from '../../../components/ui/button';
import { showAlert } from '../../../lib/alert';
import { showToast } from '../../../lib/toast';
import { addGroupEntry } from '../../api/competitions';
import styles from '../../competitions.module.css';
import { succeeded, useFailureText } from '../../failure-text';

interface AddEntryProps {
  groupUuid: string;
  /** The group's period, naming it for screen readers. */
  period: string;
  waiting: OperatorSubmissionItem[];
  onAdded(): void;
}

export function AddEntry({ groupUuid, period, waiting, onAdded }: AddEntryProps) {
  const { t } = useTranslation(['operator', 'errors']);
  const failureText = useFailureText();
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return setProblem(t('problems.chooseEntry'));
    setProblem(null);
    setSending(true);
    const response = await addGroupEntry(groupUuid, chosen);
    setSending(false);
    if (succeeded(response)) {
      const entry = waiting.find((candidate) => candidate.uuid === chosen);
      showToast(t('groups.added', { entry: entry?.title ?? '' }));
      setChosen('');
      onAdded();
      return;
    }
    await showAlert(failureText(response));
    // A conflict (the group began, is full, the entry went elsewhere): show things as they are.
    onAdded();
  }

  return (
    <form
      className={styles.inlineForm}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('groups.addEntryTo', { group: period })}
      noValidate
    >
      <SelectField
        label={t('groups.addEntry')}
        value={chosen}
        error={problem}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="">{t('groups.chooseEntry')}</option>
        {waiting.map((entry) => (
          <option key={entry.uuid} value={entry.uuid}>
            {t('groups.entryBy', { entry: entry.title, creator: entry.creatorName || entry.creatorEmail })}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" disabled={sending} aria-busy={sending}>
        {t('groups.addToGroup')}
      </Button>
    </form>
  );
}
