// The committed seed media (server/seed-media/, made by its generate.sh) and the sample works built
// from them: used by the seed, and by `npm run ops -- schedule-group --samples N` until real
// submissions exist. Installing copies the files into the public folder under generated names.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStorage } from '../files/index.js';
import { IMAGE_KINDS, storePublicFile } from '../files/index.js';

export const SEED_MEDIA_DIR = fileURLToPath(new URL('../seed-media/', import.meta.url));

export const SEED_MEDIA_FILES = [
  'work-latte.mp4',
  'work-latte-poster.jpg',
  'work-unboxing.mp4',
  'work-unboxing-poster.jpg',
  'work-city.mp4',
  'work-city-poster.jpg',
  'work-workout.mp4',
  'work-workout-poster.jpg',
  'work-recipe.mp4',
  'work-recipe-poster.jpg',
  'work-puppy.mp4',
  'work-puppy-poster.jpg',
  'work-menu-board.webp',
  'work-sale-poster.webp',
  'work-skin-glow.webp',
  'work-flat-lay.webp',
  'thumb-brand-promo.webp',
  'thumb-unboxing.webp',
  'thumb-cafe-menu.webp',
  'thumb-travel.webp',
  'thumb-fitness.webp',
  'thumb-seasonal-sale.webp',
  'thumb-recipe.webp',
  'thumb-pet.webp',
  'thumb-skincare.webp',
  'banner-brand-promo.webp',
  'banner-unboxing.webp',
  'banner-travel.webp',
  'banner-recipe.webp',
  'banner-cafe-menu.webp',
] as const;
export type SeedMediaFile = (typeof SEED_MEDIA_FILES)[number];

export type SeedMediaUrls = Record<SeedMediaFile, string>;

/** Copies every seed file into the public folder (nothing happens for those already there). */
export async function installSeedMedia(storage: FileStorage): Promise<SeedMediaUrls> {
  const urls = {} as SeedMediaUrls;
  for (const file of SEED_MEDIA_FILES) {
    const content = await readFile(path.join(SEED_MEDIA_DIR, file));
    const stored = await storePublicFile(storage, content, ['mp4', ...IMAGE_KINDS]);
    urls[file] = stored.url;
  }
  return urls;
}

export interface SampleWork {
  tType: 'video' | 'bcon';
  /** The video (video works). */
  video: SeedMediaFile | null;
  /** The poster of a video, or the image of an image work. */
  thumbnail: SeedMediaFile;
}

export const SAMPLE_VIDEO_WORKS: readonly SampleWork[] = (
  ['latte', 'unboxing', 'city', 'workout', 'recipe', 'puppy'] as const
).map((key) => ({
  tType: 'video',
  video: `work-${key}.mp4`,
  thumbnail: `work-${key}-poster.jpg`,
}));

export const SAMPLE_IMAGE_WORKS: readonly SampleWork[] = (
  ['menu-board', 'sale-poster', 'skin-glow', 'flat-lay'] as const
).map((key) => ({ tType: 'bcon', video: null, thumbnail: `work-${key}.webp` }));

/** Work titles (spec §5: at most 20 characters). */
export const SAMPLE_VIDEO_NAMES = [
  'Morning latte pour',
  'Neon city walk',
  'Box cutter ASMR',
  'Sunrise run',
  'Two-minute ramen',
  'Puppy zoomies',
  'Golden hour drive',
  'Desk setup reveal',
  'Rainy window loop',
  'Tiny kitchen hacks',
  'Street market tour',
  'Slow-mo splash',
  'Weekend hike recap',
  'Cat vs. laser',
  'Sneaker drop',
  'Smoothie spin',
  'Night bus ride',
  'Studio lights on',
  'Paper craft flip',
  'Beach day montage',
  'Late-night noodles',
  'Yoga flow',
  'Bakery sunrise',
  'Bike commute',
  'Coffee bean macro',
  'Skate park line',
  'Rooftop sunset',
  'Plant care 101',
  'Vinyl unboxing',
  'Dumpling folding',
] as const;

export const SAMPLE_IMAGE_NAMES = [
  'Chalkboard specials',
  'Pastel menu card',
  'Flash sale poster',
  'Glow routine',
  'Flat lay set',
  'Summer sale tag',
  'Before and after',
  'Minimal price list',
  'Dessert of the day',
  'Serum close-up',
  'Bundle deal card',
  'Clean skin diary',
  'Autumn sale grid',
  'Latte menu board',
  'Night cream shot',
] as const;

export interface ResolvedSample {
  name: string;
  tType: 'video' | 'bcon';
  videoUrl: string | null;
  thumbnailUrl: string;
}

/** The `index`-th sample work of a topic type, with a name and the installed URLs. */
export function sampleWork(urls: SeedMediaUrls, isVideo: boolean, index: number): ResolvedSample {
  const works = isVideo ? SAMPLE_VIDEO_WORKS : SAMPLE_IMAGE_WORKS;
  const names = isVideo ? SAMPLE_VIDEO_NAMES : SAMPLE_IMAGE_NAMES;
  const work = works[index % works.length]!;
  return {
    name: names[index % names.length]!,
    tType: work.tType,
    videoUrl: work.video ? urls[work.video] : null,
    thumbnailUrl: urls[work.thumbnail],
  };
}
