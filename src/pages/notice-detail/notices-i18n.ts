// The notice texts (locales/*/notices.json), with keys type-checked against the English file.
// src/i18next.d.ts does not declare the `notices` namespace yet, so the typed
// `useTranslation('notices')` is not available; once it is, this file can go. (The list and the
// detail page each keep a copy: pages never import each other.)
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type notices from '../../../locales/en/notices.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type NoticesKey = Leaves<typeof notices>;

/** `nt` translates notice keys; `t` is the usual (common and errors) translator. */
export function useNoticesTranslation() {
  const { t, i18n } = useTranslation(['common', 'errors']);
  const nt = useCallback(
    (key: NoticesKey) => (t as unknown as (key: string) => string)(`notices:${key}`),
    [t],
  );
  return { t, nt, i18n };
}
