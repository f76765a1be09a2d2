// The server over TLS (TLS_CERT_FILE and TLS_KEY_FILE): HTTP/2, so that a browser asks all of a
// page's files on one connection, and HTTP/1.1 beside it for clients without HTTP/2.
import http2 from 'node:http2';
import https from 'node:https';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let origin: string;
let pems: { cert: string; private: string };

beforeAll(async () => {
  pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  t = await createTestApp({ tls: { cert: pems.cert, key: pems.private } });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  body: string;
}

function ask(session: http2.ClientHttp2Session, path: string, headers: http2.OutgoingHttpHeaders = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const stream = session.request({ ':path': path, accept: 'application/json', ...headers });
    let status = 0;
    let body = '';
    stream.on('response', (head) => (status = Number(head[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => resolve({ status, body }));
    stream.on('error', reject);
  });
}

function connect() {
  const session = http2.connect(origin, { ca: pems.cert });
  session.on('error', () => {});
  return session;
}

describe('the server over TLS', () => {
  it('is HTTPS, and answers many requests at once on one HTTP/2 connection', async () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect();
    try {
      const answers = await Promise.all(
        [
          '/p/api/deployment',
          '/p/api/notices?page=1&size=5',
          '/p/api/audio?page=1&size=5',
          '/p/api/font?page=1&size=5',
        ].map((path) => ask(session, path)),
      );
      expect(session.alpnProtocol).toBe('h2');
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toMatchObject({ status: 200, errorCode: null });
      }
    } finally {
      session.close();
    }
  });

  it('answers an HTTP/1.1 client on the same port', async () => {
    const answer = await new Promise<{ status: number; protocol: string; body: string }>(
      (resolve, reject) => {
        const request = https.get(
          `${origin}/p/api/deployment`,
          { ca: pems.cert, headers: { accept: 'application/json' } },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, protocol: response.httpVersion, body }),
            );
          },
        );
        request.on('error', reject);
      },
    );
    expect(answer.protocol).toBe('1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 200 });
    // Its connections get the plain server's settings: no request timeout (an upload may take 30
    // minutes, node's default would end it after 5), keep-alive as Fastify's.
    const server = t.app.server as unknown as { requestTimeout: number; keepAliveTimeout: number };
    expect(server.requestTimeout).toBe(0);
    expect(server.keepAliveTimeout).toBe(72_000);
  });

  it('refuses a CONNECT with 405 in the envelope, as over HTTP/1.1', async () => {
    const session = connect();
    try {
      const answer = await ask(session, '', {
        ':method': 'CONNECT',
        ':authority': 'example.com:443',
        ':path': undefined,
      });
      expect(answer.status).toBe(405);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 405, errorCode: ErrorCode.ValidationFailed });
    } finally {
      session.close();
    }
  });

  it('stops reading an upload it refuses, and keeps the connection for the other requests', async () => {
    const session = connect();
    try {
      const BIG_BODY = 64 * 1024 * 1024;
      const boundary = 'h2-boundary';
      const stream = session.request({
        ':method': 'POST',
        ':path': '/api/submission/',
        accept: 'application/json',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(BIG_BODY),
      });
      const result = await new Promise<{ status: number; body: string; sent: number }>((resolve) => {
        let status = 0;
        let body = '';
        let sent = 0;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          resolve({ status, body, sent });
        };
        stream.on('response', (head) => (status = Number(head[':status'])));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('close', finish);
        stream.on('error', finish);
        setTimeout(finish, 10_000);
        stream.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="work"; filename="big.mp4"\r\n` +
            'Content-Type: video/mp4\r\n\r\n',
        );
        const chunk = Buffer.alloc(1024 * 1024, 7);
        const pump = () => {
          while (!done && !stream.destroyed && sent < BIG_BODY - 2 * chunk.length) {
            sent += chunk.length;
            if (!stream.write(chunk)) return void stream.once('drain', pump);
          }
        };
        pump();
      });
      // No session: refused, and the stream was reset long before the body was sent.
      expect(result.status).toBe(403);
      expect(JSON.parse(result.body)).toMatchObject({ status: 403, errorCode: ErrorCode.SessionInvalid });
      expect(result.sent).toBeLessThan(BIG_BODY / 2);
      // The connection is still there for the page's other requests.
      expect(session.closed || session.destroyed).toBe(false);
      expect((await ask(session, '/p/api/deployment')).status).toBe(200);
    } finally {
      session.close();
    }
  });

  it('closes at once while a browser keeps its connection open, letting its requests finish', async () => {
    // A server of its own (the same certificate), since this one is closed.
    const other = await createTestApp({ tls: { cert: pems.cert, key: pems.private } });
    const session = http2.connect(await other.app.listen({ port: 0, host: '127.0.0.1' }), { ca: pems.cert });
    session.on('error', () => {});
    try {
      expect((await ask(session, '/p/api/deployment')).status).toBe(200);
      const goneAway = new Promise<void>((resolve) => session.once('goaway', () => resolve()));
      const started = Date.now();
      await other.close();
      await goneAway;
      // Not the 72 s an idle session would otherwise be kept.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      session.destroy();
    }
  });
});
