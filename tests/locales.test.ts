// Both languages carry exactly the same keys (every visible text exists in ko and en).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', 'locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function keysOfLanguage(lng: string): string[] {
  return readdirSync(join(root, lng))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const ns = file.replace(/\.json$/, '');
      return keysOf(JSON.parse(readFileSync(join(root, lng, file), 'utf8')), ns);
    })
    .sort();
}

describe('locales', () => {
  it('ko and en have the same namespaces and keys', () => {
    const ko = keysOfLanguage('ko');
    const en = keysOfLanguage('en');
    expect(ko.length).toBeGreaterThan(20);
    expect(en).toEqual(ko);
  });

  it('no translation is empty', () => {
    for (const lng of ['ko', 'en']) {
      for (const file of readdirSync(join(root, lng))) {
        const text = readFileSync(join(root, lng, file), 'utf8');
        expect(text, `${lng}/${file}`).not.toMatch(/:\s*""/);
      }
    }
  });
});
