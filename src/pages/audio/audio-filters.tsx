import { useTranslation } from 'react-i18next';
import type { FileCategory } from '../../../contract/files';
import { BPM_SEARCH_TYPES, TIME_SEARCH_TYPES } from '../../../contract/library-rules';
import type { AudioQuery } from '../../api/library';
import { FilterPanel } from '../../components/library/filter-panel';
import { FilterSelect } from '../../components/library/filter-select';
import { ResetFiltersButton } from '../../components/library/reset-filters-button';
import type { AudioFilterKey } from './audio-query';

interface AudioFiltersProps {
  query: AudioQuery;
  /** Both levels, in display order (empty while loading or after a failure). */
  categories: readonly FileCategory[];
  onChange: (changes: Partial<Record<AudioFilterKey, string>>) => void;
  onReset: () => void;
  /** How many filters are set. */
  activeCount: number;
}

/** Spec §3 "Audio list filters": category 1 and 2, duration band, BPM band, and a reset. */
export function AudioFilters({ query, categories, onChange, onReset, activeCount }: AudioFiltersProps) {
  const { t } = useTranslation('library');
  const category1 = query.audioCategory1Uuid ?? '';
  const firstLevel = categories.filter((category) => category.depth === 1);
  // Category 2 lists only the children of the chosen category 1.
  const secondLevel = category1
    ? categories.filter((category) => category.depth === 2 && category.parentUuid === category1)
    : [];
  const toOption = (category: FileCategory) => ({ value: category.uuid, label: category.name });

  return (
    <FilterPanel label={t('audio.filtersLabel')} activeCount={activeCount}>
      <FilterSelect
        label={t('audio.category1')}
        value={category1}
        allLabel={t('filters.all')}
        options={firstLevel.map(toOption)}
        // A new category 1 makes the old category 2 meaningless.
        onChange={(value) => onChange({ audioCategory1Uuid: value, audioCategory2Uuid: '' })}
      />
      <FilterSelect
        label={t('audio.category2')}
        value={query.audioCategory2Uuid ?? ''}
        allLabel={category1 ? t('filters.all') : t('audio.category2First')}
        options={secondLevel.map(toOption)}
        disabled={!category1}
        onChange={(value) => onChange({ audioCategory2Uuid: value })}
      />
      <FilterSelect
        label={t('audio.duration')}
        value={query.timeSearchType ?? ''}
        allLabel={t('filters.all')}
        options={TIME_SEARCH_TYPES.map((code) => ({ value: code, label: t(`audio.timeBand.${code}`) }))}
        onChange={(value) => onChange({ timeSearchType: value })}
      />
      <FilterSelect
        label={t('audio.bpm')}
        value={query.bpmSearchType ?? ''}
        allLabel={t('filters.all')}
        options={BPM_SEARCH_TYPES.map((code) => ({ value: code, label: t(`audio.bpmBand.${code}`) }))}
        onChange={(value) => onChange({ bpmSearchType: value })}
      />
      <ResetFiltersButton onReset={onReset} hasFilters={activeCount > 0} />
    </FilterPanel>
  );
}
