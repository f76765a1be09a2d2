// Demo competitions for a fresh local server (with the demo account; never in production): nine
// topics covering both topic types, the four video styles and several time limits, each with a
// brief and an entry period (seed-topic-briefs.ts) and groups in every state around the seed
// time, ranked works made of the committed seed media, and production reports; a statistics run has already ranked the competing and completed groups.
// Periods follow the business day (they begin and end at midnight in BUSINESS_TIME_ZONE, the
// statistics run at 01:00), relative to the day of the seed: competing groups really compete now.
// Runs once: a database holding any topic is left alone. The media are copied at every start.
import type { Currency } from '../../contract/money-rules.js';
import { count, sql } from 'drizzle-orm';
import { TOPIC_TYPE_IMAGE, TOPIC_TYPE_VIDEO } from '../../contract/topics.js';
import { businessMidnight } from '../lib/business-time.js';
import { createTopic, scheduleGroup, type TopicInput, runStatistics } from '../competitions/index.js';
import { storageAt, type FileStorage } from '../files/index.js';
import { installSeedMedia, sampleWork, type SeedMediaFile, type SeedMediaUrls } from './sample-works.js';
import type { Database } from '../db/client.js';
import { productionReports, topics } from '../db/schema.js';
import {
  BRAND_PROMO_BRIEF,
  CAFE_MENU_BRIEF,
  FITNESS_BRIEF,
  PET_BRIEF,
  RECIPE_BRIEF,
  SEASONAL_SALE_BRIEF,
  SKINCARE_BRIEF,
  TRAVEL_BRIEF,
  UNBOXING_BRIEF,
  type SeedBrief,
} from './seed-topic-briefs.js';
import { findDemoAccount } from './seed.js';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
const SEED_LOCK_ID = 727_005;

interface SeedGroup {
  /** Begin and end in days from the seed day's midnight (business time zone). */
  days: [number, number];
  /** Held by the operator (state 1). */
  preparing?: boolean;
  /**
   * Productions per day of each entry. The reports of a day are the same multiple of every rate,
   * so equal rates end in equal counts (a tie that shares its rank).
   */
  rates: number[];
  /** Entries (by index) that belong to the demo creator. */
  demoEntries?: number[];
}

interface SeedTopic extends Omit<TopicInput, 'mainBannerImageUrl' | 'thumbnailUrl'> {
  brief: SeedBrief;
  banner: SeedMediaFile | null;
  thumbnail: SeedMediaFile;
  groups: SeedGroup[];
}

const video = TOPIC_TYPE_VIDEO;
const image = TOPIC_TYPE_IMAGE;

