import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../../contract/user-rules';
import { resendVerificationEmail } from '../../api/users';
import form from '../../components/form/form.module.css';
import { TextField } from '../../components/form/text-field';
import { formatCountdown, useSecondsLeft } from '../../lib/countdown';
import { errorMessage, type ErrorMessage } from '../../lib/error-messages';
import { useFieldFocus } from '../../lib/field-focus';

/** A short pause between sends, so an impatient double click does not mail twice. */
export const RESEND_COOLDOWN_SECONDS = 30;

type Problem = 'validation.emailRequired' | 'validation.emailFormat' | ErrorMessage;

/** "Send again": GET /p/api/users/recertify-email?userId= for the address in the field. */
export function ResendForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation(['account', 'errors']);
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ email: string; at: number } | null>(null);
  const fields = useFieldFocus<'email'>();
  const cooldown = useSecondsLeft(
    sent ? { from: sent.at, until: sent.at + RESEND_COOLDOWN_SECONDS * 1000 } : null,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || cooldown > 0) return;
    const address = email.trim();
    const invalid = !address
      ? 'validation.emailRequired'
      : address.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(address)
        ? 'validation.emailFormat'
        : null;
    if (invalid) {
      setProblem(invalid);
      fields.focus('email');
      return;
    }
    setProblem(null);
    setSending(true);
    const response = await resendVerificationEmail(address);
    setSending(false);
    if (response.status === 200) {
      setSent({ email: address, at: Date.now() });
      return;
    }
    setProblem(errorMessage(response));
    fields.focus('email');
  }

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate>
      <TextField
        ref={fields.register('email')}
        label={t('emailAuth.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblem(null);
        }}
        error={problem ? (typeof problem === 'string' ? t(problem) : t(problem.key, problem.values)) : null}
        action={
          <button
            type="submit"
            className={form.secondary}
            disabled={sending || cooldown > 0}
            aria-busy={sending}
          >
            {t('emailAuth.resend')}
          </button>
        }
      />
      <div role="status">
        {sent ? (
          <div className={form.success}>
            <p>{t('emailAuth.resent', { email: sent.email })}</p>
            {cooldown > 0 ? <p>{t('emailAuth.cooldown', { time: formatCountdown(cooldown) })}</p> : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
