// @tus/file-store with large writes. Its own write() pipes the request into a file stream with
// Node's default 16 KiB buffer, so a 1 GiB upload became some 16 000 writes of the socket's 64 KiB
// chunks, each a trip to the thread pool: the bench (npm run bench:upload -- --resumable) measured
// 31 to 45 % of the plain sink's throughput. With a 1 MiB buffer the chunks that arrive while one
// write is under way go to the disk together (the file stream's writev), as the multipart path
// does (files/private-files.ts). Memory stays bounded: the request is paused when the buffer is full.
import { createWriteStream } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';

const WRITE_BUFFER_BYTES = 1024 * 1024;

export class LargeWriteFileStore extends FileStore {
  override async write(
    readable: http.IncomingMessage | Readable,
    fileId: string,
    offset: number,
  ): Promise<number> {
    const filePath = path.resolve(this.directory, fileId);
    // As FileStore.resolve (private there): an id never leaves the uploads' folder.
    if (path.dirname(filePath) !== path.resolve(this.directory)) throw ERRORS.FILE_NOT_FOUND;
    const file = createWriteStream(filePath, {
      flags: 'r+',
      start: offset,
      highWaterMark: WRITE_BUFFER_BYTES,
    });
    try {
      await pipeline(readable, file);
    } catch {
      // What was written stays (the next HEAD reports it); tus answers as its own store does.
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + file.bytesWritten;
  }
}
