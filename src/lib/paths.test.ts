import { describe, expect, it } from 'vitest';
import { paths, safeRedirect } from './paths';

describe('paths', () => {
  it('encode parameters', () => {
    expect(paths.jobDetail('a b/c')).toBe('/jobs/a%20b%2Fc');
    expect(paths.qnaEdit('42')).toBe('/qna/form/42');
    expect(paths.login('/jobs?page=2')).toBe('/login?redirect=%2Fjobs%3Fpage%3D2');
    expect(paths.login()).toBe('/login');
    expect(paths.emailAuth('a+b@example.com')).toBe('/email-auth?email=a%2Bb%40example.com');
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths with their search and hash', () => {
    expect(safeRedirect('/jobs')).toBe('/jobs');
    expect(safeRedirect('/my-entry-list?tab=2#top')).toBe('/my-entry-list?tab=2#top');
  });

  it.each([
    null,
    undefined,
    '',
    'jobs',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?redirect=%2Fjobs',
  ])('sends %j home', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});
