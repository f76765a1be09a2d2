import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button';
import { Page, PageHeader } from '../../components/ui/page';
import { Section } from '../../components/ui/section';
import { StatGrid } from '../../components/ui/stat-grid';
import { businessFigureValues } from '../../lib/business-figures';
import { currentLanguage } from '../../lib/i18n';
import { useDeployment } from '../../stores/deployment-store';
import { paths } from '../../lib/paths';
import { useAuthStore } from '../../stores/auth-store';
import { GroupDiagram } from './group-diagram';
import { Icon } from './icons';
import styles from './introduction-page.module.css';
import text from '../../components/ui/text.module.css';
import layout from '../../components/ui/layout.module.css';

const STEPS = ['join', 'submit', 'review', 'projectFiles', 'compete', 'earn', 'withdraw'] as const;

const FIGURES = [
  'review',
  'scheduling',
  'statistics',
  'minCashOut',
  'vat',
  'payout',
  'fileSize',
  'uploadTime',
] as const;

// Introduction of the service (spec §2): the path from joining to withdrawing as a numbered flow,
// the §9 figures as big numbers, the group competition with a worked example, and where to go next.
// Every figure comes from src/lib/constants.ts through i18next interpolation.
export default function IntroductionPage() {
  const { t } = useTranslation(['introduction', 'common']);
  const language = currentLanguage();
  const deployment = useDeployment();
  const values = businessFigureValues(language, deployment);
  const loggedIn = useAuthStore((state) => state.token !== null);

  return (
    <Page>
      <div className={styles.hero}>
        <PageHeader
          title={t('common:pages.introduction')}
          intro={
            <>
              <span className={styles.tagline}>{t('tagline')}</span>
              <span className={styles.lead}>{t('lead')}</span>
            </>
          }
        />
      </div>

      <Section title={t('steps.title')}>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepMarker} aria-hidden="true">
                <Icon name={step} className={styles.stepIcon} />
                <span className={styles.stepNumber}>{index + 1}</span>
              </span>
              <div className={`${layout.stack} ${styles.stepBody}`}>
                <h3 className={styles.stepTitle}>{t(`steps.${step}.title`)}</h3>
                <p className={text.muted}>{t(`steps.${step}.text`, values)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={t('figures.title')}>
        <StatGrid
          className={styles.figures}
          stats={FIGURES.map((figure) => ({
            key: figure,
            label: t(`figures.${figure}.label`),
            value: t(`figures.${figure}.value`, values),
            hint: t(`figures.${figure}.detail`),
            emphasis: true,
          }))}
        />
      </Section>

      <GroupDiagram language={language} currency={deployment.currency} values={values} />

      <section className={`${layout.stack} ${styles.cta}`} aria-labelledby="introduction-cta">
        <h2 id="introduction-cta" className={styles.ctaTitle}>
          {t('cta.title')}
        </h2>
        <p className={styles.ctaText}>{t('cta.text')}</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.jobs}>
            {t('cta.jobs')}
            <Icon name="arrow" className={styles.actionIcon} />
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.faq}>
            {t('cta.faq')}
          </ButtonLink>
          {loggedIn ? null : (
            <ButtonLink variant="secondary" to={paths.signupAgreement}>
              {t('cta.signup')}
            </ButtonLink>
          )}
        </div>
        <p className={styles.policies}>
          {t('cta.policiesLabel')}:{' '}
          <Link to={paths.operationPolicies}>{t('common:pages.operationPolicies')}</Link>
          {' · '}
          <Link to={paths.profitPolicies}>{t('common:pages.profitPolicies')}</Link>
        </p>
      </section>
    </Page>
  );
}
