import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
// Values from the zod-free rules file; the zod schemas' types only (zod stays out of the SPA).
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ACCOUNT_NUMBER_DIGITS,
  GUARDIAN_NAME_MAX_LENGTH,
  WITHDRAWAL_DOCUMENTS_MAX,
  WITHDRAWAL_FIELDS,
} from '../../../contract/asset-rules';
import type { Briefing, KeptAccount, WithdrawalRequest } from '../../../contract/assets';
import { bankLabel, banksOf } from '../../../contract/banks';
import { ErrorCode } from '../../../contract/error-codes';
import {
  CURRENCY_SETTINGS,
  isMinorOn,
  majorToMinor,
  minorToDecimalText,
  minorToMajor,
  parseMinorUnits,
  withdrawalPreview,
  type PayeeType,
} from '../../../contract/money-rules';
import { FILE_NAME_MAX_LENGTH } from '../../../contract/submission-rules';
import { newIdempotencyKey, requestWithdrawal, type WithdrawalInput } from '../../api/assets';
import { FileField } from '../../components/form/file-field';
import { fileProblemText } from '../../components/form/file-problem-text';
import form from '../../components/form/form.module.css';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { DateTime } from '../../components/ui/date-time';
import { FigureTable } from '../../components/ui/figure-table';
import { Section } from '../../components/ui/section';
import { LeaveGuard } from '../../components/upload-progress/leave-guard';
import { UploadProgress } from '../../components/upload-progress/upload-progress';
import { bankNameIn } from '../../lib/bank-name';
import { businessFigureValues } from '../../lib/business-figures';
import { errorMessageKey } from '../../lib/error-messages';
import { useFieldFocus } from '../../lib/field-focus';
import { moneyIn } from '../../lib/asset-format';
import { currentLanguage } from '../../lib/i18n';
import { localDateKey } from '../../lib/local-date';
import { paths } from '../../lib/paths';
import type { FileProblem } from '../../lib/upload-checks';
import { useUpload } from '../../lib/use-upload';
import { useDeployment } from '../../stores/deployment-store';
import {
  accountDigits,
  accountProblem,
  amountProblem,
  bankProblem,
  birthProblem,
  checkDocument,
  guardianNameProblem,
  holderProblem,
  phoneProblem,
  type AmountProblem,
  type TextProblem,
} from './withdraw-checks';
import styles from './withdraw-page.module.css';
import text from '../../components/ui/text.module.css';

const FIELDS = [
  'amount',
  'payeeType',
  'accountFromRequest',
  'accountHolder',
  'bankName',
  'accountNumber',
  'dateOfBirth',
  'guardianName',
  'guardianPhone',
  'guardianConsent',
  'documents',
] as const;
type Field = (typeof FIELDS)[number];

/** The fields whose "nothing entered" has a sentence of its own (locales: withdraw.problems.required). */
const REQUIRED_FIELDS = [
  'amount',
  'accountHolder',
  'bankName',
  'accountNumber',
  'dateOfBirth',
  'guardianName',
  'guardianPhone',
  'guardianConsent',
] as const satisfies readonly Field[];
type RequiredField = (typeof REQUIRED_FIELDS)[number];
const isRequiredField = (field: Field): field is RequiredField =>
  (REQUIRED_FIELDS as readonly Field[]).includes(field);

/** The account typed (the kept account's choice falls back to these). */
const ACCOUNT_FIELDS: readonly Field[] = ['accountHolder', 'bankName', 'accountNumber'];

type Problem =
  | { kind: 'amount'; problem: AmountProblem }
  | { kind: 'text'; problem: TextProblem }
  | { kind: 'file'; problem: FileProblem | 'notDocument' }
  /** The server refused the value of this field (its §8 message). */
  | { kind: 'server'; code: string };

