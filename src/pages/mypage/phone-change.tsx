import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../contract/currency-rules';
import type { Envelope } from '../../../contract/envelope';
import { ErrorCode } from '../../../contract/error-codes';
import { parsePhoneNumber } from '../../../contract/phone-rules';
import { changePhoneNumber, sendPhoneChangeCode } from '../../api/users';
import form from '../../components/form/form.module.css';
import { PhoneCodeField, PhoneNumberField } from '../../components/form/phone-fields';
import { Button } from '../../components/ui/button';
import layout from '../../components/ui/layout.module.css';
import text from '../../components/ui/text.module.css';
import {
  errorMessage,
  errorMessageKey,
  hasRetryAfter,
  type ErrorMessage,
  type ErrorMessageKey,
} from '../../lib/error-messages';
import { useFieldFocus } from '../../lib/field-focus';
import {
  PHONE_CODE_ERRORS,
  PHONE_NUMBER_ERRORS,
  codeProblem,
  formatPhone,
  phoneExample,
  phoneMessageKey,
  phoneProblem,
  unbreakablePhone,
  validHpNumber,
  type CodeMessageKey,
  type PhoneMessageKey,
} from '../../lib/phone';
import { showToast } from '../../lib/toast';
import { usePhoneCode } from '../../lib/use-phone-code';
import { useAuthStore } from '../../stores/auth-store';
import styles from './phone-change.module.css';

const FIELDS = ['hpNumber', 'code'] as const;
type Field = (typeof FIELDS)[number];
type MessageKey = PhoneMessageKey | CodeMessageKey | 'phone.codeNotSent' | ErrorMessageKey;
type Errors = Partial<Record<Field, MessageKey>>;

