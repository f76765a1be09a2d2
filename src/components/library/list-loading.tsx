// The loading state of a library list. The loading rows take the space of the real rows (the
// caller's row class), so nothing below moves when the list arrives.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ListLoading({ rows, className, row }: { rows: number; className?: string; row: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index}>{row}</li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {t('status.loading')}
      </p>
    </>
  );
}
