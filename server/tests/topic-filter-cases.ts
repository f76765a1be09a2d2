// Six topics that tell every filter, search and sort of the job list apart, and what each query
// must answer (by topic name, in order). Shared by the test through the API on PGlite
// (topic-filters.test.ts) and the one on PostgreSQL (postgres-topic-filters.test.ts).
import type { TopicsQuery } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { createTopic } from '../competitions/competition-admin.js';
import { DAY, topicInput } from './competition-fixtures.js';

const MINUTE = 60_000;

/** Newest first; `created` minutes before now, the period in days from now. */
const TOPICS = [
  // Open, ends in 5 days. A hashtag that differs from 'Cafe' below only in case.
  {
    topic: 'Morning coffee shorts',
    type: 1,
    style: 2,
    limit: '10s',
    reward: 1_000_000,
    tags: ['cafe', 'Morning'],
    period: [-1, 5],
  },
  // Open, ends in 1 day: the first to close.
  {
    topic: 'Unboxing loop',
    type: 1,
    style: 2,
    limit: 'f5s',
    reward: 500_000,
    tags: ['unboxing'],
    period: [-1, 1],
  },
  // Closed yesterday.
  {
    topic: 'Menu board',
    type: 2,
    style: 3,
    limit: 'f1s',
    reward: 300_000,
    tags: ['Cafe', 'menu'],
    period: [-9, -1],
  },
  // Opens in 2 days.
  {
    topic: 'Travel slideshow',
    type: 1,
    style: 1,
    limit: 'f30s',
    reward: 700_000,
    tags: ['travel'],
    period: [2, 20],
  },
  // No period: always open. LIKE's own characters in its name and hashtag.
  { topic: '100%_real', type: 1, style: 4, limit: '5s', reward: 200_000, tags: ['promo_2026'], period: null },
  // Type 3 is an image too (§3: anything but 1).
  {
    topic: 'Skin stills',
    type: 3,
    style: 1,
    limit: '1s',
    reward: 400_000,
    tags: ['beauty'],
    period: [-2, 10],
  },
] as const;

export async function createFilterTopics(db: Database, now: Date): Promise<void> {
  for (const [index, topic] of TOPICS.entries()) {
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    await createTopic(
      db,
      topicInput({
        topic: topic.topic,
        topicType: topic.type,
        videoStyleType: topic.style,
        timeLimit: topic.limit,
        maxAmount: topic.reward,
        hashtags: [...topic.tags],
        entryBeginAt: topic.period ? at(topic.period[0]) : null,
        entryEndAt: topic.period ? at(topic.period[1]) : null,
      }),
      new Date(now.getTime() - (index + 1) * MINUTE),
    );
  }
}

export type FilterQuery = Partial<Omit<TopicsQuery, 'page' | 'size'>>;

const ALL = TOPICS.map((topic) => topic.topic);

/** Each query alone, then combined; `expected` in the answer's order, all of them on one page. */
export const FILTER_CASES: { name: string; query: FilterQuery; expected: string[] }[] = [
  { name: 'no filter: newest first', query: {}, expected: ALL },
  {
    name: 'topicType 1 (video)',
    query: { topicType: 1 },
    expected: ALL.filter((_, i) => [0, 1, 3, 4].includes(i)),
  },
  {
    name: 'topicType 2 (image: any type but 1)',
    query: { topicType: 2 },
    expected: ['Menu board', 'Skin stills'],
  },
  {
    name: 'videoStyleType',
    query: { videoStyleType: 2 },
    expected: ['Morning coffee shorts', 'Unboxing loop'],
  },
  {
    name: 'lengthKind exact (f…)',
    query: { lengthKind: 'exact' },
    expected: ['Unboxing loop', 'Menu board', 'Travel slideshow'],
  },
  {
    name: 'lengthKind minimum',
    query: { lengthKind: 'minimum' },
    expected: ['Morning coffee shorts', '100%_real', 'Skin stills'],
  },
  { name: 'timeLimit', query: { timeLimit: 'f5s' }, expected: ['Unboxing loop'] },
  {
    name: 'open=true: begun and not ended',
    query: { open: 'true' },
    expected: ['Morning coffee shorts', 'Unboxing loop', '100%_real', 'Skin stills'],
  },
  { name: 'open=false: no filter', query: { open: 'false' }, expected: ALL },
  {
    name: 'sort reward: highest first',
    query: { sort: 'reward' },
    expected: [
      'Morning coffee shorts',
      'Travel slideshow',
      'Unboxing loop',
      'Skin stills',
      'Menu board',
      '100%_real',
    ],
  },
  {
    name: 'sort closing: open with an end, soonest first, then the rest newest first',
    query: { sort: 'closing' },
    expected: [
      'Unboxing loop',
      'Morning coffee shorts',
      'Skin stills',
      'Menu board',
      'Travel slideshow',
      '100%_real',
    ],
  },
  {
    name: 'keyword in a hashtag, any case',
    query: { keyword: 'CAFE' },
    expected: ['Morning coffee shorts', 'Menu board'],
  },
  {
    name: 'keyword in the name, any case',
    query: { keyword: 'coffee' },
    expected: ['Morning coffee shorts'],
  },
  { name: 'keyword as a hashtag with its #', query: { keyword: '#menu' }, expected: ['Menu board'] },
  {
    name: 'keyword in both name and hashtag: once',
    query: { keyword: 'unboxing' },
    expected: ['Unboxing loop'],
  },
  { name: 'keyword part of a word', query: { keyword: 'show' }, expected: ['Travel slideshow'] },
  { name: 'keyword % is a percent sign', query: { keyword: '%' }, expected: ['100%_real'] },
  { name: 'keyword _ is an underscore', query: { keyword: '_' }, expected: ['100%_real'] },
  { name: 'keyword that matches nothing', query: { keyword: 'nothing like it' }, expected: [] },
  {
    name: 'video, open, by reward',
    query: { topicType: 1, open: 'true', sort: 'reward' },
    expected: ['Morning coffee shorts', 'Unboxing loop', '100%_real'],
  },
  {
    name: 'video, minimum length, keyword',
    query: { topicType: 1, lengthKind: 'minimum', keyword: 'cafe' },
    expected: ['Morning coffee shorts'],
  },
  {
    name: 'image, open, closing soonest',
    query: { topicType: 2, open: 'true', sort: 'closing' },
    expected: ['Skin stills'],
  },
  {
    name: 'style and exact length',
    query: { videoStyleType: 2, lengthKind: 'exact' },
    expected: ['Unboxing loop'],
  },
];