interface PhoneValueProps {
  /** The number on the account, E.164 (or null). */
  hpNumber: string | null;
  country: Country;
  open: boolean;
  onToggle: () => void;
  /** The id of the form the button opens. */
  formId: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The phone row's value: the number in its national format, and the button that opens the change. */
export function PhoneValue({ hpNumber, country, open, onToggle, formId, buttonRef }: PhoneValueProps) {
  const { t } = useTranslation('account');
  return (
    <span className={styles.value}>
      <span className={styles.number}>{hpNumber ? formatPhone(hpNumber, country) : t('mypage.noPhone')}</span>
      <Button
        ref={buttonRef}
        variant="secondary"
        className={styles.change}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        aria-label={t('phoneChange.changeLabel')}
        onClick={onToggle}
      >
        {t('phoneChange.change')}
      </Button>
    </span>
  );
}

interface PhoneChangeFormProps {
  id: string;
  /** The number on the account, E.164 (or null). */
  current: string | null;
  country: Country;
  /** Changed: the number now on the account (E.164). */
  onChanged: (hpNumber: string) => void;
  onCancel: () => void;
}

/**
 * The phone change (issue 19): a mobile number of the deployment's country, a code texted to it
 * (POST /api/users/hp-number/code, 3 minutes, counted down), then the number with that code
 * (PUT /api/users/{uuid}/hp-number). Escape or Cancel closes it.
 */
export function PhoneChangeForm({ id, current, country, onChanged, onCancel }: PhoneChangeFormProps) {
  const { t } = useTranslation(['account', 'errors']);
  const [values, setValues] = useState({ hpNumber: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<
    ErrorMessage | { key: 'phoneChange.failed'; values?: undefined } | null
  >(null);
  const [saving, setSaving] = useState(false);
  const fields = useFieldFocus<Field>();
  const phoneCode = usePhoneCode(sendPhoneChangeCode);
  const digits = validHpNumber(values.hpNumber, country);
  const codeSentToThisNumber = phoneCode.sent !== null && phoneCode.sent.hpNumber === digits;
  const example = unbreakablePhone(phoneExample(country));
  const focusCodeAfterSend = useRef(false);

  // Opened: the number first.
  useEffect(() => fields.focus('hpNumber'), [fields]);
  useEffect(() => {
    if (phoneCode.sent && focusCodeAfterSend.current) {
      focusCodeAfterSend.current = false;
      fields.focus('code');
    }
  }, [phoneCode.sent, fields]);

  function setValue(field: Field, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  /** What is wrong with the typed number: the country's rule, or the number already on the account. */
  function numberProblem(): MessageKey | undefined {
    const problem = phoneProblem(values.hpNumber, country);
    if (problem) return phoneMessageKey(problem, country);
    if (current && parsePhoneNumber(values.hpNumber, country) === current) {
      return errorMessageKey(ErrorCode.PhoneNumberUnchanged);
    }
    return undefined;
  }

  function failWith(response: Pick<Envelope<unknown>, 'status' | 'errorCode' | 'retryAfter'>) {
    const waits = response.errorCode === ErrorCode.RateLimited || hasRetryAfter(response);
    setFailure(waits ? errorMessage(response) : { key: 'phoneChange.failed' });
  }

  async function onSendCode() {
    if (phoneCode.sending) return;
    setFailure(null);
    const problem = numberProblem();
    if (problem || !digits) {
      setErrors((previous) => ({ ...previous, hpNumber: problem ?? phoneMessageKey('format', country) }));
      fields.focus('hpNumber');
      return;
    }
    const failed = await phoneCode.send(digits);
    if (failed) {
      setErrors((previous) => ({ ...previous, hpNumber: failed.key }));
      fields.focus('hpNumber');
      return;
    }
    focusCodeAfterSend.current = true;
    // A new code makes the old one useless.
    setValues((previous) => ({ ...previous, code: '' }));
    setErrors({});
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const found: Errors = { hpNumber: numberProblem() };
    if (!found.hpNumber && !codeSentToThisNumber) found.hpNumber = 'phone.codeNotSent';
    if (!found.hpNumber) found.code = codeProblem(values.code, phoneCode.expired);
    setErrors(found);
    const uuid = useAuthStore.getState().uuid;
    if (fields.focusFirst(FIELDS, found) || !digits || !uuid) return;

    setSaving(true);
    try {
      const response = await changePhoneNumber(uuid, digits, values.code.trim());
      if (response.status === 200 && response.data) {
        showToast(t('phoneChange.changed'));
        onChanged(response.data.hpNumber);
        return;
      }
      const code = response.errorCode;
      if (code && PHONE_CODE_ERRORS.includes(code)) {
        setErrors({ code: errorMessageKey(code) });
        fields.focus('code');
      } else if (code && PHONE_NUMBER_ERRORS.includes(code)) {
        setErrors({ hpNumber: errorMessageKey(code) });
        fields.focus('hpNumber');
      } else {
        failWith(response);
      }
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }

  const codeError = errors.code ? t(errors.code) : phoneCode.expired ? t('phone.codeExpired') : null;
  const codeSentNote =
    phoneCode.sent && codeSentToThisNumber && !errors.hpNumber
      ? t('phone.codeSent', { number: unbreakablePhone(formatPhone(phoneCode.sent.hpNumber, country)) })
      : null;
  const titleId = `${id}-title`;

  return (
    <form
      id={id}
      className={`${form.form} ${styles.form}`}
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
    >
      <div>
        <h3 id={titleId} className={styles.title}>
          {t('phoneChange.title')}
        </h3>
        <p className={`${text.muted} ${styles.intro}`}>{t('phoneChange.intro')}</p>
      </div>
      <PhoneNumberField
        ref={fields.register('hpNumber')}
        country={country}
        label={t('phoneChange.newNumber')}
        name="hpNumber"
        value={values.hpNumber}
        onChange={(event) => setValue('hpNumber', event.target.value)}
        error={errors.hpNumber ? t(errors.hpNumber, { example }) : null}
        note={codeSentNote}
        action={
          <Button
            variant="secondary"
            block="phone"
            onClick={() => void onSendCode()}
            disabled={phoneCode.sending}
            aria-busy={phoneCode.sending}
          >
            {phoneCode.sent ? t('phone.resendCode') : t('phone.sendCode')}
          </Button>
        }
      />
      {phoneCode.sent ? (
        <PhoneCodeField
          ref={fields.register('code')}
          name="authHpNumber"
          value={values.code}
          onChange={(event) => setValue('code', event.target.value)}
          error={codeError}
          secondsLeft={phoneCode.secondsLeft}
        />
      ) : null}
      {failure ? (
        <p role="alert" className={form.alert}>
          {t(failure.key, failure.values)}
        </p>
      ) : null}
      <div className={`${layout.cluster} ${styles.actions}`}>
        <Button type="submit" disabled={saving} aria-busy={saving} block="phone">
          {t('phoneChange.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} block="phone">
          {t('phoneChange.cancel')}
        </Button>
      </div>
    </form>
  );
}
