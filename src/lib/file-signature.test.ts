import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindOfBytes, sniffFileKind } from './file-signature';

const media = (name: string) => new Uint8Array(readFileSync(join(__dirname, '../../tests/media', name)));

describe('file kinds from their first bytes', () => {
  it('knows the committed media files whatever their names', async () => {
    expect(await kindOfBytes(media('clip-5s.mp4'))).toBe('mp4');
    expect(await kindOfBytes(media('thumb-720x405.png'))).toBe('png');
    expect(await kindOfBytes(media('thumb-720x405.jpg'))).toBe('jpeg');
    expect(await kindOfBytes(media('project.zip'))).toBe('zip');
    expect(await kindOfBytes(media('not-a-video.mp4'))).toBeNull();
    // Only the first bytes are read.
    expect(await sniffFileKind(new File([media('clip-3s.mp4')], 'renamed.png'))).toBe('mp4');
  });

  it('does not take a QuickTime movie, an empty archive or too few bytes for what they are not', async () => {
    const quickTime = new Uint8Array(
      [0, 0, 0, 20, ...'ftypqt  '].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)),
    );
    expect(await kindOfBytes(quickTime)).toBeNull();
    expect(await kindOfBytes(new Uint8Array([0x50, 0x4b, 0x05, 0x06]))).toBeNull();
    expect(await kindOfBytes(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(await kindOfBytes(new Uint8Array([]))).toBeNull();
  });
});
