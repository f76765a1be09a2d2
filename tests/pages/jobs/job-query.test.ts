import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  cleanKeyword,
  JOB_FILTER_KEYS,
  jobFilterValues,
  NO_JOB_FILTERS,
  parseJobFilters,
  timeLimitsOf,
  topicsRequest,
  type JobFilterKey,
} from '../../../src/pages/jobs/job-query';

/** The URL's filter values as useListParams reads them ('' for a missing key). */
function fromUrl(search: string): Record<JobFilterKey, string> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(JOB_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<
    JobFilterKey,
    string
  >;
}

describe('the job list URL', () => {
  it('reads every filter from readable words', () => {
    expect(
      parseJobFilters(fromUrl('type=video&style=photo&length=exact&limit=f5s&open=1&sort=reward&q=travel')),
    ).toEqual({
      type: 'video',
      style: 'photo',
      lengthKind: 'exact',
      timeLimit: 'f5s',
      open: true,
      sort: 'reward',
      keyword: 'travel',
    });
  });

  it('has no filter and the newest first when the URL says nothing', () => {
    expect(parseJobFilters(fromUrl(''))).toEqual(NO_JOB_FILTERS);
    expect(activeFilterCount(NO_JOB_FILTERS)).toBe(0);
  });

  it('ignores values a hand-edited URL got wrong', () => {
    expect(
      parseJobFilters(fromUrl('type=audio&style=5&length=long&limit=7s&open=yes&sort=oldest&q=%20%20')),
    ).toEqual(NO_JOB_FILTERS);
  });

  it('takes the length kind from a value alone, and drops a value of the other kind', () => {
    expect(parseJobFilters(fromUrl('limit=30s'))).toMatchObject({ lengthKind: 'minimum', timeLimit: '30s' });
    expect(parseJobFilters(fromUrl('length=exact&limit=30s'))).toMatchObject({
      lengthKind: 'exact',
      timeLimit: null,
    });
  });

  it('trims the search and cuts it to 50 characters', () => {
    expect(cleanKeyword('  #vlog  ')).toBe('#vlog');
    expect(cleanKeyword('가'.repeat(60))).toBe('가'.repeat(50));
    expect(parseJobFilters(fromUrl(`q=${'a'.repeat(80)}`)).keyword).toHaveLength(50);
  });

  it('writes back what it read, leaving the default sort and unset filters out', () => {
    const search = 'type=image&style=mixed&length=minimum&limit=1m&open=1&sort=closing&q=city';
    const values = jobFilterValues(parseJobFilters(fromUrl(search)));
    expect(values).toEqual(fromUrl(search));
    expect(jobFilterValues(NO_JOB_FILTERS)).toEqual(fromUrl(''));
  });

  it('lists the values of each length kind from the contract', () => {
    expect(timeLimitsOf('exact')).toEqual(['f1s', 'f2s', 'f3s', 'f4s', 'f5s', 'f10s', 'f30s', 'f1m']);
    expect(timeLimitsOf('minimum')).toEqual(['1s', '2s', '5s', '10s', '30s', '1m', '3m', '5m']);
  });

  it('sends the API its codes, and nothing for an unset filter', () => {
    expect(topicsRequest(2, 40, NO_JOB_FILTERS)).toEqual({ page: 2, size: 40 });
    expect(
      topicsRequest(
        1,
        20,
        parseJobFilters(fromUrl('type=image&style=graphics&limit=f10s&open=1&sort=closing&q=%23logo')),
      ),
    ).toEqual({
      page: 1,
      size: 20,
      topicType: 2,
      videoStyleType: 3,
      lengthKind: 'exact',
      timeLimit: 'f10s',
      open: 'true',
      sort: 'closing',
      keyword: '#logo',
    });
  });

  it('counts the filters that narrow the list, not the sort', () => {
    expect(activeFilterCount(parseJobFilters(fromUrl('type=video&limit=f5s&open=1&sort=reward&q=a')))).toBe(
      4,
    );
  });
});
