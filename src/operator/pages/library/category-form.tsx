// A category's names in both languages and its sort number: the form that adds one and the form
// that renames or reorders one. Checked here as the server checks them; a refusal naming a field is
// shown on it, anything else above the buttons, and what was typed stays.
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../../../../contract/envelope';
import { ErrorCode } from '../../../../contract/error-codes';
import type { LibrarySaved } from '../../../../contract/operator-library';
import { LIBRARY_CATEGORY_NAME_MAX_LENGTH, LIBRARY_SORT_MAX } from '../../../../contract/operator-paths';
import form from '../../../components/form/form.module.css';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageKey } from '../../../lib/error-messages';
import { useFieldFocus } from '../../../lib/field-focus';
import { formatCount } from '../../../lib/format-count';
import { currentLanguage } from '../../../lib/i18n';
import { succeeded, useFailureText } from '../../failure-text';
import { numberProblem, problemsOf, textProblem, useProblemText, wholeNumber } from '../../field-problems';
import styles from './library.module.css';

const FIELDS = ['nameKo', 'nameEn', 'sort'] as const;
type Field = (typeof FIELDS)[number];

export interface CategoryValues {
  nameKo: string;
  nameEn: string;
  /** The sort number as typed; empty on a new category (the server files it last). */
  sort: string;
}

/** The values as sent: the sort as a number, or undefined when it was left empty. */
export interface CategoryInput {
  nameKo: string;
  nameEn: string;
  sort: number | undefined;
}

interface CategoryFormProps {
  /** Names the form (several can be open at once). */
  label: string;
  initial: CategoryValues;
  /** A new category may leave its sort empty. */
  sortOptional: boolean;
  submitLabel: string;
  /** Sends; null when there was nothing to send. */
  send: (input: CategoryInput) => Promise<Envelope<LibrarySaved>> | null;
  onDone: () => void;
  onCancel?: () => void;
}

export function CategoryForm({
  label,
  initial,
  sortOptional,
  submitLabel,
  send,
  onDone,
  onCancel,
}: CategoryFormProps) {
  const { t } = useTranslation(['operator', 'errors']);
  const failureText = useFailureText();
  const language = currentLanguage();
  const fields = useFieldFocus<Field>();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<ReturnType<typeof problemsOf>>({});
  const [refused, setRefused] = useState<{ field: Field; code: string } | null>(null);
  const [failure, setFailure] = useState<Envelope<unknown> | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const problemText = useProblemText(problems);

  function set(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _gone, ...rest }) => rest);
    if (refused?.field === field) setRefused(null);
    setUnchanged(false);
  }

  function errorOf(field: Field): string | null {
    if (refused?.field !== field) return problemText(field);
    if (refused.code !== ErrorCode.ValidationFailed) return t(errorMessageKey(refused.code));
    return field === 'sort'
      ? t('library.invalid.sort', { max: formatCount(LIBRARY_SORT_MAX, language) })
      : t('library.invalid.name', { max: formatCount(LIBRARY_CATEGORY_NAME_MAX_LENGTH, language) });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setRefused(null);
    const found = problemsOf({
      nameKo: textProblem(values.nameKo, LIBRARY_CATEGORY_NAME_MAX_LENGTH),
      nameEn: textProblem(values.nameEn, LIBRARY_CATEGORY_NAME_MAX_LENGTH),
      sort: numberProblem(values.sort, 0, LIBRARY_SORT_MAX, sortOptional),
    });
    setProblems(found);
    if (fields.focusFirst(FIELDS, found)) return;
    const sort = values.sort.trim() ? (wholeNumber(values.sort) ?? undefined) : undefined;
    const sending = send({ nameKo: values.nameKo.trim(), nameEn: values.nameEn.trim(), sort });
    if (!sending) {
      setUnchanged(true);
      return;
    }
    setBusy(true);
    const response = await sending;
    flushSync(() => setBusy(false));
    if (succeeded(response)) {
      onDone();
      return;
    }
    const field = FIELDS.find((name) => name === response.field);
    if (field && response.errorCode && response.status < 500) {
      setRefused({ field, code: response.errorCode });
      fields.focus(field);
    } else {
      setFailure(response);
    }
  }

  return (
    <form
      className={styles.categoryForm}
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <div className={styles.nameGrid}>
        <TextField
          ref={fields.register('nameKo')}
          label={t('libraryCategories.nameKo')}
          lang="ko"
          value={values.nameKo}
          readOnly={busy}
          autoComplete="off"
          error={errorOf('nameKo')}
          onChange={(event) => set('nameKo', event.target.value)}
        />
        <TextField
          ref={fields.register('nameEn')}
          label={t('libraryCategories.nameEn')}
          lang="en"
          value={values.nameEn}
          readOnly={busy}
          autoComplete="off"
          error={errorOf('nameEn')}
          onChange={(event) => set('nameEn', event.target.value)}
        />
        <TextField
          ref={fields.register('sort')}
          label={t('library.sortField')}
          hint={sortOptional ? t('library.sortHintNew') : undefined}
          inputMode="numeric"
          value={values.sort}
          readOnly={busy}
          autoComplete="off"
          error={errorOf('sort')}
          onChange={(event) => set('sort', event.target.value)}
        />
      </div>
      <div role="status">{unchanged && <p className={form.notice}>{t('library.unchanged')}</p>}</div>
      {failure && (
        <p role="alert" className={form.error}>
          {failureText(failure)}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" size="sm" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {t('libraryCategories.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
