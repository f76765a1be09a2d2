import { useState } from 'react';
import type { Page } from '../../../contract/envelope';
import type { EnvelopeState } from '../../lib/use-envelope';
import { commonLicense } from '../../../contract/common-license';

/**
 * The common licence of the list on screen. While the next page or filter loads it stays the last
 * list's, so the licence block above the list neither vanishes nor moves what is below it.
 */
export function useCommonLicense(result: EnvelopeState<Page<{ license: string }>>): string | null {
  const [license, setLicense] = useState<string | null>(null);
  if (result.status === 'ready') {
    const ready = commonLicense(result.data.lists.map((item) => item.license));
    if (ready !== license) setLicense(ready);
  }
  return license;
}
