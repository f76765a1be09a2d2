// Whether an MP4's own index holds together, read without its media data (issue 20, item 4): the
// first half of a valid clip (index intact, half the media data missing) and a header claiming a
// length of 49 days both read as fine videos to ffprobe, which only reads the index. So:
// - the top-level boxes must tile the file: a file cut short leaves its last box (usually the
//   media data) declaring more bytes than there are;
// - every sample the tables point to (chunk offsets, samples per chunk, sample sizes) must lie
//   inside the file;
// - no length that a header states (movie, track, edit list) may be longer than the tracks' sample
//   tables hold.
// Only box headers and the movie box are read (a few MB for an hour of video), never the media:
// a 1 GB upload costs a handful of small reads. No npm package we keep parses sample tables, and
// the walk is short enough to keep here.
import { open, type FileHandle } from 'node:fs/promises';

/** A movie box larger than this is not one an encoder wrote for a work of minutes. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;
/** Fragmented files have a moof and an mdat per fragment; far more than an hour of them. */
const MAX_TOP_LEVEL_BOXES = 100_000;
/** How much longer than its samples a stated length may be before it counts as a lie. */
const DURATION_TOLERANCE_MS = 1_000;
const DURATION_TOLERANCE_RATIO = 0.01;

interface Box {
  type: string;
  /** Where the box starts, and where its content starts (after its header). */
  start: number;
  body: number;
  end: number;
}

/** What is wrong with the file, in words for the log; null when the index holds together. */
export type Mp4IndexProblem = string | null;

