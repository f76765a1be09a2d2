import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_SEARCH_TYPES, type FontSearchType } from '../../../contract/library-rules';
import type { FileCategory } from '../../../contract/files';
import type { FontQuery } from '../../api/library';
import { FilterPanel } from '../../components/library/filter-panel';
import { FilterSelect } from '../../components/library/filter-select';
import { SearchIcon } from '../../components/library/library-icons';
import { ResetFiltersButton } from '../../components/library/reset-filters-button';
import styles from '../../components/library/library.module.css';
import { Button } from '../../components/ui/button';
import { cleanKeyword, isFontSearchType, KEYWORD_MAX_LENGTH, type FontFilterKey } from './font-query';

interface FontFiltersProps {
  query: FontQuery;
  fontTypes: readonly FileCategory[];
  onChange: (changes: Partial<Record<FontFilterKey, string>>) => void;
  onReset: () => void;
  /** How many filters are set (the type, the search). */
  activeCount: number;
}

/** Spec §3 "Font list filters": the font type, and a search by font name or maker. */
export function FontFilters({ query, fontTypes, onChange, onReset, activeCount }: FontFiltersProps) {
  const { t } = useTranslation('library');
  return (
    <FilterPanel label={t('font.filtersLabel')} activeCount={activeCount}>
      <FilterSelect
        label={t('font.type')}
        value={query.fontType ?? ''}
        allLabel={t('filters.all')}
        options={fontTypes
          .filter((category) => category.depth === 1)
          .map((category) => ({ value: category.uuid, label: category.name }))}
        onChange={(value) => onChange({ fontType: value })}
      />
      {/* Remounts when the URL's search changes (back, reset), so the form shows what is applied. */}
      <SearchForm
        key={`${query.searchType ?? ''}|${query.searchKeyword ?? ''}`}
        searchType={query.searchType ?? 'fontName'}
        keyword={query.searchKeyword ?? ''}
        onSearch={(searchType, keyword) =>
          onChange({ searchType: keyword ? searchType : '', searchKeyword: keyword })
        }
      />
      <ResetFiltersButton onReset={onReset} hasFilters={activeCount > 0} />
    </FilterPanel>
  );
}

interface SearchFormProps {
  searchType: FontSearchType;
  keyword: string;
  onSearch: (searchType: FontSearchType, keyword: string) => void;
}

function SearchForm({ searchType, keyword, onSearch }: SearchFormProps) {
  const { t } = useTranslation('library');
  const typeId = useId();
  const keywordId = useId();
  const [type, setType] = useState<FontSearchType>(searchType);
  const [text, setText] = useState(keyword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = cleanKeyword(text);
    setText(cleaned);
    onSearch(type, cleaned);
  };

  return (
    <form className={styles.searchForm} role="search" aria-label={t('font.searchLabel')} onSubmit={submit}>
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={typeId}>
          {t('font.searchType')}
        </label>
        <select
          id={typeId}
          className={styles.select}
          value={type}
          onChange={(event) => {
            if (isFontSearchType(event.target.value)) setType(event.target.value);
          }}
        >
          {FONT_SEARCH_TYPES.map((code) => (
            <option key={code} value={code}>
              {t(`font.searchTypes.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.filter} ${styles.keyword}`}>
        <label className={styles.filterLabel} htmlFor={keywordId}>
          {t('font.keyword')}
        </label>
        <input
          id={keywordId}
          className={styles.input}
          type="search"
          value={text}
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder={t('font.keywordPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit">
        <SearchIcon />
        {t('font.submit')}
      </Button>
    </form>
  );
}
