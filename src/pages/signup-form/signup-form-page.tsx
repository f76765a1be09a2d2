import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import { PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH, isValidPassword } from '../../../contract/user-rules';
import { sendPhoneCode, signup } from '../../api/users';
import { EmailField, emailProblem } from '../../components/email-field';
import form from '../../components/form/form.module.css';
import { PhoneCodeField, PhoneNumberField } from '../../components/form/phone-fields';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { Page, PageHeader } from '../../components/ui/page';
import { errorMessageKey } from '../../lib/error-messages';
import { useFieldFocus } from '../../lib/field-focus';
import { paths } from '../../lib/paths';
import {
  PHONE_CODE_ERRORS,
  PHONE_NUMBER_ERRORS,
  formatPhone,
  phoneExample,
  unbreakablePhone,
  validHpNumber,
} from '../../lib/phone';
import { forgetSignupConsent } from '../../lib/signup-consent';
import { usePhoneCode } from '../../lib/use-phone-code';
import { useDeployment } from '../../stores/deployment-store';
import { FIELDS, phoneProblem, validateSignup, type Errors, type Field, type Values } from './signup-rules';
import { useEmailCheck } from './use-email-check';

const EMPTY: Values = { email: '', password: '', passwordConfirm: '', userName: '', hpNumber: '', code: '' };

// Signup step 2 (spec §5, §7): every rule is checked here before POST /p/api/users, and every
// problem is shown next to its field; what was typed stays on any error. The phone number is one of
// the deployment's country (issue 19: GET /p/api/deployment `country`, contract/phone-rules.ts).
export default function SignupFormPage() {
  const { t } = useTranslation(['account', 'errors', 'common']);
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const fields = useFieldFocus<Field>();
  const email = values.email.trim();
  const emailCheck = useEmailCheck(email);
  const { check } = emailCheck;
  const { country } = useDeployment();
  const example = unbreakablePhone(phoneExample(country));
  const phoneCode = usePhoneCode(sendPhoneCode);
  const phoneDigits = validHpNumber(values.hpNumber, country);
  const codeSentToThisNumber = phoneCode.sent !== null && phoneCode.sent.hpNumber === phoneDigits;
  const focusCodeAfterSend = useRef(false);

  useEffect(() => {
    if (phoneCode.sent && focusCodeAfterSend.current) {
      focusCodeAfterSend.current = false;
      fields.focus('code');
    }
  }, [phoneCode.sent, fields]);

  function setValue(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: Errors) {
    setErrors((current) => ({ ...current, ...found }));
  }

  function checkEmail(reason: 'blur' | 'button') {
    const problem = emailProblem(email);
    if (problem) {
      // Leaving an empty field is not an error yet; asking to check it is.
      if (reason === 'button' || email) showErrors({ email: problem });
      if (reason === 'button') fields.focus('email');
      return;
    }
    // One check per address: a blur just before the button's click must not send a second one.
    if (check?.state === 'checking' || (reason === 'blur' && check && check.state !== 'failed')) return;
    void emailCheck.run(email);
  }

  async function onSendCode() {
    if (phoneCode.sending) return;
    const problem = phoneProblem(values.hpNumber, country);
    if (problem || !phoneDigits) {
      showErrors({ hpNumber: problem ?? `phone.format.${country}` });
      fields.focus('hpNumber');
      return;
    }
    const failure = await phoneCode.send(phoneDigits);
    if (failure) {
      showErrors({ hpNumber: failure.key });
      return;
    }
    focusCodeAfterSend.current = true;
    // A new code makes the old one useless.
    setValues((current) => ({ ...current, code: '' }));
    setErrors((current) => ({ ...current, hpNumber: undefined, code: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailed(false);
    const found = validateSignup(
      values,
      { sentToThisNumber: codeSentToThisNumber, expired: phoneCode.expired },
      country,
    );
    const emailTaken = check?.state === 'taken';
    if (Object.values(found).some(Boolean) || emailTaken) {
      setErrors(found);
      fields.focusFirst(FIELDS, { ...found, email: found.email ?? (emailTaken || undefined) });
      if (!found.email && !check) void emailCheck.run(email);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      if (check?.state !== 'available' && (await emailCheck.run(email)) !== true) {
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
        emailCheck.markTaken(email);
        fields.focus('email');
      } else if (code === ErrorCode.PasswordRule) {
        setErrors({ password: errorMessageKey(code) });
        fields.focus('password');
      } else if (code && PHONE_CODE_ERRORS.includes(code)) {
        setErrors({ code: errorMessageKey(code) });
        fields.focus('code');
      } else if (code && PHONE_NUMBER_ERRORS.includes(code)) {
        // The server's country is not the one the page assumed (its answer had not come yet).
        setErrors({ hpNumber: errorMessageKey(code) });
        fields.focus('hpNumber');
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
  const codeError = errors.code ? t(errors.code) : phoneCode.expired ? t('phone.codeExpired') : null;
  const codeSentNote =
    phoneCode.sent && codeSentToThisNumber && !errors.hpNumber
      ? t('phone.codeSent', { number: unbreakablePhone(formatPhone(phoneCode.sent.hpNumber, country)) })
      : null;

  return (
    <Page width="narrow">
      <PageHeader title={t('common:pages.signupForm')} intro={t('signup.lead')} />
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <EmailField
          ref={fields.register('email')}
          label={t('signup.email')}
          hint={t('signup.emailHint')}
          name="email"
          value={values.email}
          onChange={(event) => setValue('email', event.target.value)}
          onBlur={() => checkEmail('blur')}
          error={emailError}
          note={check?.state === 'available' ? t('signup.emailAvailable') : null}
          action={
            <Button
              variant="secondary"
              block="phone"
              onClick={() => checkEmail('button')}
              disabled={check?.state === 'checking'}
              aria-busy={check?.state === 'checking'}
            >
              {check?.state === 'checking' ? t('signup.emailChecking') : t('signup.checkEmail')}
            </Button>
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
        <PhoneNumberField
          ref={fields.register('hpNumber')}
          country={country}
          label={t('signup.phone')}
          name="hpNumber"
          value={values.hpNumber}
          onChange={(event) => setValue('hpNumber', event.target.value)}
          onBlur={() => {
            const problem = phoneProblem(values.hpNumber, country);
            // Leaving an empty field is not an error yet.
            if (values.hpNumber.trim() && problem) showErrors({ hpNumber: problem });
          }}
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
        {failed ? (
          <p role="alert" className={form.alert}>
            {t('signup.failed')}
          </p>
        ) : null}
        <Button type="submit" block disabled={submitting} aria-busy={submitting}>
          {t('signup.submit')}
        </Button>
      </form>
    </Page>
  );
}
