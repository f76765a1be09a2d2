// Demo free audio: two levels of categories (music and sound effects, in Korean and English) and
// tracks made at seed time by seed/wav-synth.ts. Lengths and tempos are chosen so that every
// timeSearchType and every bpmSearchType band of contract/library-rules.ts has items.
import { type SoundStyle, synthesizeTrack } from './wav-synth.js';
import { storeFile } from '../files/index.js';
import type { FileStorage } from '../files/index.js';
import type { Database } from '../db/client.js';
import { audioTracks, fileCategories } from '../db/schema.js';

interface SeedCategory {
  key: string;
  ko: string;
  en: string;
  children: { key: string; ko: string; en: string }[];
}

export const SEED_AUDIO_CATEGORIES: readonly SeedCategory[] = [
  {
    key: 'music',
    ko: '음악',
    en: 'Music',
    children: [
      { key: 'pop', ko: '팝', en: 'Pop' },
      { key: 'hiphop', ko: '힙합', en: 'Hip-hop' },
      { key: 'ambient', ko: '앰비언트', en: 'Ambient' },
      { key: 'cinematic', ko: '시네마틱', en: 'Cinematic' },
      { key: 'electronic', ko: '일렉트로닉', en: 'Electronic' },
    ],
  },
  {
    key: 'sfx',
    ko: '효과음',
    en: 'Sound effects',
    children: [
      { key: 'ui', ko: 'UI·알림', en: 'UI' },
      { key: 'nature', ko: '자연', en: 'Nature' },
      { key: 'transition', ko: '전환 효과', en: 'Transitions' },
    ],
  },
];

type Category2Key = SoundStyle;

interface SeedTrack {
  title: string;
  category: Category2Key;
  seconds: number;
  bpm: number;
  root: number;
  minor?: boolean;
}

/** Display order is this order. Comments: [time band, bpm band]. */
export const SEED_TRACKS: readonly SeedTrack[] = [
  { title: 'Sunny Side Up', category: 'pop', seconds: 72, bpm: 118, root: 48 }, // 3, 3
  { title: 'Bubblegum Morning', category: 'pop', seconds: 30, bpm: 124, root: 50 }, // 2, 3
  { title: 'Weekend Drive', category: 'pop', seconds: 124, bpm: 104, root: 45 }, // 4, 3
  { title: 'City Lights Cypher', category: 'hiphop', seconds: 121, bpm: 88, root: 45, minor: true }, // 4, 2
  { title: 'Late Night Boom Bap', category: 'hiphop', seconds: 64, bpm: 92, root: 43, minor: true }, // 3, 2
  { title: 'Trap Sneakers', category: 'hiphop', seconds: 25, bpm: 140, root: 41, minor: true }, // 1, 3
  { title: 'Double-Time Flex', category: 'hiphop', seconds: 55, bpm: 172, root: 46, minor: true }, // 2, 4
  { title: 'Slow Tide', category: 'ambient', seconds: 181, bpm: 44, root: 48 }, // 5, 1
  { title: 'Morning Fog', category: 'ambient', seconds: 62, bpm: 48, root: 50 }, // 3, 1
  { title: 'Glass Garden', category: 'ambient', seconds: 126, bpm: 60, root: 52 }, // 4, 2
  { title: 'Deep Breath Loop', category: 'ambient', seconds: 28, bpm: 40, root: 45 }, // 1, 1
  { title: 'Rising Hero', category: 'cinematic', seconds: 84, bpm: 76, root: 43, minor: true }, // 3, 2
  { title: 'Final Countdown Trailer', category: 'cinematic', seconds: 58, bpm: 150, root: 40, minor: true }, // 2, 4
  { title: 'Quiet Before Dawn', category: 'cinematic', seconds: 180, bpm: 66, root: 45 }, // 5, 2
  { title: 'Neon Run', category: 'electronic', seconds: 60, bpm: 128, root: 45, minor: true }, // 3, 3
  { title: 'Hyperdrive', category: 'electronic', seconds: 45, bpm: 174, root: 43, minor: true }, // 2, 4
  { title: 'Jungle Pressure', category: 'electronic', seconds: 120, bpm: 210, root: 41, minor: true }, // 4, 5
  { title: 'Speedcore Sprint', category: 'electronic', seconds: 20, bpm: 240, root: 46, minor: true }, // 1, 5
  { title: 'Festival Drop', category: 'electronic', seconds: 183, bpm: 150, root: 48 }, // 5, 4
  { title: 'Soft Tap Clicks', category: 'ui', seconds: 6, bpm: 120, root: 48 }, // 1, 3
  { title: 'Notification Chimes', category: 'ui', seconds: 8, bpm: 100, root: 53 }, // 1, 3
  { title: 'Error Blips', category: 'ui', seconds: 4, bpm: 160, root: 47, minor: true }, // 1, 4
  { title: 'Rain on the Window', category: 'nature', seconds: 60, bpm: 30, root: 48 }, // 3, 1
  { title: 'Forest Birds at Dawn', category: 'nature', seconds: 35, bpm: 52, root: 50 }, // 2, 2
  { title: 'Ocean Waves', category: 'nature', seconds: 40, bpm: 24, root: 45 }, // 2, 1
  { title: 'Whoosh Pack', category: 'transition', seconds: 10, bpm: 90, root: 45 }, // 1, 2
  { title: 'Riser 8 Bars', category: 'transition', seconds: 16, bpm: 120, root: 48 }, // 1, 3
  { title: 'Drum Roll Build', category: 'transition', seconds: 12, bpm: 200, root: 43 }, // 1, 5
];

