// A console path that does not exist.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PageState } from '../../../components/ui/page-state';
import { operatorPaths } from '../../paths';

export default function OperatorNotFoundPage() {
  const { t } = useTranslation('operator');
  return (
    <Page width="medium">
      <PageState
        kind="notFound"
        pageTitle
        code
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={<ButtonLink to={operatorPaths.dashboard}>{t('notAllowed.toDashboard')}</ButtonLink>}
      />
    </Page>
  );
}
