// The audio and font lists' filters, kept in the URL (useListParams): shown or hidden, a category
// (audio: a category 1 or 2; fonts: a font type) and a keyword. Values a hand-edited URL got wrong
// are dropped instead of reaching the server.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARY_DISPLAY_FILTERS } from '../../../../contract/operator-paths';
import type { LibraryListQuery } from '../../../../contract/operator-library';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import type { ListParams } from '../../../lib/use-list-params';
import pages from '../../operator-pages.module.css';

export const LIBRARY_FILTER_KEYS = ['display', 'categoryUuid', 'keyword'] as const;
export type LibraryFilterKey = (typeof LIBRARY_FILTER_KEYS)[number];
export type LibraryList = ListParams<LibraryFilterKey>;

/** The API's limit on the keyword (contract/operator-library.ts libraryListQuerySchema). */
const KEYWORD_MAX_LENGTH = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isDisplayFilter(value: string): value is NonNullable<LibraryListQuery['display']> {
  return (LIBRARY_DISPLAY_FILTERS as readonly string[]).includes(value);
}

export function libraryQueryOf({ page, size, filters }: LibraryList): LibraryListQuery {
  const keyword = filters.keyword.trim().slice(0, KEYWORD_MAX_LENGTH).trim();
  return {
    page,
    size,
    display: isDisplayFilter(filters.display) ? filters.display : undefined,
    categoryUuid: UUID.test(filters.categoryUuid) ? filters.categoryUuid : undefined,
    keyword: keyword || undefined,
  };
}

interface LibraryFiltersProps {
  list: LibraryList;
  /** The category select's label ("Category", "Font type"). */
  categoryLabel: string;
  /** Its options after "All" (the categories, once loaded). */
  categoryOptions: ReactNode;
  /** The keyword field's label and hint (what it searches). */
  keywordLabel: string;
  keywordHint: string;
}

export function LibraryFilters({
  list,
  categoryLabel,
  categoryOptions,
  keywordLabel,
  keywordHint,
}: LibraryFiltersProps) {
  const { t } = useTranslation('operator');
  const [typed, setTyped] = useState(list.filters.keyword);
  const [shownKeyword, setShownKeyword] = useState(list.filters.keyword);
  // The search box follows the URL (back, a shared link) unless the operator is typing.
  if (shownKeyword !== list.filters.keyword) {
    setShownKeyword(list.filters.keyword);
    setTyped(list.filters.keyword);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    list.setFilters({ keyword: typed.trim() });
  }

  return (
    <div className={pages.filters}>
      <SelectField
        label={t('library.displayFilter')}
        value={isDisplayFilter(list.filters.display) ? list.filters.display : ''}
        onChange={(event) => list.setFilters({ display: event.target.value })}
      >
        <option value="">{t('library.allItems')}</option>
        {LIBRARY_DISPLAY_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(`library.${value}Only`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={categoryLabel}
        value={list.filters.categoryUuid}
        onChange={(event) => list.setFilters({ categoryUuid: event.target.value })}
      >
        <option value="">{t('library.allCategories')}</option>
        {categoryOptions}
      </SelectField>
      <form role="search" className={pages.search} onSubmit={onSearch}>
        <TextField
          label={keywordLabel}
          hint={keywordHint}
          type="search"
          maxLength={KEYWORD_MAX_LENGTH}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          action={
            <Button type="submit" variant="secondary">
              {t('library.search')}
            </Button>
          }
        />
      </form>
    </div>
  );
}
