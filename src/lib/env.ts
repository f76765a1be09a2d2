// The build's settings (.env.<mode>), read once and typed. Hosts lose a trailing slash so that
// `${host}${path}` never doubles it; an empty host means the page's own origin.
import { isLanguage, type Language } from './constants';

function host(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}

function defaultLanguage(value: string | undefined): Language {
  if (isLanguage(value)) return value;
  // A typo in a mode file must not blank the site: say so and use Korean, the production default (spec §9).
  console.error(`VITE_DEFAULT_LANGUAGE must be "ko" or "en", got "${value ?? ''}"; using "ko".`);
  return 'ko';
}

export const env = {
  buildName: import.meta.env.VITE_BUILD_NAME ?? 'local',
  apiHost: host(import.meta.env.VITE_API_HOST),
  fileHost: host(import.meta.env.VITE_FILE_HOST),
  defaultLanguage: defaultLanguage(import.meta.env.VITE_DEFAULT_LANGUAGE),
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE ?? '',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? '',
} as const;
