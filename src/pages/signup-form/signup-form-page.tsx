import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PHONE_CODE_LENGTH,
  USER_NAME_MAX_LENGTH,
  isValidPassword,
} from '../../../contract/user-rules';
import { checkUserId, sendPhoneCode, signup } from '../../api/users';
import form from '../../components/form/form.module.css';
import { TextField } from '../../components/form/text-field';
import { PageTitle } from '../../components/page-title';
import { formatCountdown, useSecondsLeft } from '../../lib/countdown';
import { errorMessageKey, type ErrorMessageKey } from '../../lib/error-messages';
import { useFieldFocus } from '../../lib/field-focus';
import { paths } from '../../lib/paths';
import { formatHpNumber, validHpNumber } from '../../lib/phone';
import { forgetSignupConsent } from '../../lib/signup-consent';
import styles from './signup-form-page.module.css';

const FIELDS = ['email', 'password', 'passwordConfirm', 'userName', 'hpNumber', 'code'] as const;
type Field = (typeof FIELDS)[number];

type MessageKey =
  | 'validation.emailRequired'
  | 'validation.emailFormat'
  | 'validation.passwordRequired'
  | 'validation.passwordRule'
  | 'validation.confirmRequired'
  | 'validation.mismatch'
  | 'validation.nameRequired'
  | 'signup.phoneRequired'
  | 'signup.phoneFormat'
  | 'signup.codeNotSent'
  | 'signup.codeRequired'
  | 'signup.codeFormat'
  | 'signup.codeExpired'
  | ErrorMessageKey;

type Errors = Partial<Record<Field, MessageKey>>;
type Values = Record<Field, string>;

/** The duplicate check's answer for one address; a different address has not been checked. */
type EmailCheck =
  | { email: string; state: 'checking' | 'available' | 'taken' }
  | { email: string; state: 'failed'; message: ErrorMessageKey };

interface PhoneCode {
  /** The number the code went to (digits); the code is bound to it. */
  hpNumber: string;
  sentAt: number;
  expiresAt: number;
}

const PHONE_CODE_ERRORS: string[] = [
  ErrorCode.PhoneCodeInvalid,
  ErrorCode.PhoneCodeExpired,
  ErrorCode.PhoneCodeLocked,
];
const CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

function emailProblem(email: string): MessageKey | undefined {
  if (!email) return 'validation.emailRequired';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'validation.emailFormat';
  return undefined;
}

function phoneProblem(hpNumber: string): MessageKey | undefined {
  if (!hpNumber.trim()) return 'signup.phoneRequired';
  return validHpNumber(hpNumber) ? undefined : 'signup.phoneFormat';
}

