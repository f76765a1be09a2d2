// An S3-compatible bucket in this process, for the server tests and the upload bench: s3rver, with
// the three multipart calls it does not implement answered in front of it (issue 22: @tus/s3-store
// makes them): ListParts, AbortMultipartUpload and ListMultipartUploads. They are read from the
// files s3rver itself keeps for an upload in progress (<directory>/<bucket>/._S3rver_uploads/<id>/
// with a file per part and one holding the key); every other request goes through to s3rver
// unchanged, its signature included.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const escapeXml = (text) =>
  String(text).replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c],
  );

/** Each part's MD5 once: ListParts is asked on every HEAD and PATCH of an upload. */
const md5s = new Map();
async function md5Of(file, info) {
  const key = `${file}:${info.size}:${info.mtimeMs}`;
  if (!md5s.has(key)) {
    const hash = createHash('md5');
    await pipeline(createReadStream(file), hash);
    md5s.set(key, hash.digest('hex'));
  }
  return md5s.get(key);
}

function sendXml(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

const noSuchUpload = (res, uploadId) =>
  sendXml(
    res,
    404,
    `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${escapeXml(uploadId)}</UploadId></Error>`,
  );

/**
 * Starts the bucket `bucket` (created empty) with its files under `directory`. Returns the endpoint
 * to give the S3 client (path-style, any credentials) and `close()`.
 */
export async function startS3Bucket({ directory, bucket }) {
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: backPort } = await s3rver.run();
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');

  async function listParts(res, key, uploadId) {
    const dir = path.join(uploadsDir, path.basename(uploadId));
    let names;
    try {
      names = await readdir(dir);
    } catch {
      return noSuchUpload(res, uploadId);
    }
    const numbers = names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = [];
    for (const number of numbers) {
      const file = path.join(dir, String(number));
      const info = await stat(file);
      const md5 = await md5Of(file, info);
      parts.push(
        `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified>` +
          `<ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`,
      );
    }
    sendXml(
      res,
      200,
      `<ListPartsResult xmlns="${XMLNS}"><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key>` +
        `<UploadId>${escapeXml(uploadId)}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>` +
        `${parts.join('')}</ListPartsResult>`,
    );
  }

  async function listUploads(res, prefix) {
    const uploads = [];
    for (const id of await readdir(uploadsDir).catch(() => [])) {
      const dir = path.join(uploadsDir, id);
      const key = await readFile(path.join(dir, 'key'), 'utf8').catch(() => null);
      if (key === null || !key.startsWith(prefix)) continue;
      const initiated = (await stat(dir)).birthtime;
      uploads.push(
        `<Upload><Key>${escapeXml(key)}</Key><UploadId>${escapeXml(id)}</UploadId>` +
          `<Initiated>${initiated.toISOString()}</Initiated></Upload>`,
      );
    }
    sendXml(
      res,
      200,
      `<ListMultipartUploadsResult xmlns="${XMLNS}"><Bucket>${escapeXml(bucket)}</Bucket>` +
        `<IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`,
    );
  }

  const front = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bucket');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const uploadId = url.searchParams.get('uploadId');
    const answer = (() => {
      if (bucketName !== bucket) return null;
      if (req.method === 'GET' && key && uploadId && !url.searchParams.has('partNumber')) {
        return listParts(res, key, uploadId);
      }
      if (req.method === 'DELETE' && key && uploadId) {
        return rm(path.join(uploadsDir, path.basename(uploadId)), { recursive: true, force: true }).then(
          () => {
            res.writeHead(204);
            res.end();
          },
        );
      }
      if (req.method === 'GET' && !key && url.searchParams.has('uploads')) {
        return listUploads(res, url.searchParams.get('prefix') ?? '');
      }
      return null;
    })();
    if (answer) {
      req.resume();
      answer.catch((error) => {
        res.writeHead(500);
        res.end(String(error));
      });
      return;
    }
    const back = http.request(
      { host: '127.0.0.1', port: backPort, method: req.method, path: req.url, headers: req.headers },
      (backRes) => {
        res.writeHead(backRes.statusCode ?? 502, backRes.headers);
        backRes.pipe(res);
      },
    );
    back.on('error', (error) => res.destroy(error));
    req.pipe(back);
  });
  await new Promise((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => front.close(resolve));
      await s3rver.close();
    },
  };
}
