// Demo free fonts: one item per installed @fontsource package (all SIL OFL 1.1), with
//   - a preview stylesheet: the package's weight-400 CSS (unicode-range slices) with its url()s
//     rewritten to the slices' stored names next to it, woff fallbacks dropped, so that
//     <link rel=stylesheet href=previewCssUrl> works same-origin under our CSP and the browser
//     fetches only the slices the preview text needs;
//   - the licence text as a public .txt file;
//   - a download package (fflate zip): the whole-subset Korean and Latin woff2 files of that
//     weight, a stylesheet declaring them, and the licence.
// Fonts without a 400 weight use the closest one (Sunflower: 500).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { storePublicFile, storeServerText, storeFile } from '../files/index.js';
import type { FileStorage } from '../files/index.js';
import type { Database } from '../db/client.js';
import { fileCategories, fonts } from '../db/schema.js';

export const FONT_LICENSE_NAME = 'SIL Open Font License 1.1';

/** The font types (depth-1 font categories), keyed by Fontsource's `category`. */
export const SEED_FONT_TYPES = [
  { key: 'sans-serif', ko: '고딕', en: 'Sans-serif' },
  { key: 'serif', ko: '명조', en: 'Serif' },
  { key: 'handwriting', ko: '손글씨', en: 'Handwriting' },
  { key: 'display', ko: '장식', en: 'Display' },
  { key: 'monospace', ko: '코딩·고정폭', en: 'Monospace' },
] as const;

interface FontsourceMetadata {
  family: string;
  category: string;
  weights: number[];
  subsets: string[];
  license: { attribution: string };
}

/** Where the @fontsource packages are installed (the nearest node_modules that has them). */
export function fontsourceDir(): string | null {
  const require = createRequire(import.meta.url);
  for (const candidate of require.resolve.paths('@fontsource/any') ?? []) {
    const dir = path.join(candidate, '@fontsource');
    if (existsSync(dir)) return dir;
  }
  return null;
}

/**
 * The maker from the copyright line: "Copyright (c) 2017 by TAE System & Typefaces Co.. All
 * rights reserved." -> "TAE System & Typefaces Co.", "Copyright 2018 The BM JUA Project Authors"
 * -> "The BM JUA Project Authors".
 */
export function makerFromCopyright(line: string): string {
  let text = line
    .split(/\s\S+\.ttf:/)[0]!
    // A parenthesis opens a URL or an email ("(https://…)"), except the "(c)" of the notice itself.
    .split(/\s\((?!c\))/i)[0]!
    .split(/\.\s*All rights reserved/i)[0]!
    .split(/,?\s*with Reserved Font Name/i)[0]!
    .split(/\.\s*Font designed by/i)[0]!;
  const prefix = /^\s*(copyright|\(c\)|©|\d{4}(-\d{4})?|by|,)\s*/i;
  while (prefix.test(text)) text = text.replace(prefix, '');
  return text.trim().replace(/,$/, '') || 'Unknown';
}

function closestWeight(weights: number[]): number {
  // Ties go to the heavier weight (300 and 500 -> 500), which reads better in a preview.
  return [...weights].sort((a, b) => Math.abs(a - 400) - Math.abs(b - 400) || b - a)[0] ?? 400;
}

const WOFF2_SOURCE =
  /src:\s*url\(\.\/files\/([a-z0-9\-[\]]+\.woff2)\)\s*format\('woff2'\)(?:,\s*url\(\.\/files\/[^)]+\.woff\)\s*format\('woff'\))?;/g;

/** The woff2 file names a Fontsource stylesheet refers to. */
function woff2Names(css: string): string[] {
  return [...css.matchAll(WOFF2_SOURCE)].map((match) => match[1]!);
}

/** The stylesheet with each url(./files/x.woff2) replaced (`rename`) and the woff fallbacks dropped. */
function rewriteSources(css: string, rename: (file: string) => string): string {
  return css.replace(WOFF2_SOURCE, (_match, file: string) => `src: url(${rename(file)}) format('woff2');`);
}

/** "Nanum Brush Script" -> "Nanum-Brush-Script". */
const slug = (family: string) => family.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A fixed time in the zip entries, so that the same package always gives the same bytes. */
const ZIP_MTIME = new Date('2026-01-01T00:00:00Z');

