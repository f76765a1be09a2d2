// What a role may use (contract/operator-rules.ts) and the state shown where it may not.
import { useTranslation } from 'react-i18next';
import { roleMayUse, type OperatorArea } from '../../contract/operator-rules';
import { ButtonLink } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { PageState } from '../components/ui/page-state';
import { selectOperator, useOperatorSession } from './operator-session';
import { operatorPaths } from './paths';

export function useMayUse(area: OperatorArea): boolean {
  const operator = useOperatorSession(selectOperator);
  return operator !== null && roleMayUse(operator.role, area);
}

/** A page of an area the operator's role may not use (the server would answer OPERATOR_ROLE_FORBIDDEN). */
export function NotAllowed() {
  const { t } = useTranslation('operator');
  return (
    <Page width="medium">
      <PageState
        kind="notFound"
        pageTitle
        title={t('notAllowed.title')}
        text={t('notAllowed.text')}
        action={<ButtonLink to={operatorPaths.dashboard}>{t('notAllowed.toDashboard')}</ButtonLink>}
      />
    </Page>
  );
}
