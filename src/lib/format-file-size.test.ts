import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('writes bytes in full and larger sizes in binary steps, in both languages', () => {
    expect(formatFileSize(0, 'en')).toBe('0 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(500, 'en')).toBe('500 bytes');
    expect(formatFileSize(500, 'ko')).toBe('500바이트');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(1536, 'ko')).toBe('1.5kB');
    expect(formatFileSize(1024 ** 3, 'en')).toBe('1 GB');
    expect(formatFileSize(-1, 'en')).toBe('');
  });
});
