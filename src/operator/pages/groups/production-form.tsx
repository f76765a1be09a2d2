// Production counts of one entry of a competing or completed group, as the mobile app reports them:
// a count, optionally when they were made (else now; it must fall in the group's period) and the
// report's id (the same id again changes nothing). The statistics count them at their next run.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleGroup, ProductionBody } from '../../../../contract/operator-competitions';
import { ErrorCode } from '../../../../contract/error-codes';
import { PRODUCTION_COUNT_MAX } from '../../../../contract/topic-rules';
import form from '../../../components/form/form.module.css';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { useFieldFocus } from '../../../lib/field-focus';
import { showToast } from '../../../lib/toast';
import { recordProduction } from '../../api/competitions';
import styles from '../../competitions.module.css';
import pages from '../../operator-pages.module.css';
import { succeeded, useFailureText } from '../../failure-text';
import {
  numberProblem,
  problemsOf,
  textProblem,
  useProblemText,
  wholeNumber,
  type Problems,
} from '../../field-problems';
import { fromLocalInput } from '../../local-datetime';

/** The server's limit on a report's id (contract/operator-competitions.ts productionBodySchema). */
const REPORT_ID_MAX_LENGTH = 200;
const FIELDS = ['count', 'producedAt', 'reportId'] as const;

interface ProductionFormProps {
  entry: ConsoleGroup['entries'][number];
  onRecorded(): void;
}

export function ProductionForm({ entry, onRecorded }: ProductionFormProps) {
  const { t } = useTranslation(['operator', 'errors']);
  const failureText = useFailureText();
  const fields = useFieldFocus<string>();
  const legendId = useId();
  const [count, setCount] = useState('');
  const [producedAt, setProducedAt] = useState('');
  const [reportId, setReportId] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [serverTime, setServerTime] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problemOf = useProblemText(problems);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const at = fromLocalInput(producedAt);
    const found = problemsOf({
      count: numberProblem(count, 1, PRODUCTION_COUNT_MAX),
      producedAt: at === undefined ? { code: 'dateInvalid' } : null,
      reportId: reportId.trim() ? textProblem(reportId, REPORT_ID_MAX_LENGTH) : null,
    });
    setProblems(found);
    setServerTime(null);
    setFailure(null);
    if (fields.focusFirst(FIELDS, found)) return;
    const body: ProductionBody = {
      count: wholeNumber(count) ?? 0,
      ...(at ? { producedAt: at } : {}),
      ...(reportId.trim() ? { reportId: reportId.trim() } : {}),
    };
    setSending(true);
    const response = await recordProduction(entry.uuid, body);
    setSending(false);
    if (succeeded(response) && response.data) {
      showToast(
        response.data.recorded
          ? t('groups.recorded', { count: body.count, entry: entry.name })
          : t('groups.recordedBefore'),
      );
      setCount('');
      setProducedAt('');
      setReportId('');
      onRecorded();
      return;
    }
    // A time outside the group's period is that field's problem; anything else the form's.
    if (response.errorCode === ErrorCode.ProductionTimeInvalid) {
      setServerTime(failureText(response));
      fields.focus('producedAt');
    } else {
      setFailure(failureText(response));
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-labelledby={legendId} noValidate>
      <fieldset className={pages.fieldset}>
        <legend id={legendId} className={pages.legend}>
          {t('groups.productionOf', { entry: entry.name })}
        </legend>
        <div className={styles.inlineForm}>
          <TextField
            ref={fields.register('count')}
            label={t('groups.count')}
            inputMode="numeric"
            value={count}
            error={problemOf('count')}
            onChange={(event) => setCount(event.target.value)}
          />
          <TextField
            ref={fields.register('producedAt')}
            type="datetime-local"
            label={t('groups.producedAt')}
            hint={t('groups.producedAtHint')}
            value={producedAt}
            error={problemOf('producedAt') ?? serverTime}
            onChange={(event) => setProducedAt(event.target.value)}
          />
          <TextField
            ref={fields.register('reportId')}
            label={t('groups.reportId')}
            hint={t('groups.reportIdHint')}
            maxLength={REPORT_ID_MAX_LENGTH}
            value={reportId}
            error={problemOf('reportId')}
            onChange={(event) => setReportId(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={sending} aria-busy={sending}>
            {t('groups.record')}
          </Button>
        </div>
        <div role="alert">{failure && <p className={form.alert}>{failure}</p>}</div>
      </fieldset>
    </form>
  );
}