/** Newest first, as the home page lists them. */
export const SEED_TOPICS: readonly SeedTopic[] = [
  {
    topic: 'Brand promo shorts',
    brief: BRAND_PROMO_BRIEF,
    maxAmount: 1_000_000,
    maxCount: 10,
    amountPerUser: 100_000,
    topicType: video,
    videoStyleType: 2,
    timeLimit: '10s',
    hashtags: ['brandfilm', 'shorts', 'promo', '숏폼'],
    banner: 'banner-brand-promo.webp',
    thumbnail: 'thumb-brand-promo.webp',
    groups: [
      { days: [-3, 4], rates: [12, 9, 6, 6, 3, 1], demoEntries: [1] },
      { days: [-1, 6], rates: [4, 8, 2, 5] },
      { days: [2, 9], rates: [0, 0, 0, 0] },
      { days: [9, 16], preparing: true, rates: [0, 0, 0] },
      // Three equal shares of 1,000,000: 333,334 + 333,333 + 333,333.
      { days: [-8, -1], rates: [5, 5, 5], demoEntries: [2] },
      { days: [-15, -8], rates: [9, 7, 7, 4, 2] },
    ],
  },
  {
    topic: 'Product unboxing 5 s loops',
    brief: UNBOXING_BRIEF,
    maxAmount: 500_000,
    maxCount: 8,
    amountPerUser: 50_000,
    topicType: video,
    videoStyleType: 2,
    timeLimit: 'f5s',
    hashtags: ['unboxing', 'loop', 'product', '언박싱'],
    banner: 'banner-unboxing.webp',
    thumbnail: 'thumb-unboxing.webp',
    groups: [
      { days: [-2, 5], rates: [7, 4, 4, 2] },
      { days: [1, 8], rates: [0, 0, 0] },
      { days: [-10, -3], rates: [6, 3, 2, 1] },
    ],
  },
  {
    topic: 'Cafe menu graphics',
    brief: CAFE_MENU_BRIEF,
    maxAmount: 300_000,
    maxCount: 6,
    amountPerUser: 50_000,
    topicType: image,
    videoStyleType: 3,
    timeLimit: 'f1s',
    hashtags: ['cafe', 'menu', 'graphics', '카페'],
    banner: 'banner-cafe-menu.webp',
    thumbnail: 'thumb-cafe-menu.webp',
    groups: [
      { days: [-4, 3], rates: [5, 3, 1, 1] },
      { days: [3, 10], rates: [0, 0, 0] },
      { days: [-12, -5], rates: [4, 2, 2] },
    ],
  },
  {
    topic: 'Travel photo slideshow',
    brief: TRAVEL_BRIEF,
    maxAmount: 700_000,
    maxCount: 12,
    amountPerUser: 60_000,
    topicType: video,
    videoStyleType: 1,
    timeLimit: 'f30s',
    hashtags: ['travel', 'photo', 'slideshow', '여행'],
    banner: 'banner-travel.webp',
    thumbnail: 'thumb-travel.webp',
    groups: [
      { days: [-2, 5], rates: [10, 6, 3] },
      { days: [8, 15], preparing: true, rates: [0, 0] },
      { days: [-9, -2], rates: [8, 5, 3, 3, 1] },
    ],
  },
  {
    topic: 'Fitness app motion graphics',
    brief: FITNESS_BRIEF,
    maxAmount: 800_000,
    maxCount: 8,
    amountPerUser: 80_000,
    topicType: video,
    videoStyleType: 3,
    timeLimit: 'f10s',
    hashtags: ['fitness', 'motion', 'app', '홈트'],
    banner: null,
    thumbnail: 'thumb-fitness.webp',
    groups: [
      { days: [-1, 6], rates: [3, 6, 2] },
      { days: [4, 11], rates: [0, 0, 0, 0] },
    ],
  },
  {
    topic: 'Seasonal sale banner set',
    brief: SEASONAL_SALE_BRIEF,
    maxAmount: 200_000,
    maxCount: 5,
    amountPerUser: 40_000,
    topicType: image,
    videoStyleType: 3,
    timeLimit: 'f2s',
    hashtags: ['sale', 'banner', 'season', '세일'],
    banner: null,
    thumbnail: 'thumb-seasonal-sale.webp',
    groups: [
      { days: [2, 9], rates: [0, 0, 0] },
      // Ended at the seed day's midnight: the run at 01:00 (here, the seed's run) makes it final.
      { days: [-7, 0], rates: [3, 2, 1] },
    ],
  },
  {
    topic: 'Recipe in 60 seconds',
    brief: RECIPE_BRIEF,
    maxAmount: 1_000_000,
    maxCount: 10,
    amountPerUser: 100_000,
    topicType: video,
    videoStyleType: 4,
    timeLimit: 'f1m',
    hashtags: ['recipe', 'food', 'howto', '레시피'],
    banner: 'banner-recipe.webp',
    thumbnail: 'thumb-recipe.webp',
    groups: [
      { days: [-5, 2], rates: [15, 11, 8, 8, 5, 2] },
      // Nobody produced anything: every rank 1, every ratio and amount 0.
      { days: [-12, -5], rates: [0, 0, 0] },
    ],
  },
  {
    topic: 'Pet product lifestyle clips',
    brief: PET_BRIEF,
    maxAmount: 500_000,
    maxCount: 6,
    amountPerUser: 50_000,
    topicType: video,
    videoStyleType: 4,
    timeLimit: '5s',
    hashtags: ['pet', 'lifestyle', 'ugc', '반려동물'],
    banner: null,
    thumbnail: 'thumb-pet.webp',
    // Nothing competing or completed yet: the popup's empty state.
    groups: [
      { days: [5, 12], rates: [0, 0, 0] },
      { days: [12, 19], preparing: true, rates: [0, 0] },
    ],
  },
  {
    topic: 'Skincare before/after stills',
    brief: SKINCARE_BRIEF,
    maxAmount: 400_000,
    maxCount: 8,
    amountPerUser: 50_000,
    topicType: image,
    videoStyleType: 1,
    timeLimit: '1s',
    hashtags: ['skincare', 'beauty', 'beforeafter', '스킨케어'],
    banner: null,
    thumbnail: 'thumb-skincare.webp',
    groups: [
      { days: [-3, 4], rates: [4, 4, 4, 1] },
      { days: [-10, -3], rates: [7, 2] },
    ],
  },
];

export interface SeedCompetitionsOptions {
  publicFilesDir: string;
  /** Where the sample media go; default: the disk folders next to publicFilesDir. */
  storage?: FileStorage | null;
  now: Date;
  /** BUSINESS_TIME_ZONE: the periods begin and end at midnight there. */
  timeZone: string;
  /** CURRENCY: the completed groups' results are credited in it (KRW unless set). */
  currency?: Currency;
}

