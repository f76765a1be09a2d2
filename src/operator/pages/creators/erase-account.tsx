// Erasing an account on its owner's request (support): a section of the creator's page whose
// button opens a dialog. The dialog loads what the erasure would erase and keep, or why it is
// refused now (with links to what blocks it, where the operator's role has a screen for it); the
// operator retypes the account's login email to confirm and picks the final mail's language.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Envelope } from '../../../../contract/envelope';
import { ErrorCode } from '../../../../contract/error-codes';
import type { CreatorDetail, ErasureCounts, ErasurePreview } from '../../../../contract/operator';
import form from '../../../components/form/form.module.css';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/dialog';
import { PageState } from '../../../components/ui/page-state';
import { showAlert } from '../../../lib/alert';
import { LANGUAGES, type Language } from '../../../lib/constants';
import { errorMessage } from '../../../lib/error-messages';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useEnvelope } from '../../../lib/use-envelope';
import { eraseCreator, getErasurePreview } from '../../api/creators';
import { useMayUse } from '../../guard';
import pages from '../../operator-pages.module.css';
import styles from './erase-account.module.css';
import { operatorPaths } from '../../paths';

type Account = CreatorDetail['account'];

/** What goes, in the order the dialog lists it; then what stays. */
const ERASED = [
  'sessions',
  'inquiries',
  'notifications',
  'entriesDeleted',
  'withdrawalsErased',
  'files',
] as const;
const KEPT = ['worksKept', 'ledgerLines'] as const;
type Count = keyof ErasureCounts;

/** The refusals the erase call answers while something must be finished first. */
const REFUSED_NOW: readonly string[] = [ErrorCode.LeaveWithdrawalPending, ErrorCode.LeaveEntryInProgress];

interface EraseAccountProps {
  account: Account;
  /** After the erasure: the page loads the account again (now withdrawn). */
  onErased: () => void;
}

export function EraseAccount({ account, onErased }: EraseAccountProps) {
  const { t } = useTranslation('operator');
  const [open, setOpen] = useState(false);
  const name = account.name || account.email;

  function erased() {
    setOpen(false);
    showToast(t('creator.erase.done', { name }));
    onErased();
  }

  function alreadyLeft() {
    setOpen(false);
    void showAlert(t('creator.conflict')).then(onErased);
  }

  return (
    <Card title={t('creator.erase.title')}>
      <div className={pages.stack}>
        <p>{t('creator.erase.lead')}</p>
        <Button variant="danger" className={pages.start} onClick={() => setOpen(true)}>
          {t('creator.erase.open')}
        </Button>
      </div>
      {open && (
        <EraseDialog
          account={account}
          name={name}
          onClose={() => setOpen(false)}
          onErased={erased}
          onAlreadyLeft={alreadyLeft}
        />
      )}
    </Card>
  );
}

interface EraseDialogProps {
  account: Account;
  name: string;
  onClose: () => void;
  onErased: () => void;
  onAlreadyLeft: () => void;
}

