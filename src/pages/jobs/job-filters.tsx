import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LENGTH_KINDS, TOPIC_KEYWORD_MAX, TOPIC_SORTS } from '../../../contract/topic-rules';
import { FilterPanel } from '../../components/library/filter-panel';
import { FilterSelect } from '../../components/library/filter-select';
import { SearchIcon } from '../../components/library/library-icons';
import { ResetFiltersButton } from '../../components/library/reset-filters-button';
import library from '../../components/library/library.module.css';
import { timeLimitText } from '../../components/topic-facts/time-limit-text';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { cleanKeyword, STYLE_KEYS, timeLimitsOf, WORK_TYPES, type JobFilters as Filters } from './job-query';

interface JobFiltersProps {
  filters: Filters;
  activeCount: number;
  onChange: (next: Filters) => void;
  onClear: () => void;
}

/**
 * The job list's search, filters and sort (issue 18), in the free libraries' filter bar: every
 * control applies at once (the search on Enter or its button), and on a phone the bar folds behind
 * its "Filters" button.
 */
export function JobFilters({ filters, activeCount, onChange, onClear }: JobFiltersProps) {
  const { t } = useTranslation('entries');
  const sortId = useId();
  const set = (changes: Partial<Filters>) => onChange({ ...filters, ...changes });
  const lengthValues = filters.lengthKind ? timeLimitsOf(filters.lengthKind) : [];
  return (
    <FilterPanel label={t('jobFilters.label')} activeCount={activeCount}>
      {/* Remounts when the URL's keyword changes (back, clear), so the box shows what is applied. */}
      <SearchForm key={filters.keyword} keyword={filters.keyword} onSearch={(keyword) => set({ keyword })} />
      <FilterSelect
        label={t('jobFilters.type')}
        value={filters.type ?? ''}
        allLabel={t('jobFilters.all')}
        options={WORK_TYPES.map((type) => ({ value: type, label: t(`facts.${type}`) }))}
        onChange={(value) => set({ type: WORK_TYPES.find((type) => type === value) ?? null })}
      />
      <FilterSelect
        label={t('jobFilters.style')}
        value={filters.style ?? ''}
        allLabel={t('jobFilters.all')}
        options={STYLE_KEYS.map((style) => ({ value: style, label: t(`facts.styles.${style}`) }))}
        onChange={(value) => set({ style: STYLE_KEYS.find((style) => style === value) ?? null })}
      />
      <FilterSelect
        label={t('jobFilters.length')}
        value={filters.lengthKind ?? ''}
        allLabel={t('jobFilters.all')}
        options={LENGTH_KINDS.map((kind) => ({ value: kind, label: t(`jobFilters.lengthKinds.${kind}`) }))}
        onChange={(value) =>
          // A value of the other kind would contradict the new one.
          set({ lengthKind: LENGTH_KINDS.find((kind) => kind === value) ?? null, timeLimit: null })
        }
      />
      <FilterSelect
        label={t('jobFilters.lengthValue')}
        value={filters.timeLimit ?? ''}
        allLabel={filters.lengthKind ? t('jobFilters.all') : t('jobFilters.chooseLengthFirst')}
        disabled={!filters.lengthKind}
        options={lengthValues.map((limit) => ({ value: limit, label: timeLimitText(t, limit) }))}
        onChange={(value) => set({ timeLimit: lengthValues.find((limit) => limit === value) ?? null })}
      />
      <div className={library.filter}>
        <label className={library.filterLabel} htmlFor={sortId}>
          {t('jobFilters.sort')}
        </label>
        <select
          id={sortId}
          className={library.select}
          value={filters.sort}
          onChange={(event) =>
            set({ sort: TOPIC_SORTS.find((sort) => sort === event.target.value) ?? 'newest' })
          }
        >
          {TOPIC_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`jobFilters.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <Checkbox
        label={t('jobFilters.open')}
        checked={filters.open}
        onChange={(event) => set({ open: event.target.checked })}
      />
      <ResetFiltersButton onReset={onClear} hasFilters={activeCount > 0 || filters.sort !== 'newest'} />
    </FilterPanel>
  );
}

function SearchForm({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('entries');
  const keywordId = useId();
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = cleanKeyword(text);
    setText(cleaned);
    onSearch(cleaned);
  };
  return (
    <form
      className={library.searchForm}
      role="search"
      aria-label={t('jobFilters.searchLabel')}
      onSubmit={submit}
    >
      <div className={`${library.filter} ${library.keyword}`}>
        <label className={library.filterLabel} htmlFor={keywordId}>
          {t('jobFilters.keyword')}
        </label>
        <input
          id={keywordId}
          className={library.input}
          type="search"
          value={text}
          maxLength={TOPIC_KEYWORD_MAX}
          placeholder={t('jobFilters.keywordPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit">
        <SearchIcon />
        {t('jobFilters.submit')}
      </Button>
    </form>
  );
}
