import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { utilityLinks } from './header-links';

/** The header's utility links (audio/font, notice, FAQ, policy): the desktop bar and the phone menu. */
export function UtilityNav({
  listClassName,
  linkClassName,
}: {
  listClassName?: string;
  linkClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('header.utilityLabel')}>
      <ul className={listClassName}>
        {utilityLinks.map((link) => (
          <li key={link.to}>
            <Link className={linkClassName} to={link.to}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
