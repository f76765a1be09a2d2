// The resumable mode of npm run bench:upload (`--resumable`, issue 22 item 4): the file goes through
// the tus endpoint /api/uploads/ in PATCHes of CHUNK_BYTES each, through a TCP proxy in this process
// that cuts the client's connection three times at random points spread over the file. After each
// cut the client asks the server where it stands (HEAD: Upload-Offset) and goes on from there.
// Each PATCH body is a file range read with fs.createReadStream: nothing is held in memory.
import { createReadStream } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { pipeline } from 'node:stream/promises';

/** The client's PATCH size: what one cut may cost at most (target: at most one chunk resent per cut). */
export const CHUNK_BYTES = 50 * 1024 ** 2;
const CUTS = 3;

/**
 * A TCP proxy to `target` (port on 127.0.0.1) that counts the bytes the clients send through it
 * and, when the count passes the next of `cutAt` (ascending), forwards the bytes up to that point,
 * then destroys both sides of that connection, as a dropped network would.
 */
async function startCuttingProxy(target, cutAt) {
  let forwarded = 0;
  let cuts = 0;
  const sockets = new Set();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    sockets.add(client).add(upstream);
    let cut = false;
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (data) => {
      if (cut) return;
      const next = cutAt[cuts];
      if (next !== undefined && forwarded + data.length >= next) {
        const keep = next - forwarded;
        forwarded = next;
        cuts += 1;
        cut = true;
        client.pause();
        upstream.write(data.subarray(0, keep), close);
        return;
      }
      forwarded += data.length;
      if (!upstream.write(data)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.on('data', (data) => client.write(data));
    client.on('close', close);
    upstream.on('close', close);
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: proxy.address().port,
    cuts: () => cuts,
    forwarded: () => forwarded,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

/** One request; resolves with the response (body read) or rejects when the connection drops. */
function request(url, options, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) pipeline(body, req).catch(reject);
    else req.end();
  });
}

/**
 * Creates an upload of `file` (`fileBytes`) as the creator of `jwt` at `baseURL`, sends it with
 * three cuts and resumptions, and returns the figures: time, bytes streamed by the client, and per
 * cut where the client was, where the server was, and the bytes sent twice.
 */
