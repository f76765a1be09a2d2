import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerificationEmail } from '../../api/users';
import { EmailField, emailProblem, type EmailProblem } from '../../components/email-field';
import form from '../../components/form/form.module.css';
import { Button } from '../../components/ui/button';
import { formatCountdown, useSecondsLeft } from '../../lib/countdown';
import { errorMessage, type ErrorMessage } from '../../lib/error-messages';
import { useFieldFocus } from '../../lib/field-focus';

/** A short pause between sends, so an impatient double click does not mail twice. */
export const RESEND_COOLDOWN_SECONDS = 30;

type Problem = EmailProblem | ErrorMessage;

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
    const invalid = emailProblem(address);
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
      <EmailField
        ref={fields.register('email')}
        label={t('emailAuth.email')}
        name="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblem(null);
        }}
        error={problem ? (typeof problem === 'string' ? t(problem) : t(problem.key, problem.values)) : null}
        action={
          <Button
            type="submit"
            variant="secondary"
            block="phone"
            disabled={sending || cooldown > 0}
            aria-busy={sending}
          >
            {t('emailAuth.resend')}
          </Button>
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