/** The file's top-level boxes by their headers; a string when they do not tile the file. */
async function topLevelBoxes(file: FileHandle, fileSize: number): Promise<Box[] | string> {
  const boxes: Box[] = [];
  const header = Buffer.alloc(16);
  for (let offset = 0; offset < fileSize;) {
    if (boxes.length >= MAX_TOP_LEVEL_BOXES) return 'too many top-level boxes';
    const { bytesRead } = await file.read(header, 0, 16, offset);
    if (bytesRead < 8) return `a box header cut at byte ${offset}`;
    let size = header.readUInt32BE(0);
    let headerSize = 8;
    if (size === 1) {
      if (bytesRead < 16) return `a box header cut at byte ${offset}`;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = fileSize - offset;
    }
    if (size < headerSize) return `a box of ${size} bytes at byte ${offset}`;
    const type = header.toString('latin1', 4, 8);
    if (offset + size > fileSize) {
      return `the ${type} box at byte ${offset} runs ${offset + size - fileSize} bytes past the end`;
    }
    boxes.push({ type, start: offset, body: offset + headerSize, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** The child boxes of a box held in `data` (offsets within `data`). */
function children(data: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let offset = from; offset + 8 <= to;) {
    let size = data.readUInt32BE(offset);
    let headerSize = 8;
    if (size === 1) {
      if (offset + 16 > to) break;
      size = Number(data.readBigUInt64BE(offset + 8));
      headerSize = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < headerSize || offset + size > to) throw new Error(`a malformed box at ${offset} of moov`);
    boxes.push({
      type: data.toString('latin1', offset + 4, offset + 8),
      start: offset,
      body: offset + headerSize,
      end: offset + size,
    });
    offset += size;
  }
  return boxes;
}

function child(data: Buffer, parent: Box, type: string): Box | undefined {
  return children(data, parent.body, parent.end).find((box) => box.type === type);
}

/**
 * The entry count of a full box's table (count at `countAt` from the box's content, entries from
 * `entriesAt`), checked to fit in the box: loops over a count never run past what the file holds.
 */
function entryCount(data: Buffer, box: Box, countAt: number, entriesAt: number, entryBytes: number): number {
  const count = data.readUInt32BE(box.body + countAt);
  if (box.body + entriesAt + count * entryBytes > box.end)
    throw new Error(`a ${box.type} table past its box`);
  return count;
}

/**
 * A full box's timescale and duration (mvhd and mdhd share the layout up to there); the duration
 * is null when not stated (0, or all ones: "unknown").
 */
function timescaleAndDuration(data: Buffer, box: Box): { timescale: number; duration: number | null } {
  const version = data.readUInt8(box.body);
  const timescale = data.readUInt32BE(box.body + (version === 1 ? 20 : 12));
  const duration =
    version === 1 ? data.readBigUInt64BE(box.body + 24) : BigInt(data.readUInt32BE(box.body + 16));
  const unknown = version === 1 ? 0xffff_ffff_ffff_ffffn : 0xffff_ffffn;
  return { timescale, duration: duration === 0n || duration === unknown ? null : Number(duration) };
}

/** The sum of the time-to-sample table's durations, in the track's timescale. */
function sampleTableDuration(data: Buffer, stts: Box): number {
  const count = entryCount(data, stts, 4, 8, 8);
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    const entry = stts.body + 8 + index * 8;
    total += data.readUInt32BE(entry) * data.readUInt32BE(entry + 4);
  }
  return total;
}

/** The edit list's length in the movie's timescale, or null without one. */
function editListDuration(data: Buffer, trak: Box): number | null {
  const edts = child(data, trak, 'edts');
  const elst = edts && child(data, edts, 'elst');
  if (!elst) return null;
  const version = data.readUInt8(elst.body);
  const entrySize = version === 1 ? 20 : 12;
  const count = entryCount(data, elst, 4, 8, entrySize);
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    const entry = elst.body + 8 + index * entrySize;
    total += version === 1 ? Number(data.readBigUInt64BE(entry)) : data.readUInt32BE(entry);
  }
  return total;
}

/** The sample size table (stsz, or the compact stz2): how many samples, and each one's size. */
function sampleSizes(
  data: Buffer,
  stbl: Box,
): { count: number; constant: number; at(index: number): number } {
  const stsz = child(data, stbl, 'stsz');
  if (stsz) {
    const constant = data.readUInt32BE(stsz.body + 4);
    const count = entryCount(data, stsz, 8, 12, constant === 0 ? 4 : 0);
    return { count, constant, at: (index) => data.readUInt32BE(stsz.body + 12 + index * 4) };
  }
  const stz2 = child(data, stbl, 'stz2');
  if (!stz2) throw new Error('no sample size table');
  const fieldBits = data.readUInt8(stz2.body + 7);
  if (fieldBits !== 4 && fieldBits !== 8 && fieldBits !== 16) throw new Error('an stz2 field size');
  const count = entryCount(data, stz2, 8, 12, fieldBits / 8);
  const table = stz2.body + 12;
  return {
    count,
    constant: 0,
    at: (index) => {
      if (fieldBits === 16) return data.readUInt16BE(table + index * 2);
      if (fieldBits === 8) return data.readUInt8(table + index);
      const byte = data.readUInt8(table + (index >> 1));
      return index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    },
  };
}

/** Where the last byte of the track's media data ends, from its chunk offsets and sample sizes. */
function mediaDataEnd(data: Buffer, stbl: Box): number {
  const co64 = child(data, stbl, 'co64');
  const offsets = child(data, stbl, 'stco') ?? co64;
  const stsc = child(data, stbl, 'stsc');
  if (!offsets || !stsc) throw new Error('no chunk tables');
  const chunkCount = entryCount(data, offsets, 4, 8, co64 ? 8 : 4);
  const chunkOffset = (chunk: number) =>
    co64
      ? Number(data.readBigUInt64BE(offsets.body + 8 + chunk * 8))
      : data.readUInt32BE(offsets.body + 8 + chunk * 4);
  const sizes = sampleSizes(data, stbl);
  const runs = entryCount(data, stsc, 4, 8, 12);
  let sample = 0;
  let end = 0;
  for (let run = 0; run < runs; run += 1) {
    const entry = stsc.body + 8 + run * 12;
    const firstChunk = data.readUInt32BE(entry) - 1;
    const lastChunk = run + 1 < runs ? data.readUInt32BE(entry + 12) - 1 : chunkCount;
    const perChunk = data.readUInt32BE(entry + 4);
    if (firstChunk < 0 || lastChunk < firstChunk || lastChunk > chunkCount) {
      throw new Error('a sample-to-chunk table out of order');
    }
    for (let chunk = firstChunk; chunk < lastChunk && perChunk > 0; chunk += 1) {
      if (sample + perChunk > sizes.count) throw new Error('more samples in chunks than sizes');
      let bytes = sizes.constant * perChunk;
      if (sizes.constant === 0)
        for (let index = 0; index < perChunk; index += 1) bytes += sizes.at(sample + index);
      sample += perChunk;
      end = Math.max(end, chunkOffset(chunk) + bytes);
    }
  }
  return end;
}

const milliseconds = (value: number, timescale: number) => (value / timescale) * 1000;

/**
 * Whether a stated length claims more than the samples hold. Shorter is no lie: an editor that
 * trims without re-encoding keeps the samples up to the nearest key frames and presents less.
 */
function claimsMore(statedMs: number, samplesMs: number): boolean {
  return statedMs - samplesMs > Math.max(DURATION_TOLERANCE_MS, DURATION_TOLERANCE_RATIO * samplesMs);
}

/** Checks the movie box (all of it in `data`) against the file's size; throws on unreadable tables. */
function checkMovie(data: Buffer, moov: Box, fileSize: number): Mp4IndexProblem {
  const mvhd = child(data, moov, 'mvhd');
  if (!mvhd) return 'no movie header';
  // A fragmented file keeps its samples in the fragments (whose boxes were checked to fit); its
  // movie box describes none.
  if (child(data, moov, 'mvex')) return null;
  const movie = timescaleAndDuration(data, mvhd);
  if (movie.timescale === 0) return 'a movie timescale of 0';
  let longestMs = 0;
  for (const trak of children(data, moov.body, moov.end).filter((box) => box.type === 'trak')) {
    const mdia = child(data, trak, 'mdia');
    const mdhd = mdia && child(data, mdia, 'mdhd');
    const minf = mdia && child(data, mdia, 'minf');
    const stbl = minf && child(data, minf, 'stbl');
    const stts = stbl && child(data, stbl, 'stts');
    if (!mdhd || !stbl || !stts) return 'a track without its tables';
    const media = timescaleAndDuration(data, mdhd);
    if (media.timescale === 0) return 'a track timescale of 0';
    const end = mediaDataEnd(data, stbl);
    if (end > fileSize) return `a track's samples run ${end - fileSize} bytes past the end of the file`;
    const samplesMs = milliseconds(sampleTableDuration(data, stts), media.timescale);
    const statedMs = media.duration === null ? null : milliseconds(media.duration, media.timescale);
    if (statedMs !== null && claimsMore(statedMs, samplesMs)) {
      return `a track header says ${statedMs} ms, its samples ${samplesMs} ms`;
    }
    // An edit list trims priming samples or delays a track by a few frames; one that presents far
    // more than the samples hold lies about the length.
    const edited = editListDuration(data, trak);
    const presentedMs = edited === null ? samplesMs : milliseconds(edited, movie.timescale);
    if (claimsMore(presentedMs, samplesMs)) {
      return `a track's edit list says ${presentedMs} ms, its samples ${samplesMs} ms`;
    }
    longestMs = Math.max(longestMs, presentedMs);
  }
  const claimedMs = movie.duration === null ? null : milliseconds(movie.duration, movie.timescale);
  if (claimedMs !== null && claimsMore(claimedMs, longestMs)) {
    return `the movie header says ${claimedMs} ms, the tracks ${longestMs} ms`;
  }
  return null;
}

/** What is wrong with the MP4 at `filePath` as its own index tells; null when nothing is. */
export async function mp4IndexProblem(filePath: string): Promise<Mp4IndexProblem> {
  const file = await open(filePath, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const boxes = await topLevelBoxes(file, fileSize);
    if (typeof boxes === 'string') return boxes;
    const moov = boxes.find((box) => box.type === 'moov');
    if (!moov) return 'no movie box';
    if (moov.end - moov.start > MAX_MOOV_BYTES) return 'a movie box over 64 MB';
    const data = Buffer.alloc(moov.end - moov.start);
    await file.read(data, 0, data.length, moov.start);
    const within = { ...moov, start: 0, body: moov.body - moov.start, end: data.length };
    try {
      return checkMovie(data, within, fileSize);
    } catch (error) {
      return `unreadable tables (${(error as Error).message})`;
    }
  } finally {
    await file.close();
  }
}
