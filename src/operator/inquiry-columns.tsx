// An inquiry's state badge and the columns of an inquiry list (the inquiries page, a creator's page).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InquiryState } from '../../contract/inquiry-rules';
import type { OperatorInquiryItem } from '../../contract/operator';
import { Badge } from '../components/ui/badge';
import type { Column } from '../components/ui/data-table';
import { DateTime } from '../components/ui/date-time';
import { inquiryTone } from '../components/ui/tones';
import { operatorPaths } from './paths';
import styles from './operator-pages.module.css';

export function InquiryStateBadge({ state }: { state: InquiryState }) {
  const { t } = useTranslation('operator');
  return (
    <Badge tone={inquiryTone[state]} state={state}>
      {t(`inquiryStates.${state}`)}
    </Badge>
  );
}

/** The columns of an inquiry list (this page and a creator's inquiries). */
export function useInquiryColumns({ withCreator = true } = {}): Column<OperatorInquiryItem>[] {
  const { t } = useTranslation('operator');
  const columns: (Column<OperatorInquiryItem> | false)[] = [
    {
      key: 'title',
      header: t('inquiries.inquiry'),
      primary: true,
      cell: (inquiry) => <Link to={operatorPaths.inquiry(inquiry.uuid)}>{inquiry.title}</Link>,
    },
    {
      key: 'category',
      header: t('inquiries.category'),
      cell: (inquiry) => t(`inquiryCategories.${inquiry.category}`),
    },
    withCreator && {
      key: 'creator',
      header: t('inquiries.creator'),
      cell: (inquiry) => (
        <>
          <Link to={operatorPaths.creator(inquiry.creatorUuid)}>{inquiry.creatorName}</Link>
          <br />
          <span className={styles.muted}>{inquiry.creatorEmail}</span>
        </>
      ),
    },
    {
      key: 'language',
      header: t('inquiries.language'),
      cell: (inquiry) => t(`languages.${inquiry.language === 'en' ? 'en' : 'ko'}`),
    },
    {
      key: 'created',
      header: t('inquiries.created'),
      nowrap: true,
      cell: (inquiry) => <DateTime iso={inquiry.createdAt} />,
    },
    {
      key: 'state',
      header: t('inquiries.state'),
      cell: (inquiry) => <InquiryStateBadge state={inquiry.state} />,
    },
  ];
  return columns.filter((column): column is Column<OperatorInquiryItem> => column !== false);
}