// Signup step 2 (spec §5, §7): every rule is checked here before POST /p/api/users, and every
// problem is shown next to its field; what was typed stays on any error.
export default function SignupFormPage() {
  const { t } = useTranslation(['account', 'errors', 'common']);
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({
    email: '',
    password: '',
    passwordConfirm: '',
    userName: '',
    hpNumber: '',
    code: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [emailCheck, setEmailCheck] = useState<EmailCheck | null>(null);
  const [phoneCode, setPhoneCode] = useState<PhoneCode | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const fields = useFieldFocus<Field>();
  // The address being typed now, for answers that arrive after it changed.
  const currentEmail = useRef('');
  const focusCodeAfterSend = useRef(false);

  const secondsLeft = useSecondsLeft(
    phoneCode ? { from: phoneCode.sentAt, until: phoneCode.expiresAt } : null,
  );
  const codeExpired = phoneCode !== null && secondsLeft === 0;
  const email = values.email.trim();
  const check = emailCheck?.email === email ? emailCheck : null;
  const phoneDigits = validHpNumber(values.hpNumber);
  const codeForThisNumber = phoneCode !== null && phoneCode.hpNumber === phoneDigits;

  useEffect(() => {
    if (phoneCode && focusCodeAfterSend.current) {
      focusCodeAfterSend.current = false;
      fields.focus('code');
    }
  }, [phoneCode, fields]);

  function setValue(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'email') currentEmail.current = value.trim();
  }

  function showErrors(found: Errors) {
    setErrors((current) => ({ ...current, ...found }));
  }

  /** Resolves true when the address is free, false when taken, null when the check failed or is stale. */
  async function runEmailCheck(address: string): Promise<boolean | null> {
    setEmailCheck({ email: address, state: 'checking' });
    const response = await checkUserId(address);
    if (currentEmail.current !== address) return null;
    if (response.status === 200 && response.data) {
      setEmailCheck({ email: address, state: response.data.available ? 'available' : 'taken' });
      return response.data.available;
    }
    setEmailCheck({ email: address, state: 'failed', message: errorMessageKey(response.errorCode) });
    return null;
  }

  function checkEmail(reason: 'blur' | 'button') {
    const problem = emailProblem(email);
    if (problem) {
      // Leaving an empty field is not an error yet; asking to check it is.
      if (reason === 'button' || email) showErrors({ email: problem });
      if (reason === 'button') fields.focus('email');
      return;
    }
    if (check?.state === 'checking' || (reason === 'blur' && check && check.state !== 'failed')) return;
    void runEmailCheck(email);
  }

  async function onSendCode() {
    if (sendingCode) return;
    const problem = phoneProblem(values.hpNumber);
    const digits = validHpNumber(values.hpNumber);
    if (problem || !digits) {
      showErrors({ hpNumber: problem ?? 'signup.phoneFormat' });
      fields.focus('hpNumber');
      return;
    }
    setSendingCode(true);
    const response = await sendPhoneCode(digits);
    setSendingCode(false);
    if (response.status === 200 && response.data) {
      const sentAt = Date.now();
      focusCodeAfterSend.current = true;
      setPhoneCode({ hpNumber: digits, sentAt, expiresAt: sentAt + response.data.expiresInSeconds * 1000 });
      // A new code makes the old one useless.
      setValues((current) => ({ ...current, code: '' }));
      setErrors((current) => ({ ...current, hpNumber: undefined, code: undefined }));
      return;
    }
    showErrors({ hpNumber: errorMessageKey(response.errorCode) });
  }

  function validate(): Errors {
    const found: Errors = {};
    found.email = emailProblem(email);
    if (!values.password) found.password = 'validation.passwordRequired';
    else if (!isValidPassword(values.password)) found.password = 'validation.passwordRule';
    if (!values.passwordConfirm) found.passwordConfirm = 'validation.confirmRequired';
    else if (values.passwordConfirm !== values.password) found.passwordConfirm = 'validation.mismatch';
    if (!values.userName.trim()) found.userName = 'validation.nameRequired';
    found.hpNumber = phoneProblem(values.hpNumber);
    if (!found.hpNumber && !codeForThisNumber) found.hpNumber = 'signup.codeNotSent';
    if (!found.hpNumber) {
      if (!values.code.trim()) found.code = 'signup.codeRequired';
      else if (!CODE_PATTERN.test(values.code.trim())) found.code = 'signup.codeFormat';
      else if (codeExpired) found.code = 'signup.codeExpired';
    }
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailed(false);
    const found = validate();
    const emailTaken = check?.state === 'taken';
    if (Object.values(found).some(Boolean) || emailTaken) {
      setErrors(found);
      fields.focusFirst(FIELDS, { ...found, email: found.email ?? (emailTaken || undefined) });
      if (!found.email && !check) void runEmailCheck(email);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      if (check?.state !== 'available' && (await runEmailCheck(email)) !== true) {
        fields.focus('email');
        return;
      }
      const response = await signup({
        userId: email,
        password: values.password,
        userName: values.userName.trim(),
        hpNumber: phoneDigits ?? '',
        authHpNumber: values.code.trim(),
      });
      if (response.status === 200 && response.data) {
        forgetSignupConsent();
        navigate(paths.emailAuth(email));
        return;
      }
      const code = response.errorCode;
      if (code === ErrorCode.DuplicateUserId) {
        setEmailCheck({ email, state: 'taken' });
        fields.focus('email');
      } else if (code === ErrorCode.PasswordRule) {
        setErrors({ password: errorMessageKey(code) });
        fields.focus('password');
      } else if (code && PHONE_CODE_ERRORS.includes(code)) {
        setErrors({ code: errorMessageKey(code) });
        fields.focus('code');
      } else {
        // Anything else (a rate limit, a server or network failure): spec §8 "contact the administrator".
        setFailed(true);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const emailError = errors.email
    ? t(errors.email)
    : check?.state === 'taken'
      ? t('signup.emailTaken')
      : check?.state === 'failed'
        ? t(check.message)
        : null;
  const codeError = errors.code ? t(errors.code) : codeExpired ? t('signup.codeExpired') : null;
  const codeSentNote =
    phoneCode && codeForThisNumber && !errors.hpNumber
      ? t('signup.codeSent', { phone: formatHpNumber(phoneCode.hpNumber) })
      : null;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <PageTitle title={t('common:pages.signupForm')} />
        <p className={styles.lead}>{t('signup.lead')}</p>
      </div>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <TextField
          ref={fields.register('email')}
          label={t('signup.email')}
          hint={t('signup.emailHint')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX_LENGTH}
          value={values.email}
          onChange={(event) => setValue('email', event.target.value)}
          onBlur={() => checkEmail('blur')}
          error={emailError}
          note={check?.state === 'available' ? t('signup.emailAvailable') : null}
          action={
            <button
              type="button"
              className={form.secondary}
              onClick={() => checkEmail('button')}
              disabled={check?.state === 'checking'}
              aria-busy={check?.state === 'checking'}
            >
              {check?.state === 'checking' ? t('signup.emailChecking') : t('signup.checkEmail')}
            </button>
          }
        />
        <TextField
          ref={fields.register('password')}
          label={t('signup.password')}
          hint={t('passwordRule')}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.password}
          onChange={(event) => setValue('password', event.target.value)}
          onBlur={() => {
            if (values.password && !isValidPassword(values.password)) {
              showErrors({ password: 'validation.passwordRule' });
            }
          }}
          error={errors.password ? t(errors.password) : null}
        />
        <TextField
          ref={fields.register('passwordConfirm')}
          label={t('signup.passwordConfirm')}
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.passwordConfirm}
          onChange={(event) => setValue('passwordConfirm', event.target.value)}
          onBlur={() => {
            if (values.passwordConfirm && values.passwordConfirm !== values.password) {
              showErrors({ passwordConfirm: 'validation.mismatch' });
            }
          }}
          error={errors.passwordConfirm ? t(errors.passwordConfirm) : null}
        />
        <TextField
          ref={fields.register('userName')}
          label={t('signup.name')}
          name="userName"
          autoComplete="name"
          maxLength={USER_NAME_MAX_LENGTH}
          value={values.userName}
          onChange={(event) => setValue('userName', event.target.value)}
          error={errors.userName ? t(errors.userName) : null}
        />
        <TextField
          ref={fields.register('hpNumber')}
          label={t('signup.phone')}
          hint={t('signup.phoneHint')}
          name="hpNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={16}
          value={values.hpNumber}
          onChange={(event) => setValue('hpNumber', event.target.value)}
          onBlur={() => {
            if (values.hpNumber.trim() && !validHpNumber(values.hpNumber)) {
              showErrors({ hpNumber: 'signup.phoneFormat' });
            }
          }}
          error={errors.hpNumber ? t(errors.hpNumber) : null}
          note={codeSentNote}
          action={
            <button
              type="button"
              className={form.secondary}
              onClick={() => void onSendCode()}
              disabled={sendingCode}
              aria-busy={sendingCode}
            >
              {phoneCode ? t('signup.resendCode') : t('signup.sendCode')}
            </button>
          }
        />
        {phoneCode ? (
          <TextField
            ref={fields.register('code')}
            label={t('signup.code')}
            hint={t('signup.codeHint')}
            name="authHpNumber"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            value={values.code}
            onChange={(event) => setValue('code', event.target.value)}
            error={codeError}
            action={
              // A timer's changes are not announced second by second (role=timer is aria-live=off);
              // the expiry message is.
              <span role="timer" className={form.timer}>
                <span className="visually-hidden">{t('signup.timeLeft')} </span>
                {formatCountdown(secondsLeft)}
              </span>
            }
          />
        ) : null}
        {failed ? (
          <p role="alert" className={form.alert}>
            {t('signup.failed')}
          </p>
        ) : null}
        <button
          type="submit"
          className={`${form.primary} ${form.wide}`}
          disabled={submitting}
          aria-busy={submitting}
        >
          {t('signup.submit')}
        </button>
      </form>
    </div>
  );
}
