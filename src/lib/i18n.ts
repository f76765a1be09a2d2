// i18next set-up. Locale files load lazily, one chunk per language and namespace, so the first
// route fetches only the active language (QUALITY.md). Detection order: ?lng=, the stored choice,
// the browser, then the build's default language (VITE_DEFAULT_LANGUAGE).
import i18n, {
  type BackendModule,
  type InitOptions,
  type LanguageDetectorModule,
  type ResourceKey,
  type Services,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../../contract/language-choice';
import { LANGUAGES, isLanguage, type Language } from './constants';
import { env } from './env';

export type Namespace =
  | 'common'
  | 'auth'
  | 'errors'
  | 'account'
  | 'policies'
  | 'home'
  | 'competition'
  | 'notices'
  | 'faq'
  | 'introduction'
  | 'library'
  | 'entries'
  | 'qna'
  | 'assets'
  | 'notifications'
  | 'operator';

export const LANGUAGE_STORAGE_KEY = 'lng';

export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    // Vite splits this into one chunk per locales/<lng>/<ns>.json file.
    import(`../../locales/${language}/${namespace}.json`).then(
      (module: { default: ResourceKey }) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function syncHtmlLang(language: string): void {
  document.documentElement.lang = language;
}

/** Where the language is looked up, in this order (i18next-browser-languagedetector's names). */
export interface DetectionOptions {
  order: ('querystring' | 'localStorage' | 'navigator' | 'buildDefault')[];
  lookupQuerystring: string;
  lookupLocalStorage: string;
  /** localStorage for the portal; the cookie for our server's guess of the page's language. */
  caches: ('localStorage' | 'cookie')[];
  convertDetectedLanguage: (code: string) => string;
}

export const detectionOptions: DetectionOptions = {
  order: ['querystring', 'localStorage', 'navigator', 'buildDefault'],
  lookupQuerystring: 'lng',
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage', 'cookie'],
  // "ko-KR" → "ko": browsers name regions, we only have languages. Without this a Korean browser
  // listing ["ko-KR", "en"] would match the exact "en" before the regional "ko-KR".
  convertDetectedLanguage: (code) => code.split(/[-_]/)[0]?.toLowerCase() ?? code,
};

function storedLanguage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage blocked (privacy settings): nothing stored.
  }
}

/**
 * The language detector: the few lookups we use of i18next-browser-languagedetector, which cost
 * every first route ~3 kB gzip and its set-up time. Returns every candidate in order; i18next takes
 * the first supported one (`getBestMatchFromCodes`). Remembers the language in localStorage, and in
 * a cookie for our server (which cannot see localStorage).
 */
export function createLanguageDetector(): LanguageDetectorModule & {
  init(services: Services, options?: Partial<DetectionOptions>): void;
} {
  let options = detectionOptions;
  return {
    type: 'languageDetector',
    init(_services, detectorOptions?: Partial<DetectionOptions>) {
      options = { ...detectionOptions, ...detectorOptions };
    },
    detect() {
      const found: string[] = [];
      for (const source of options.order) {
        if (source === 'querystring') {
          const value = new URLSearchParams(window.location.search).get(options.lookupQuerystring);
          if (value) found.push(value);
        } else if (source === 'localStorage') {
          const value = storedLanguage(options.lookupLocalStorage);
          if (value) found.push(value);
        } else if (source === 'navigator') {
          const { languages, language } = window.navigator;
          found.push(...(languages?.length ? languages : language ? [language] : []));
        } else {
          // Last in the order: the build's default when nothing else names ko or en.
          found.push(env.defaultLanguage);
        }
      }
      return found.map(options.convertDetectedLanguage);
    },
    cacheUserLanguage(language) {
      if (options.caches.includes('localStorage')) {
        try {
          window.localStorage.setItem(options.lookupLocalStorage, language);
        } catch {
          // Storage blocked: the choice lasts for this page only.
        }
      }
      if (options.caches.includes('cookie')) {
        // Read by our server only (contract/language-choice.ts); not a secret, so not HttpOnly.
        document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
      }
    },
  };
}

let ready: Promise<unknown> | null = null;

/**
 * Starts i18next once. Tests pass `resources` (every language, bundled) and `lng`; the app passes
 * nothing and gets the lazy backend and the detector.
 */
export function initI18n(overrides: InitOptions = {}): Promise<unknown> {
  if (ready) return ready;
  if (!overrides.resources) i18n.use(localeBackend);
  i18n.use(createLanguageDetector()).use(initReactI18next);
  i18n.on('languageChanged', syncHtmlLang);
  ready = i18n.init({
    supportedLngs: [...LANGUAGES],
    // Every key exists in both languages (checked by locale-parity); a fallback language would
    // only make i18next fetch the inactive language as well.
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    detection: detectionOptions,
    interpolation: {
      escapeValue: false, // React escapes.
      // Texts may name the support contacts anywhere (spec §9: {phone}, {email}).
      defaultVariables: { phone: env.supportPhone, email: env.supportEmail },
    },
    react: { useSuspense: true },
    ...overrides,
  });
  return ready;
}

/** Loads namespaces for the current language, after initialisation has picked that language. */
export async function loadNamespaces(namespaces: Namespace[]): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces(namespaces);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : env.defaultLanguage;
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

export { i18n };