function EraseDialog({ account, name, onClose, onErased, onAlreadyLeft }: EraseDialogProps) {
  const { t } = useTranslation(['operator', 'errors']);
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState(0);
  const preview = useEnvelope(`operator-erasure:${account.uuid}#${previews}`, (signal) =>
    getErasurePreview(account.uuid, signal),
  );
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The erasure was refused after the preview allowed it: the preview is loaded again.
  const [changed, setChanged] = useState(false);
  const matches = email.trim().toLowerCase() === account.email.toLowerCase();

  async function afterRefusal(response: Envelope<unknown>) {
    const code = response.errorCode ?? '';
    if (code === ErrorCode.ValidationFailed && response.field === 'email') {
      setEmailProblem(t('creator.erase.emailMismatch'));
      emailRef.current?.focus();
      return;
    }
    if (REFUSED_NOW.includes(code)) {
      setChanged(true);
      setPreviews((count) => count + 1);
      return;
    }
    if (code === ErrorCode.AccountStateConflict) {
      onAlreadyLeft();
      return;
    }
    const message = errorMessage(response);
    setFailure(t(message.key, message.values));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!matches || busy) return;
    setFailure(null);
    setEmailProblem(null);
    setBusy(true);
    const response = await eraseCreator(account.uuid, email.trim(), language);
    setBusy(false);
    if (response.status >= 200 && response.status < 300) {
      onErased();
      return;
    }
    await afterRefusal(response);
  }

  let body;
  if (preview.status === 'loading') body = <PageState kind="loading" compact />;
  else if (preview.status === 'error') {
    body = (
      <PageState
        kind="error"
        compact
        title={t('creator.erase.previewError')}
        errorCode={preview.errorCode}
        onRetry={preview.retry}
      />
    );
  } else if (preview.data.refusal) {
    body = <Refusal refusal={preview.data.refusal} changed={changed} />;
  } else {
    body = (
      <form
        id={`${titleId}-form`}
        className={pages.stack}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <Counts counts={preview.data.counts} />
        <TextField
          ref={emailRef}
          label={t('creator.erase.email')}
          hint={t('creator.erase.emailHint', { email: account.email })}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          readOnly={busy}
          error={emailProblem}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailProblem(null);
          }}
        />
        <fieldset className={pages.fieldset} disabled={busy}>
          <legend className={pages.legend}>{t('creator.erase.mailLanguage')}</legend>
          <div className={styles.languages}>
            {LANGUAGES.map((value) => (
              <label key={value} className={pages.cluster}>
                <input
                  type="radio"
                  name={`${titleId}-language`}
                  value={value}
                  checked={language === value}
                  onChange={() => setLanguage(value)}
                />
                {t(`languages.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {failure && (
          <div role="alert" className={form.alert}>
            <p>{t('creator.erase.failed')}</p>
            <p>{failure}</p>
          </div>
        )}
      </form>
    );
  }
  const canErase = preview.status === 'ready' && !preview.data.refusal;

  return (
    <Modal labelledBy={titleId} onClose={onClose} initialFocus={cancelRef} closeOnBackdrop={false}>
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('creator.erase.dialogTitle', { name })}
        </h2>
        {body}
        <div className={styles.dialogActions}>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            {t(canErase ? 'cancel' : 'creator.erase.close')}
          </Button>
          {canErase && (
            <Button
              type="submit"
              form={`${titleId}-form`}
              variant="danger"
              disabled={!matches || busy}
              aria-busy={busy}
            >
              {t('creator.erase.confirm')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}

function Counts({ counts }: { counts: ErasureCounts }) {
  const { t } = useTranslation('operator');
  const erasedId = useId();
  const keptId = useId();
  const list = (keys: readonly Count[]) =>
    keys.map((key) => <li key={key}>{t(`creator.erase.counts.${key}`, { count: counts[key] })}</li>);
  return (
    <div className={styles.counts}>
      <section aria-labelledby={erasedId}>
        <h3 id={erasedId}>{t('creator.erase.erased')}</h3>
        <ul>{list(ERASED)}</ul>
      </section>
      <section aria-labelledby={keptId}>
        <h3 id={keptId}>{t('creator.erase.kept')}</h3>
        <ul>
          {list(KEPT)}
          <li>{t('creator.erase.keptAmounts')}</li>
        </ul>
      </section>
    </div>
  );
}

interface RefusalProps {
  refusal: NonNullable<ErasurePreview['refusal']>;
  /** The erase call was refused although the first preview allowed it. */
  changed: boolean;
}

function Refusal({ refusal, changed }: RefusalProps) {
  const { t } = useTranslation('operator');
  const mayUseMoney = useMayUse('money');
  const mayUseEntries = useMayUse('entries');
  const withdrawal = refusal.reason === 'withdrawalPending';

  function stateText(state: string): string {
    if (withdrawal && state === 'requested') return t('withdrawalStates.requested');
    if (state === 'reviewing' || state === 'converting' || state === 'approved')
      return t(`entryStates.${state}`);
    return state;
  }

  function subjectLink(uuid: string) {
    const label = t(withdrawal ? 'creator.erase.withdrawalSubject' : 'creator.erase.entrySubject');
    const id = <span className={pages.id}>{uuid}</span>;
    if (withdrawal && mayUseMoney) {
      return (
        <Link to={operatorPaths.withdrawals({ state: 'requested' })}>
          {label} {id}
        </Link>
      );
    }
    if (!withdrawal && mayUseEntries) {
      return (
        <Link to={operatorPaths.entry(uuid)}>
          {label} {id}
        </Link>
      );
    }
    return (
      <span>
        {label} {id}
      </span>
    );
  }

  return (
    <div className={pages.stack} role={changed ? 'alert' : undefined}>
      {changed && <p>{t('creator.erase.changed')}</p>}
      <p>
        <strong>{t('creator.erase.refused')}</strong> {t(`creator.erase.refusals.${refusal.reason}`)}
      </p>
      {refusal.subjects.length > 0 && (
        <ul className={pages.files}>
          {refusal.subjects.map((subject) => (
            <li key={subject.uuid} className={pages.cluster}>
              {subjectLink(subject.uuid)}
              <span className={pages.muted}>{stateText(subject.state)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