export interface SeedCompetitionsResult {
  seeded: boolean;
  topics: number;
  groups: number;
}

/** Seeds the demo competitions unless the database holds a topic. Safe to run at every start. */
export async function seedCompetitions(
  db: Database,
  options: SeedCompetitionsOptions,
): Promise<SeedCompetitionsResult> {
  const urls = await installSeedMedia(storageAt(options.publicFilesDir, options.storage));
  const { now, timeZone } = options;
  const midnight = businessMidnight(now, timeZone);
  const day = (offset: number) => new Date(midnight.getTime() + offset * DAY_MS);

  const outcome = await db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL take turns; the second finds the topics.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(topics);
    if ((existing?.n ?? 0) > 0) return null;

    const demo = await findDemoAccount(tx);
    let videoIndex = 0;
    let imageIndex = 0;
    let groupCount = 0;
    for (const [topicIndex, seed] of SEED_TOPICS.entries()) {
      const { banner, thumbnail, groups, brief, ...fields } = seed;
      const topicUuid = await createTopic(
        tx,
        {
          ...fields,
          mainBannerImageUrl: banner ? urls[banner] : null,
          thumbnailUrl: urls[thumbnail],
          ...briefInput(brief, urls, day),
        },
        // The first topic is the newest.
        new Date(now.getTime() - topicIndex * 60_000),
      );
      const isVideo = seed.topicType === TOPIC_TYPE_VIDEO;
      for (const group of groups) {
        const entries = group.rates.map((_, index) => {
          const sample = sampleWork(urls, isVideo, isVideo ? videoIndex++ : imageIndex++);
          return { ...sample, userUuid: demo && group.demoEntries?.includes(index) ? demo.uuid : null };
        });
        // Created waiting (or preparing) and moved by the clock, as an operator's group would be.
        const created = await scheduleGroup(
          tx,
          {
            topicUuid,
            beginAt: day(group.days[0]),
            endAt: day(group.days[1]),
            preparing: group.preparing,
            entries,
          },
          now,
        );
        groupCount += 1;
        const reports = productionReportsFor(
          group,
          created.entryUuids,
          day(group.days[0]),
          day(group.days[1]),
          now,
        );
        for (let start = 0; start < reports.length; start += 500) {
          await tx.insert(productionReports).values(reports.slice(start, start + 500));
        }
      }
    }
    return { topics: SEED_TOPICS.length, groups: groupCount };
  });
  if (!outcome) return { seeded: false, topics: 0, groups: 0 };
  await runStatistics(db, { now, trigger: 'seed', currency: options.currency });
  return { seeded: true, ...outcome };
}

/** A seed brief as createTopic takes it: media as their installed URLs, days as instants. */
function briefInput(brief: SeedBrief, urls: SeedMediaUrls, day: (offset: number) => Date) {
  return {
    descriptionHtml: brief.descriptionHtml,
    rules: [
      ...brief.do.map((text) => ({ kind: 'do' as const, text })),
      ...brief.dont.map((text) => ({ kind: 'dont' as const, text })),
    ],
    exampleWorks: brief.examples.map(({ name, media, poster }) =>
      poster
        ? { name, tType: 'video' as const, videoUrl: urls[media], thumbnailUrl: urls[poster] }
        : { name, tType: 'bcon' as const, videoUrl: null, thumbnailUrl: urls[media] },
    ),
    entryBeginAt: day(brief.entryDays[0]),
    entryEndAt: day(brief.entryDays[1]),
  };
}

/**
 * One report per entry and day of the period that has passed, all of a day at one time (02:00 into
 * the day), so that a seed in the middle of a day never splits a tie.
 */
function productionReportsFor(group: SeedGroup, entryUuids: string[], beginAt: Date, endAt: Date, now: Date) {
  if (group.preparing) return [];
  const until = Math.min(endAt.getTime(), now.getTime());
  const reports: { groupSubmissionUuid: string; count: number; producedAt: Date; receivedAt: Date }[] = [];
  for (let dayIndex = 0; beginAt.getTime() + dayIndex * DAY_MS < until; dayIndex += 1) {
    // 3 to 7 times the rate, varying by day but the same for every entry of the day.
    const factor = 3 + ((dayIndex * 7) % 5);
    const producedAt = new Date(beginAt.getTime() + dayIndex * DAY_MS + 2 * HOUR_MS);
    if (producedAt.getTime() >= until) break;
    entryUuids.forEach((groupSubmissionUuid, index) => {
      const rate = group.rates[index] ?? 0;
      if (rate === 0) return;
      reports.push({ groupSubmissionUuid, count: rate * factor, producedAt, receivedAt: producedAt });
    });
  }
  return reports;
}
