import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, createLanguageDetector, detectionOptions, i18n, localeBackend } from './i18n';
import { LANGUAGE_COOKIE } from '../../contract/language-choice';

function read(language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    localeBackend.read(language, namespace, (error, data) => resolve({ error, data }));
  });
}

describe('the lazy locale backend', () => {
  it('loads one language and namespace file on demand', async () => {
    const ko = await read('ko', 'common');
    expect(ko.error).toBeNull();
    expect(ko.data).toMatchObject({ notFound: { title: '페이지를 찾을 수 없습니다' } });
    const en = await read('en', 'auth');
    expect(en.data).toMatchObject({ login: { title: 'Log in' } });
  });

  it('reports a missing file as an error', async () => {
    const missing = await read('fr', 'common');
    expect(missing.error).toBeInstanceOf(Error);
    expect(missing.data).toBe(false);
  });
});

describe('language detection', () => {
  function detect({ search = '', stored = null as string | null, browser = ['en-US'] } = {}) {
    window.history.replaceState(null, '', `/${search}`);
    localStorage.clear();
    if (stored) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    Object.defineProperty(window.navigator, 'languages', { value: browser, configurable: true });
    Object.defineProperty(window.navigator, 'language', { value: browser[0], configurable: true });
    const detector = createLanguageDetector();
    detector.init(i18n.services, detectionOptions);
    return i18n.services.languageUtils.getBestMatchFromCodes(detector.detect() as string[]);
  }

  afterEach(() => {
    window.history.replaceState(null, '', '/');
    // Own properties shadow jsdom's getters; removing them restores jsdom's values.
    Reflect.deleteProperty(window.navigator, 'languages');
    Reflect.deleteProperty(window.navigator, 'language');
  });

  it('prefers ?lng=, then the stored choice, then the browser', () => {
    expect(detect({ search: '?lng=ko', stored: 'en', browser: ['en-US'] })).toBe('ko');
    expect(detect({ stored: 'ko', browser: ['en-US'] })).toBe('ko');
    expect(detect({ browser: ['en-US', 'en'] })).toBe('en');
  });

  it('reads regional browser languages as their language, in the browser order', () => {
    expect(detect({ browser: ['ko-KR', 'en-US', 'en'] })).toBe('ko');
    expect(detect({ browser: ['fr-FR', 'en-GB'] })).toBe('en');
  });

  it('remembers the choice in localStorage and in the cookie our server guesses the page language from', () => {
    const detector = createLanguageDetector();
    detector.init(i18n.services, detectionOptions);
    detector.cacheUserLanguage?.('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
    detector.cacheUserLanguage?.('ko');
    expect(document.cookie.split('; ')).toContain(`${LANGUAGE_COOKIE}=ko`);
  });

  it('falls back to the build default (VITE_DEFAULT_LANGUAGE) when nothing matches', () => {
    expect(detect({ search: '?lng=fr', browser: ['fr-FR', 'de'] })).toBe(
      import.meta.env.VITE_DEFAULT_LANGUAGE,
    );
  });
});
