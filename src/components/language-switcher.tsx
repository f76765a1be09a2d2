import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/constants';
import { changeLanguage } from '../lib/i18n';
import styles from './language-switcher.module.css';

/**
 * 한국어 / English. Switching re-renders in place; i18next stores the choice and the
 * languageChanged listener updates <html lang>.
 */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={`${styles.switcher} ${tone === 'dark' ? styles.onInk : ''}`}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={i18n.resolvedLanguage === language}
          onClick={() => void changeLanguage(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
