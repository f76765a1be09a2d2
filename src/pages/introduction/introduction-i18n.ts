// The texts of this page (locales/*/introduction.json), with their keys type-checked against the
// English file. src/i18next.d.ts does not declare the `introduction` namespace, so the typed
// `useTranslation('introduction')` is not available; once it is, this file can go.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type introduction from '../../../locales/en/introduction.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type IntroductionKey = Leaves<typeof introduction>;
export type IntroductionT = (key: IntroductionKey, options?: Record<string, string | number>) => string;

/** `it` translates this page's keys; `t` is the usual (common) translator. */
export function useIntroductionTranslation() {
  const { t } = useTranslation();
  const it = useCallback<IntroductionT>(
    (key, options) =>
      (t as unknown as (key: string, options?: object) => string)(`introduction:${key}`, options),
    [t],
  );
  return { t, it };
}