export const AUDIO_LICENSE = {
  ko: '상업적 이용 가능. 크리에이터 포털 작업물 안에서 자유롭게 사용할 수 있으며 출처 표기가 필요 없습니다. 음원 자체의 재배포·판매는 금지됩니다.',
  en: 'Free for commercial use within works made for the Creator Portal; no attribution needed. Redistributing or selling the audio itself is not allowed.',
};

/** A file name of at most 50 characters from the title: "Sunny Side Up" -> "sunny-side-up.wav". */
function fileNameOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug.slice(0, 40)}.wav`;
}

/** Creates the categories and the tracks (their WAV files first). Returns the number of tracks. */
export async function seedAudio(db: Database, storage: FileStorage, now: Date): Promise<number> {
  const category2Uuids = new Map<string, { uuid: string; parentUuid: string }>();
  for (const [index, category] of SEED_AUDIO_CATEGORIES.entries()) {
    const [parent] = await db
      .insert(fileCategories)
      .values({ fileType: 'audio', depth: 1, nameKo: category.ko, nameEn: category.en, sort: index + 1 })
      .returning({ uuid: fileCategories.uuid });
    const children = await db
      .insert(fileCategories)
      .values(
        category.children.map((child, childIndex) => ({
          fileType: 'audio',
          depth: 2,
          parentUuid: parent!.uuid,
          nameKo: child.ko,
          nameEn: child.en,
          sort: childIndex + 1,
        })),
      )
      .returning({ uuid: fileCategories.uuid });
    category.children.forEach((child, childIndex) =>
      category2Uuids.set(child.key, { uuid: children[childIndex]!.uuid, parentUuid: parent!.uuid }),
    );
  }

  for (const [index, track] of SEED_TRACKS.entries()) {
    const category = category2Uuids.get(track.category)!;
    const wav = synthesizeTrack({
      seconds: track.seconds,
      bpm: track.bpm,
      style: track.category,
      seed: 1_000 + index,
      root: track.root,
      minor: track.minor,
    });
    const file = await storeFile(db, storage, {
      fileType: 'audio',
      originalName: fileNameOf(track.title),
      content: { bytes: wav, allowed: ['wav'] },
      isPublic: true,
    });
    await db.insert(audioTracks).values({
      title: track.title,
      category1Uuid: category.parentUuid,
      category2Uuid: category.uuid,
      durationSeconds: track.seconds,
      bpm: track.bpm,
      fileUuid: file.uuid,
      sort: (index + 1) * 10,
      isDisplay: true,
      licenseKo: AUDIO_LICENSE.ko,
      licenseEn: AUDIO_LICENSE.en,
      // The same instant for all: the operator's sort alone decides the order.
      createdAt: now,
    });
  }
  return SEED_TRACKS.length;
}
