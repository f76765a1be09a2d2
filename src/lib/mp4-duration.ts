// The upload forms' early length check of a video work: an MP4's duration from its own header (the
// movie header box, `moov/mvhd`), read with a few small slices of the file: no decoding, so it
// also works for a codec this browser cannot play. Boxes are walked by their headers, so a 1 GB
// file whose `moov` sits at the end costs a handful of 16-byte reads.
//
// Why this hand-written reader stays (issue 23): the libraries kept for file types do not read a
// length (file-type names the type only, image-size reads images only), and the one that would,
// mp4box.js, is a whole MP4 demuxer, too large for the upload pages' share of the bundle budget
// for this one number. It is only an early check that spares the creator an upload: the server
// measures the length with ffprobe (server/files/media-probe.ts) and that answer decides. The
// server's own box walk (server/files/mp4-index.ts) asks another question, whether the index
// holds together, and runs in Node only. When the header gives no duration (a fragmented MP4),
// upload-checks.ts asks the browser's own <video> element (media-probe.ts).

const HEADER = 16;
/** Movie header bytes needed: version/flags, times, timescale and a 64-bit duration. */
const MVHD_BYTES = 32;
/** A file with more top-level boxes than this is not one an encoder wrote. */
const MAX_BOXES = 1_000;

interface Box {
  type: string;
  start: number;
  /** Where the box's content starts (after its header). */
  body: number;
  end: number;
}

async function read(file: Blob, start: number, length: number): Promise<DataView> {
  return new DataView(await file.slice(start, start + length).arrayBuffer());
}

function typeOf(view: DataView): string {
  return String.fromCharCode(view.getUint8(4), view.getUint8(5), view.getUint8(6), view.getUint8(7));
}

async function findBox(file: Blob, type: string, from: number, to: number): Promise<Box | null> {
  let offset = from;
  for (let count = 0; offset + 8 <= to && count < MAX_BOXES; count += 1) {
    const view = await read(file, offset, HEADER);
    if (view.byteLength < 8) return null;
    let size = view.getUint32(0);
    let headerSize = 8;
    if (size === 1) {
      // A 64-bit size follows the type.
      if (view.byteLength < 16) return null;
      size = Number(view.getBigUint64(8));
      headerSize = 16;
    } else if (size === 0) {
      // The box runs to the end of its parent.
      size = to - offset;
    }
    if (size < headerSize) return null;
    const box = {
      type: typeOf(view),
      start: offset,
      body: offset + headerSize,
      end: Math.min(offset + size, to),
    };
    if (box.type === type) return box;
    offset += size;
  }
  return null;
}

/** The movie's duration in milliseconds, or null when the file has no readable movie header. */
export async function readMp4Duration(file: Blob): Promise<number | null> {
  const moov = await findBox(file, 'moov', 0, file.size);
  if (!moov) return null;
  const mvhd = await findBox(file, 'mvhd', moov.body, moov.end);
  if (!mvhd) return null;
  const view = await read(file, mvhd.body, MVHD_BYTES);
  if (view.byteLength < 20) return null;
  const version = view.getUint8(0);
  let timescale: number;
  let duration: number;
  if (version === 1) {
    if (view.byteLength < MVHD_BYTES) return null;
    timescale = view.getUint32(20);
    duration = Number(view.getBigUint64(24));
  } else {
    timescale = view.getUint32(12);
    duration = view.getUint32(16);
  }
  // An unknown duration is written as all ones.
  if (timescale === 0 || duration === 0 || duration === 0xffffffff) return null;
  return Math.round((duration / timescale) * 1000);
}
