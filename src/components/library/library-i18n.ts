// The texts of the free libraries (locales/*/library.json), with their keys type-checked against
// the English file. src/i18next.d.ts does not declare the `library` namespace yet, so the typed
// `useTranslation('library')` is not available; once it is, callers can switch to it and this
// file can go.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type library from '../../../locales/en/library.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type LibraryKey = Leaves<typeof library>;
export type LibraryT = (key: LibraryKey, options?: Record<string, string | number>) => string;

/** `lt` translates library keys; `t` is the usual (common and errors) translator. */
export function useLibraryTranslation() {
  const { t, i18n } = useTranslation(['common', 'errors']);
  const lt = useCallback<LibraryT>(
    (key, options) => (t as unknown as (key: string, options?: object) => string)(`library:${key}`, options),
    [t],
  );
  return { t, lt, i18n };
}
