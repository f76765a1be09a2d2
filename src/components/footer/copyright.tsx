import { useTranslation } from 'react-i18next';

/** "© <year> <company> …", in the site footer and under the login card. */
export function Copyright({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={className}>
      {t('footer.copyright', { year: new Date().getFullYear(), company: t('footer.company') })}
    </p>
  );
}