/** Server codes that name the field at fault; the envelope's `field` decides for the others. */
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  [ErrorCode.WithdrawalAmountInvalid]: 'amount',
  [ErrorCode.WithdrawalBelowMinimum]: 'amount',
  [ErrorCode.WithdrawalInsufficientBalance]: 'amount',
  [ErrorCode.WithdrawalHolderInvalid]: 'accountHolder',
  [ErrorCode.WithdrawalBankInvalid]: 'bankName',
  [ErrorCode.WithdrawalBankUnknown]: 'bankName',
  [ErrorCode.WithdrawalAccountInvalid]: 'accountNumber',
  [ErrorCode.WithdrawalAccountSourceInvalid]: 'accountFromRequest',
  [ErrorCode.WithdrawalPayeeTypeInvalid]: 'payeeType',
  [ErrorCode.WithdrawalBirthDateInvalid]: 'dateOfBirth',
  [ErrorCode.WithdrawalDocumentsRequired]: 'documents',
};

/** The server's multipart field names onto the form's fields. */
function fieldOfName(name: string | undefined): Field | undefined {
  if (!name) return undefined;
  if (/^document\d$/.test(name)) return 'documents';
  if (name === WITHDRAWAL_FIELDS.vatRegistered) return 'payeeType';
  return (FIELDS as readonly string[]).includes(name) ? (name as Field) : undefined;
}

interface DocumentSlot {
  id: number;
  file: File;
  checking: boolean;
  problem: FileProblem | 'notDocument' | null;
  check: Promise<FileProblem | 'notDocument' | null>;
}

const EMPTY = {
  amount: '',
  payeeType: 'individual' as PayeeType,
  vatRegistered: false,
  accountHolder: '',
  /** The bank's code in the deployment's list (contract/banks.ts), '' until one is chosen. */
  bankName: '',
  accountNumber: '',
  dateOfBirth: '',
  guardianName: '',
  guardianPhone: '',
};

/**
 * The withdraw form (issue 10): amount in the deployment's currency (parsed to integer minor units,
 * never a float) with an "all" button, payee (individual or business, VAT-registered), account,
 * date of birth and, for a minor, the guardian's name, phone and consent form; the documents of the
 * profit policies, each checked from its bytes. "Review" shows the preview (gross, tax, net, payout
 * date); "Confirm" sends it with the upload bar and cancel, under an Idempotency-Key made once for
 * this form's values, so a double click or a retry makes one withdrawal. A refusal shows its §8
 * message at its field and keeps what was typed; leaving with unsent input asks first.
 *
 * The account (issue 19 item 5): the bank is chosen from the deployment's list; with `kept` (the
 * last request's account, masked: GET /api/assets/withdrawals/payout-details) the form offers it
 * first, chosen, with "another account" showing the empty fields; sending it sends only the
 * request it is from, and the server copies the whole number. Each field's message names its
 * own problem.
 */