export async function resumableUpload({ baseURL, jwt, file, fileBytes }) {
  const serverPort = Number(new URL(baseURL).port);
  // One random point in each third of the file (between 10 % and 90 % of it), in bytes sent.
  const cutAt = Array.from({ length: CUTS }, (_, i) =>
    Math.floor(((i + 0.1 + 0.8 * Math.random()) / CUTS) * fileBytes),
  );
  const proxy = await startCuttingProxy(serverPort, cutAt);
  const agent = new http.Agent({ keepAlive: true });
  const proxied = `http://127.0.0.1:${proxy.port}`;
  const auth = { authorization: `Bearer ${jwt}`, 'tus-resumable': '1.0.0' };
  const offsetOf = async (url) => {
    const res = await request(url, { method: 'HEAD', agent, headers: auth });
    if (res.statusCode !== 200) throw new Error(`HEAD ${url} answered ${res.statusCode}`);
    return Number(res.headers['upload-offset']);
  };

  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  const created = await request(`${proxied}/api/uploads/`, {
    method: 'POST',
    agent,
    headers: {
      ...auth,
      'upload-length': String(fileBytes),
      'upload-metadata': `filename ${Buffer.from('work.zip').toString('base64')},filetype ${Buffer.from('application/zip').toString('base64')}`,
    },
  });
  if (created.statusCode !== 201) throw new Error(`the creation answered ${created.statusCode}`);
  const location = created.headers.location;
  const url = `${proxied}${location}`;

  let offset = 0;
  let sentBytes = 0;
  let patches = 0;
  const cuts = [];
  while (offset < fileBytes) {
    const end = Math.min(offset + CHUNK_BYTES, fileBytes);
    let streamed = 0;
    const body = createReadStream(file, { start: offset, end: end - 1, highWaterMark: 1024 ** 2 });
    body.on('data', (data) => (streamed += data.length));
    const cutsBefore = proxy.cuts();
    const forwardedBefore = proxy.forwarded();
    patches += 1;
    try {
      const res = await request(
        url,
        {
          method: 'PATCH',
          agent,
          headers: {
            ...auth,
            'content-type': 'application/offset+octet-stream',
            'content-length': String(end - offset),
            'upload-offset': String(offset),
          },
        },
        body,
      );
      sentBytes += streamed;
      if (res.statusCode !== 204) throw new Error(`PATCH at ${offset} answered ${res.statusCode}`);
      offset = Number(res.headers['upload-offset']);
    } catch (error) {
      body.destroy();
      sentBytes += streamed;
      if (proxy.cuts() === cutsBefore) throw error;
      const clientAt = offset + streamed;
      // What the proxy passed on to the server in this PATCH (its headers, a few hundred bytes, too).
      const reachedAt = offset + proxy.forwarded() - forwardedBefore;
      const serverOffset = await offsetOf(url);
      cuts.push({ clientAt, reachedAt, serverOffset, resent: clientAt - serverOffset });
      offset = serverOffset;
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  const finalOffset = await offsetOf(url);
  agent.destroy();
  await proxy.close();
  if (finalOffset !== fileBytes) throw new Error(`the server holds ${finalOffset} of ${fileBytes} bytes`);
  if (cuts.length !== CUTS) throw new Error(`${cuts.length} cuts instead of ${CUTS}`);
  return {
    status: 204,
    seconds,
    mbPerSecond: fileBytes / seconds / 1024 ** 2,
    location,
    id: location.split('/').pop(),
    sentBytes,
    patches,
    // This process's CPU: the client, the proxy and, with --s3, the bucket (s3rver) all run in it.
    benchCpuSeconds: (cpu.user + cpu.system) / 1e6,
    cuts,
  };
}

/** Terminates the upload (tus termination), so that the creator's limits are left as they were. */
export async function removeUpload({ baseURL, jwt, location }) {
  const res = await fetch(`${baseURL}${location}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${jwt}`, 'tus-resumable': '1.0.0' },
  });
  if (res.status !== 204) throw new Error(`DELETE ${location} answered ${res.status}`);
}

/** The lines the bench prints for this mode, and whether the resent bytes met their target. */
export function describeCuts({ sentBytes, patches, cuts, benchCpuSeconds }, fileBytes) {
  const mib = (bytes) => (bytes / 1024 ** 2).toFixed(2);
  const resent = cuts.reduce((sum, cut) => sum + cut.resent, 0);
  const resentOk = cuts.every((cut) => cut.resent >= 0 && cut.resent <= CHUNK_BYTES);
  const lines = [
    `\nPATCHes of ${mib(CHUNK_BYTES)} MiB: ${patches} requests, ${CUTS} connections cut through the bench's proxy; ` +
      `the bench's own process (client, proxy, bucket if any) used ${benchCpuSeconds.toFixed(2)} CPU s`,
    '',
    '| cut | client had sent up to (MiB) | proxy had passed on up to (MiB) | server offset after (MiB) | sent twice (MiB) |',
    '| --- | --- | --- | --- | --- |',
    ...cuts.map(
      (cut, i) =>
        `| ${i + 1} | ${mib(cut.clientAt)} | ${mib(cut.reachedAt)} | ${mib(cut.serverOffset)} | ${mib(cut.resent)} |`,
    ),
    '',
    `Client sent ${sentBytes} bytes (${mib(sentBytes)} MiB) for a file of ${fileBytes}: ` +
      `${sentBytes - fileBytes} bytes (${mib(sentBytes - fileBytes)} MiB) sent twice`,
  ];
  const summary =
    `sent twice ${mib(resent)} MiB over ${CUTS} cuts, at most ${mib(Math.max(...cuts.map((cut) => cut.resent)))} MiB ` +
    `at one (target ≤ one ${mib(CHUNK_BYTES)} MiB chunk per cut: ${resentOk ? 'met' : 'missed'})`;
  return { lines, summary, resentOk };
}
