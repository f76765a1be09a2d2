import { describe, expect, it } from 'vitest';
import { localeBackend } from './i18n';

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