export function WithdrawForm({ briefing, kept }: { briefing: Briefing; kept: KeptAccount | null }) {
  const { t } = useTranslation(['assets', 'entries', 'errors']);
  const { t: tEntries } = useTranslation('entries');
  const language = currentLanguage();
  const navigate = useNavigate();
  const deployment = useDeployment();
  const { currency } = briefing;
  const money = moneyIn(currency, language);
  const moneyMinor = (minor: number) => money(minorToMajor(minor, currency));
  const availableMinor = majorToMinor(briefing.available, currency) ?? 0;
  const minimumMinor =
    majorToMinor(briefing.minimumWithdrawal, currency) ?? CURRENCY_SETTINGS[currency].minimumWithdrawalMinor;
  const today = useMemo(() => localDateKey(), []);
  const payeeErrorId = useId();
  const accountErrorId = useId();
  const keptHintId = useId();
  const { country } = deployment;
  const digits = ACCOUNT_NUMBER_DIGITS[country];

  // The payee of the last request is chosen again; the creator may change it.
  const [initial] = useState(() =>
    kept ? { ...EMPTY, payeeType: kept.payeeType, vatRegistered: kept.vatRegistered } : EMPTY,
  );
  const [values, setValues] = useState(initial);
  const [useKept, setUseKept] = useState(kept !== null);
  const usingKept = kept !== null && useKept;
  const [documents, setDocuments] = useState<DocumentSlot[]>([]);
  const [consent, setConsent] = useState<DocumentSlot | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [step, setStep] = useState<'form' | 'preview'>('form');
  // One key per confirmed set of values: kept across retries, dropped when anything changes.
  const keyRef = useRef<string | null>(null);
  const nextSlot = useRef(1);
  const fields = useFieldFocus<Field>();
  const upload = useUpload<WithdrawalRequest>();
  const { state } = upload;
  const uploading = state.phase === 'uploading';
  const previewHeading = useRef<HTMLHeadingElement>(null);

  const minor = values.dateOfBirth !== '' && isMinorOn(values.dateOfBirth, today, deployment.country);
  const dirty =
    state.phase !== 'done' &&
    (documents.length > 0 ||
      consent !== null ||
      (Object.keys(initial) as (keyof typeof initial)[]).some((key) => values[key] !== initial[key]));

  useEffect(() => {
    // After the leave guard has stood down (a child's effects run first).
    if (state.phase === 'done') navigate(paths.myAsset, { state: { withdrawalReceived: state.data.uuid } });
  }, [state, navigate]);

  useEffect(() => {
    if (step === 'preview') previewHeading.current?.focus();
  }, [step]);

  function changed() {
    keyRef.current = null;
    if (state.phase === 'failed' || state.phase === 'cancelled') upload.reset();
  }

  function set<K extends keyof typeof values>(key: K, value: (typeof values)[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    const field: Field = key === 'vatRegistered' ? 'payeeType' : (key as Field);
    setProblems((current) => ({ ...current, [field]: undefined }));
    changed();
  }

  function chooseAccount(keep: boolean) {
    setUseKept(keep);
    setProblems((current) => ({ ...current, accountFromRequest: undefined }));
    changed();
  }

  function slotFor(file: File, id = nextSlot.current++): DocumentSlot {
    const check = checkDocument(file).catch((): FileProblem => ({ code: 'unreadable' }));
    return { id, file, checking: true, problem: null, check };
  }

  function settle(slot: DocumentSlot, apply: (done: DocumentSlot) => void) {
    void slot.check.then((problem) => apply({ ...slot, checking: false, problem }));
  }

  function chooseDocument(file: File, replace?: number) {
    const slot = slotFor(file, replace);
    setDocuments((current) =>
      replace === undefined
        ? [...current, slot].slice(0, WITHDRAWAL_DOCUMENTS_MAX)
        : current.map((d) => (d.id === replace ? slot : d)),
    );
    setProblems((current) => ({ ...current, documents: undefined }));
    changed();
    settle(slot, (done) =>
      setDocuments((current) => current.map((d) => (d.id === done.id && d.check === done.check ? done : d))),
    );
  }

  function removeDocument(id: number) {
    setDocuments((current) => current.filter((d) => d.id !== id));
    setProblems((current) => ({ ...current, documents: undefined }));
    changed();
  }

  function chooseConsent(file: File) {
    const slot = slotFor(file);
    setConsent(slot);
    setProblems((current) => ({ ...current, guardianConsent: undefined }));
    changed();
    settle(slot, (done) => setConsent((current) => (current?.check === done.check ? done : current)));
  }

  function setAll() {
    set('amount', minorToDecimalText(availableMinor, currency));
  }

  async function validate() {
    const found: Partial<Record<Field, Problem>> = {};
    const amount = amountProblem(values.amount, currency, availableMinor);
    if (amount) found.amount = { kind: 'amount', problem: amount };
    const text = (field: Field, problem: TextProblem | null) => {
      if (problem) found[field] = { kind: 'text', problem };
    };
    if (!usingKept) {
      text('accountHolder', holderProblem(values.accountHolder));
      text('bankName', bankProblem(values.bankName, country));
      text('accountNumber', accountProblem(values.accountNumber, country));
    }
    text('dateOfBirth', birthProblem(values.dateOfBirth, today));
    if (minor) {
      text('guardianName', guardianNameProblem(values.guardianName));
      text('guardianPhone', phoneProblem(values.guardianPhone));
      if (!consent) found.guardianConsent = { kind: 'text', problem: 'required' };
      else {
        const problem = await consent.check;
        if (problem) found.guardianConsent = { kind: 'file', problem };
      }
    }
    if (documents.length === 0 && briefing.documentsRequired) {
      found.documents = { kind: 'server', code: ErrorCode.WithdrawalDocumentsRequired };
    }
    for (const slot of documents) {
      const problem = await slot.check;
      if (problem) {
        found.documents = { kind: 'file', problem };
        break;
      }
    }
    return found;
  }

  async function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = await validate();
    setProblems(found);
    if (fields.focusFirst(FIELDS, found)) return;
    setStep('preview');
  }

  const grossMinor = (() => {
    const parsed = parseMinorUnits(values.amount, currency);
    return parsed.ok && parsed.minor > 0 ? parsed.minor : 0;
  })();
  const preview = withdrawalPreview({
    grossMinor,
    country: deployment.country,
    payeeType: values.payeeType,
    vatRegistered: values.payeeType === 'business' && values.vatRegistered,
  });

  async function confirm() {
    if (uploading) return;
    keyRef.current ??= newIdempotencyKey();
    const input: WithdrawalInput = {
      amount: values.amount,
      accountHolder: values.accountHolder.trim(),
      bankName: values.bankName,
      accountNumber: values.accountNumber.trim(),
      accountFromRequest: usingKept ? kept.requestUuid : null,
      payeeType: values.payeeType,
      vatRegistered: values.payeeType === 'business' && values.vatRegistered,
      dateOfBirth: values.dateOfBirth,
      guardian:
        minor && consent
          ? { name: values.guardianName.trim(), phone: values.guardianPhone.trim(), consent: consent.file }
          : null,
      documents: documents.map((slot) => slot.file),
    };
    const key = keyRef.current;
    const envelope = await upload.start((callbacks) => requestWithdrawal(input, key, callbacks));
    const code = envelope?.errorCode;
    if (!code) return;
    const field =
      code === ErrorCode.WithdrawalGuardianRequired || code === ErrorCode.ControlCharacters
        ? (fieldOfName(envelope?.field) ??
          (code === ErrorCode.WithdrawalGuardianRequired ? 'guardianName' : undefined))
        : (FIELD_OF_CODE[code] ?? fieldOfName(envelope?.field));
    if (field) {
      // A typed account's field: shown again if the kept account was chosen.
      if (ACCOUNT_FIELDS.includes(field)) setUseKept(false);
      // Back to the form, the message at its field, everything typed still there.
      setProblems((current) => ({ ...current, [field]: { kind: 'server', code } }));
      setStep('form');
      requestAnimationFrame(() => fields.focus(field));
    }
  }

  function problemText(field: Field): string | null {
    const problem = problems[field];
    if (!problem) return null;
    const figures = { minimum: moneyMinor(minimumMinor), available: moneyMinor(availableMinor) };
    switch (problem.kind) {
      case 'server':
        return t(errorMessageKey(problem.code));
      case 'amount':
        if (problem.problem === 'required') return t('withdraw.problems.required.amount');
        if (problem.problem === 'invalid') return t(`withdraw.problems.amountInvalid_${currency}`);
        return t(`withdraw.problems.${problem.problem}`, figures);
      case 'text':
        switch (problem.problem) {
          case 'required':
            return isRequiredField(field)
              ? t(`withdraw.problems.required.${field}`)
              : t('errors:VALIDATION_FAILED');
          case 'tooLong':
            return field === 'guardianName'
              ? t('withdraw.problems.tooLong.guardianName', { max: GUARDIAN_NAME_MAX_LENGTH })
              : t('withdraw.problems.tooLong.accountHolder', { max: ACCOUNT_HOLDER_MAX_LENGTH });
          case 'accountLength':
            return t('withdraw.problems.accountLength', {
              ...digits,
              digits: accountDigits(values.accountNumber),
            });
          default:
            return t(`withdraw.problems.${problem.problem}`);
        }
      case 'file':
        return problem.problem === 'notDocument'
          ? t('withdraw.notDocument')
          : fileProblemText(tEntries, problem.problem, language);
    }
  }

  const failedElsewhere =
    state.phase === 'failed' && !Object.values(problems).some((problem) => problem?.kind === 'server');
  const figures = businessFigureValues(language, { ...deployment, currency });
  const fileAccept = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';
  const guard = (
    <LeaveGuard
      active={dirty || uploading}
      onLeave={upload.cancel}
      texts={{
        title: t('withdraw.leaveTitle'),
        text: t('withdraw.leaveText'),
        stay: t('withdraw.leaveStay'),
        leave: t('withdraw.leaveLeave'),
      }}
    />
  );

  if (step === 'preview') {
    // Withheld taxes are subtracted as 0 - x: no tax reads "₩0", where -0 would read "-₩0".
    const rows: Array<[string, number, boolean]> = [
      [t('withdraw.gross'), preview.grossMinor, true],
      [
        t('withdraw.vat'),
        preview.vatMinor,
        preview.vatMinor > 0 || (values.payeeType === 'business' && values.vatRegistered),
      ],
      [t('withdraw.incomeTax'), 0 - preview.incomeTaxMinor, values.payeeType === 'individual'],
      [t('withdraw.localIncomeTax'), 0 - preview.localIncomeTaxMinor, values.payeeType === 'individual'],
    ];
    return (
      <Card>
        <Section
          title={t('withdraw.previewTitle')}
          intro={t('withdraw.previewIntro')}
          titleRef={previewHeading}
        >
          <FigureTable
            rows={[
              ...rows
                .filter(([, , shown]) => shown)
                .map(([label, amount]) => ({ key: label, label, value: moneyMinor(amount) })),
              { key: 'net', label: t('withdraw.net'), value: moneyMinor(preview.netMinor), total: true },
              {
                key: 'payoutDate',
                label: t('withdraw.payoutDate'),
                value: <DateTime date={briefing.expectedPayoutDate} />,
              },
              {
                key: 'account',
                label: t('withdraw.account'),
                value: usingKept ? (
                  <AccountText
                    bank={bankNameOf(kept.bankCode, kept.bankName)}
                    number={kept.accountNumberMasked}
                    holder={kept.accountHolder}
                  />
                ) : (
                  <AccountText
                    bank={bankNameOf(values.bankName, values.bankName)}
                    number={values.accountNumber.trim()}
                    holder={values.accountHolder.trim()}
                  />
                ),
              },
            ]}
          />
          <p className={text.muted}>{t('withdraw.payoutTime', { payoutTime: figures.payoutTime })}</p>
          {state.phase === 'uploading' && (
            <UploadProgress
              label={t('withdraw.sending')}
              progress={state.progress}
              rate={state.rate}
              onCancel={upload.cancel}
            />
          )}
          <div role="status">
            {state.phase === 'cancelled' && <p className={form.notice}>{t('withdraw.cancelled')}</p>}
          </div>
          {failedElsewhere && (
            <div role="alert" className={form.alert}>
              <p>{t('withdraw.failed')}</p>
              {state.phase === 'failed' && <p>{t(errorMessageKey(state.errorCode))}</p>}
            </div>
          )}
          <div className={styles.actions}>
            <Button block="phone" aria-disabled={uploading || undefined} onClick={() => void confirm()}>
              {t('withdraw.confirm')}
            </Button>
            <Button variant="secondary" block="phone" disabled={uploading} onClick={() => setStep('form')}>
              {t('withdraw.edit')}
            </Button>
          </div>
          {guard}
        </Section>
      </Card>
    );
  }

  const errorOf = (field: Field) => problemText(field);
  const documentsError = errorOf('documents');
  const payeeError = errorOf('payeeType');
  const accountChoiceError = errorOf('accountFromRequest');
  const hintFigures = { minimum: money(briefing.minimumWithdrawal), available: money(briefing.available) };

  return (
    <Card>
      <form className={form.form} onSubmit={(event) => void review(event)} noValidate>
        <TextField
          ref={fields.register('amount')}
          label={t('withdraw.amount')}
          hint={t(`withdraw.amountHint_${currency}`, hintFigures)}
          value={values.amount}
          inputMode={CURRENCY_SETTINGS[currency].minorDigits ? 'decimal' : 'numeric'}
          autoComplete="off"
          onChange={(event) => set('amount', event.target.value)}
          error={errorOf('amount')}
          action={
            <Button
              variant="secondary"
              aria-label={t('withdraw.allLabel', { amount: money(briefing.available) })}
              onClick={setAll}
            >
              {t('withdraw.all')}
            </Button>
          }
        />

        <fieldset className={styles.choice} aria-describedby={payeeError ? payeeErrorId : undefined}>
          <legend>{t('withdraw.payee')}</legend>
          <label>
            <input
              ref={fields.register('payeeType')}
              type="radio"
              name="payeeType"
              checked={values.payeeType === 'individual'}
              onChange={() => set('payeeType', 'individual')}
            />
            {t('withdraw.individual')}
          </label>
          <label>
            <input
              type="radio"
              name="payeeType"
              checked={values.payeeType === 'business'}
              onChange={() => set('payeeType', 'business')}
            />
            {t('withdraw.business')}
          </label>
          {values.payeeType === 'business' && (
            <Checkbox
              label={t('withdraw.vatRegistered')}
              checked={values.vatRegistered}
              onChange={(event) => set('vatRegistered', event.target.checked)}
            />
          )}
          <div aria-live="polite">
            {payeeError && (
              <p id={payeeErrorId} className={form.error}>
                {payeeError}
              </p>
            )}
          </div>
        </fieldset>

        {kept && (
          <fieldset
            className={styles.accountChoice}
            aria-describedby={
              [accountChoiceError ? accountErrorId : null, usingKept ? keptHintId : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
          >
            <legend>{t('withdraw.accountChoice')}</legend>
            <label>
              <input
                ref={fields.register('accountFromRequest')}
                type="radio"
                name="account"
                checked={useKept}
                aria-invalid={accountChoiceError ? true : undefined}
                onChange={() => chooseAccount(true)}
              />
              <span className={styles.accountOption}>
                <span>{t('withdraw.keptAccount')}</span>
                <span className={text.muted}>
                  <AccountText
                    bank={bankNameOf(kept.bankCode, kept.bankName)}
                    number={kept.accountNumberMasked}
                    holder={kept.accountHolder}
                  />
                </span>
              </span>
            </label>
            <label>
              <input type="radio" name="account" checked={!useKept} onChange={() => chooseAccount(false)} />
              {t('withdraw.otherAccount')}
            </label>
            {usingKept && (
              <p id={keptHintId} className={text.mutedXs}>
                {t('withdraw.keptAccountHint')}
              </p>
            )}
            <div aria-live="polite">
              {accountChoiceError && (
                <p id={accountErrorId} className={form.error}>
                  {accountChoiceError}
                </p>
              )}
            </div>
          </fieldset>
        )}

        {!usingKept && (
          <>
            <TextField
              ref={fields.register('accountHolder')}
              label={t('withdraw.holder')}
              value={values.accountHolder}
              autoComplete="name"
              onChange={(event) => set('accountHolder', event.target.value)}
              error={errorOf('accountHolder')}
            />
            <SelectField
              ref={fields.register('bankName')}
              label={t('withdraw.bank')}
              value={values.bankName}
              onChange={(event) => set('bankName', event.target.value)}
              error={errorOf('bankName')}
            >
              <option value="">{t('withdraw.bankPlaceholder')}</option>
              {banksOf(country).map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bankLabel(bank, language)}
                </option>
              ))}
            </SelectField>
            <TextField
              ref={fields.register('accountNumber')}
              label={t('withdraw.accountNumber')}
              hint={t('withdraw.accountHint', digits)}
              value={values.accountNumber}
              inputMode="numeric"
              autoComplete="off"
              onChange={(event) => set('accountNumber', event.target.value)}
              error={errorOf('accountNumber')}
            />
          </>
        )}
        <TextField
          ref={fields.register('dateOfBirth')}
          label={t('withdraw.dateOfBirth')}
          type="date"
          max={today}
          value={values.dateOfBirth}
          autoComplete="bday"
          onChange={(event) => set('dateOfBirth', event.target.value)}
          error={errorOf('dateOfBirth')}
        />

        {minor && (
          <fieldset className={styles.group}>
            <legend>{t('withdraw.guardianTitle')}</legend>
            <p className={text.muted}>{t('withdraw.minorNote', { age: deployment.adultAge })}</p>
            <TextField
              ref={fields.register('guardianName')}
              label={t('withdraw.guardianName')}
              value={values.guardianName}
              autoComplete="off"
              onChange={(event) => set('guardianName', event.target.value)}
              error={errorOf('guardianName')}
            />
            <TextField
              ref={fields.register('guardianPhone')}
              label={t('withdraw.guardianPhone')}
              type="tel"
              value={values.guardianPhone}
              autoComplete="off"
              onChange={(event) => set('guardianPhone', event.target.value)}
              error={errorOf('guardianPhone')}
            />
            <FileField
              ref={fields.register('guardianConsent')}
              label={t('withdraw.guardianConsent')}
              hint={t('withdraw.fileHint', { name: FILE_NAME_MAX_LENGTH })}
              accept={fileAccept}
              file={consent?.file ?? null}
              checking={consent?.checking}
              error={errorOf('guardianConsent') ?? consentProblem(consent)}
              onChoose={chooseConsent}
            />
          </fieldset>
        )}

        <fieldset className={styles.group}>
          <legend>{t('withdraw.documents')}</legend>
          <p className={text.muted}>
            {t('withdraw.documentsHint', { name: FILE_NAME_MAX_LENGTH, max: WITHDRAWAL_DOCUMENTS_MAX })}{' '}
            {briefing.documentsRequired ? t('withdraw.documentsRequired') : t('withdraw.documentsOptional')}
          </p>
          {documents.map((slot, index) => (
            <div key={slot.id} className={styles.documentRow}>
              <FileField
                label={t('withdraw.document', { number: index + 1 })}
                accept={fileAccept}
                file={slot.file}
                checking={slot.checking}
                error={slot.problem ? slotProblem(slot.problem) : null}
                onChoose={(file) => chooseDocument(file, slot.id)}
              />
              <Button variant="secondary" block="phone" onClick={() => removeDocument(slot.id)}>
                {t('withdraw.removeDocument', { name: slot.file.name })}
              </Button>
            </div>
          ))}
          {documents.length < WITHDRAWAL_DOCUMENTS_MAX && (
            <FileField
              // A new input after each choice, so the same file can be added again after a removal.
              key={`add-${documents.length}-${documents.at(-1)?.id ?? 0}`}
              ref={fields.register('documents')}
              label={t('withdraw.addDocument')}
              accept={fileAccept}
              file={null}
              error={documentsError}
              onChoose={(file) => chooseDocument(file)}
            />
          )}
        </fieldset>

        <div className={styles.actions}>
          <Button type="submit" block="phone">
            {t('withdraw.next')}
          </Button>
        </div>
        {guard}
      </form>
    </Card>
  );

  /** A bank's name in the reader's language from its code; `fallback` when the list has no such code. */
  function bankNameOf(code: string, fallback: string): string {
    return bankNameIn(code, fallback, country, language);
  }

  function slotProblem(problem: FileProblem | 'notDocument'): string {
    return problem === 'notDocument'
      ? t('withdraw.notDocument')
      : fileProblemText(tEntries, problem, language);
  }

  function consentProblem(slot: DocumentSlot | null): string | null {
    return slot?.problem ? slotProblem(slot.problem) : null;
  }
}

/** An account as one line: the bank, the number (never broken) and the holder's name, isolated. */
function AccountText({ bank, number, holder }: { bank: string; number: string; holder: string }) {
  return (
    <>
      {bank} <span className={styles.nowrap}>{number}</span>, <bdi>{holder}</bdi>
    </>
  );
}
