import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import form from '../../components/form/form.module.css';
import { PolicyDocument, type PolicyName } from '../../components/policy-document';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Page, PageHeader } from '../../components/ui/page';
import { paths } from '../../lib/paths';
import { hasSignupConsent, rememberSignupConsent } from '../../lib/signup-consent';
import styles from './signup-agreement-page.module.css';

type Consents = Record<PolicyName, boolean>;

// Signup step 1: read and agree to the terms and the privacy policy (spec §5: both are required).
export default function SignupAgreementPage() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  // Coming back from the form keeps the boxes ticked.
  const [consents, setConsents] = useState<Consents>(() => {
    const given = hasSignupConsent();
    return { terms: given, privacy: given };
  });
  const [showMissing, setShowMissing] = useState(false);
  const ids = { terms: useId(), privacy: useId(), message: useId() };
  const boxes = { terms: useRef<HTMLInputElement>(null), privacy: useRef<HTMLInputElement>(null) };

  const missing = (['terms', 'privacy'] as const).filter((policy) => !consents[policy]);
  const message = !showMissing
    ? null
    : missing.length === 2
      ? t('agreement.missingBoth')
      : missing[0] === 'terms'
        ? t('agreement.missingTerms')
        : missing[0] === 'privacy'
          ? t('agreement.missingPrivacy')
          : null;

  function setConsent(policy: PolicyName, given: boolean) {
    setConsents((current) => ({ ...current, [policy]: given }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const first = missing[0];
    if (first) {
      setShowMissing(true);
      boxes[first].current?.focus();
      return;
    }
    rememberSignupConsent();
    navigate(paths.signupForm);
  }

  const consentBox = (policy: PolicyName, label: string) => {
    const invalid = showMissing && !consents[policy];
    return (
      <Checkbox
        ref={boxes[policy]}
        label={label}
        checked={consents[policy]}
        onChange={(event) => setConsent(policy, event.target.checked)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? ids.message : undefined}
      />
    );
  };

  return (
    <Page width="narrow">
      <PageHeader title={t('common:pages.signupAgreement')} intro={t('agreement.lead')} />
      <form className={form.form} onSubmit={onSubmit} noValidate>
        {(['terms', 'privacy'] as const).map((policy) => (
          <section key={policy} className={styles.policy}>
            {/* Focusable so that keyboard users can scroll the text (WCAG 2.1.1). */}
            <div
              className={styles.scroll}
              role="region"
              tabIndex={0}
              aria-labelledby={`${ids[policy]}-title`}
            >
              <PolicyDocument policy={policy} level={2} titleId={`${ids[policy]}-title`} />
            </div>
            {consentBox(
              policy,
              policy === 'terms' ? t('agreement.termsConsent') : t('agreement.privacyConsent'),
            )}
          </section>
        ))}
        <Checkbox
          className={styles.all}
          label={t('agreement.agreeAll')}
          checked={consents.terms && consents.privacy}
          onChange={(event) => setConsents({ terms: event.target.checked, privacy: event.target.checked })}
        />
        <div aria-live="polite">
          {message ? (
            <p id={ids.message} className={form.alert}>
              {message}
            </p>
          ) : null}
        </div>
        <Button type="submit" block>
          {t('agreement.next')}
        </Button>
      </form>
    </Page>
  );
}