async function buildPackage(dir: string, id: string, family: string, weight: number, license: string) {
  const folder = slug(family);
  const entries: Zippable = {};
  const css: string[] = [];
  for (const subset of ['korean', 'latin']) {
    const cssPath = path.join(dir, `${subset}-${weight}.css`);
    if (!existsSync(cssPath)) continue;
    const subsetCss = await readFile(cssPath, 'utf8');
    for (const file of woff2Names(subsetCss)) {
      // woff2 is compressed already: stored, not deflated.
      entries[`${folder}/files/${file}`] = [await readFile(path.join(dir, 'files', file)), { level: 0 }];
    }
    css.push(rewriteSources(subsetCss, (file) => `./files/${file}`));
  }
  if (css.length === 0) {
    // No whole-subset files: the weight's slices themselves.
    const weightCss = await readFile(path.join(dir, `${weight}.css`), 'utf8');
    for (const file of woff2Names(weightCss)) {
      entries[`${folder}/files/${file}`] = [await readFile(path.join(dir, 'files', file)), { level: 0 }];
    }
    css.push(rewriteSources(weightCss, (file) => `./files/${file}`));
  }
  entries[`${folder}/${id}-${weight}.css`] = [Buffer.from(css.join('\n\n'), 'utf8'), { level: 9 }];
  entries[`${folder}/OFL.txt`] = [Buffer.from(license, 'utf8'), { level: 9 }];
  return zipSync(entries, { mtime: ZIP_MTIME });
}

/** Creates the font types and one font per installed package. Returns the number of fonts. */
export async function seedFonts(db: Database, storage: FileStorage, now: Date): Promise<number> {
  const typeUuids = new Map<string, string>();
  const types = await db
    .insert(fileCategories)
    .values(
      SEED_FONT_TYPES.map((type, index) => ({
        fileType: 'font',
        depth: 1,
        nameKo: type.ko,
        nameEn: type.en,
        sort: index + 1,
      })),
    )
    .returning({ uuid: fileCategories.uuid });
  SEED_FONT_TYPES.forEach((type, index) => typeUuids.set(type.key, types[index]!.uuid));

  const root = fontsourceDir();
  if (!root) return 0;
  const ids = (await readdir(root)).filter((id) => existsSync(path.join(root, id, 'metadata.json'))).sort();
  let created = 0;
  for (const id of ids) {
    const dir = path.join(root, id);
    const metadata = JSON.parse(
      await readFile(path.join(dir, 'metadata.json'), 'utf8'),
    ) as FontsourceMetadata;
    const weight = closestWeight(metadata.weights);
    const weightCssPath = path.join(dir, `${weight}.css`);
    if (!existsSync(weightCssPath)) continue;
    const license = await readFile(path.join(dir, 'LICENSE'), 'utf8');

    // The preview: every slice, then the stylesheet pointing at the slices' stored names (relative,
    // so it resolves next to the stylesheet on whatever host serves it).
    const weightCss = await readFile(weightCssPath, 'utf8');
    // Korean fonts have about 90 slices: read and stored side by side (the first start waits for it).
    const storedSlices = new Map(
      await Promise.all(
        woff2Names(weightCss).map(async (file) => {
          const bytes = await readFile(path.join(dir, 'files', file));
          return [file, (await storePublicFile(storage, bytes, ['woff2'])).name] as const;
        }),
      ),
    );
    const previewCss = await storeServerText(
      storage,
      `/* ${metadata.family} ${weight}, from @fontsource/${id} (${FONT_LICENSE_NAME}) */\n` +
        rewriteSources(weightCss, (file) => `./${storedSlices.get(file)!}`),
      'css',
    );

    const licenseFile = await storeFile(db, storage, {
      fileType: 'font',
      originalName: `${slug(metadata.family)}-OFL.txt`,
      content: { text: license, kind: 'txt' },
      isPublic: true,
    });
    const download = await storeFile(db, storage, {
      fileType: 'font',
      originalName: `${slug(metadata.family)}-webfont.zip`,
      content: { bytes: await buildPackage(dir, id, metadata.family, weight, license), allowed: ['zip'] },
      isPublic: true,
    });
    const typeUuid = typeUuids.get(metadata.category) ?? typeUuids.get('display')!;
    // Korean fonts first (the product's first language), then alphabetical.
    const isKorean = metadata.subsets.includes('korean');
    await db.insert(fonts).values({
      fontName: metadata.family,
      maker: makerFromCopyright(metadata.license.attribution),
      fontTypeUuid: typeUuid,
      licenseName: FONT_LICENSE_NAME,
      licenseFileUuid: licenseFile.uuid,
      cssFamily: metadata.family,
      previewCssUrl: previewCss.url,
      downloadFileUuid: download.uuid,
      sort: (isKorean ? 0 : 1_000) + (created + 1) * 10,
      isDisplay: true,
      createdAt: now,
    });
    created += 1;
  }
  return created;
}
