import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { paths } from '../../lib/paths';

// Any path that the route table does not know (spec §2), and a route that answers 404 (the route
// error boundary loads this page then).
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page width="narrow">
      <PageState
        kind="notFound"
        code
        pageTitle
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={<ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>}
      />
    </Page>
  );
}
