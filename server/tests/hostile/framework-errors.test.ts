// Hostile probes of the errors that the framework and node's HTTP parser answer themselves (issue
// 13, item 6): each answers the envelope with the security and cache headers, and never echoes the
// path. On a real socket, since inject() cannot send what node's parser refuses.
import net from 'node:net';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are and reads the answer until the server closes or a second passes. */
function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    const done = () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', done);
    socket.on('error', (error) => (text ? done() : reject(error)));
    setTimeout(() => socket.destroy(), 3_000).unref();
  });
}

const request = (line: string, headers: string[] = [], body = '') =>
  [line, 'Host: probe.test', 'Accept-Language: en', 'Connection: close', ...headers, '', body].join('\r\n');

describe('hostile: framework and parser errors answer the envelope', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({
      beforeReady(app) {
        // A multipart route as the upload slices add them: a JSON body gets the plugin's own 406.
        void app.register(async (scope) => {
          await scope.register(multipart);
          scope.post('/p/api/test-upload', async (req) => {
            await req.file();
            return { status: 200, data: null, errorCode: null, message: null };
          });
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const expectEnvelope = (answer: RawAnswer, status: number, mustNotEcho?: string) => {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      status,
      data: null,
      errorCode: expect.stringMatching(/^[A-Z_]+$/),
      message: expect.any(String),
    });
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['cache-control']).toBe('no-store');
    if (mustNotEcho) expect(answer.body).not.toContain(mustNotEcho);
  };

  it.each(['/p/api/%', '/p/api/%zz/x', '/api/%', '/%E0%A4%A'])(
    'bad percent-encoding %s: 400',
    async (path) => {
      const answer = await rawRequest(port, request(`GET ${path} HTTP/1.1`));
      expectEnvelope(answer, 400, path);
      expect(JSON.parse(answer.body).message).toBe('The request is not valid.');
    },
  );

  it('a path parameter over the length limit: 414', async () => {
    const path = `/p/api/users/email-auth/${'x'.repeat(300)}`;
    expectEnvelope(await rawRequest(port, request(`GET ${path} HTTP/1.1`)), 414, 'xxxxxxxxxx');
  });

  it('a request line over the size limit: 414, whether node or the app refuses it', async () => {
    for (const length of [10_000, 20_000]) {
      const path = `/p/api/notices?q=${'y'.repeat(length)}`;
      expectEnvelope(await rawRequest(port, request(`GET ${path} HTTP/1.1`)), 414, 'yyyyyyyyyy');
    }
  });

  it('headers over the size limit: 431', async () => {
    const answer = await rawRequest(
      port,
      request('GET /p/api/notices HTTP/1.1', [`X-Big: ${'z'.repeat(20_000)}`]),
    );
    expectEnvelope(answer, 431, 'zzzzzzzzzz');
    // The language of the request is still honoured when node could not parse it.
    expect(JSON.parse(answer.body).message).toBe('The request is not valid.');
  });

  it('a method node does not know: 400', async () => {
    expectEnvelope(await rawRequest(port, request('FROB /p/api/notices HTTP/1.1')), 400);
  });

  it('a method no route has: 404', async () => {
    for (const method of ['PROPFIND', 'PATCH', 'OPTIONS', 'TRACE']) {
      expectEnvelope(await rawRequest(port, request(`${method} /p/api/notices HTTP/1.1`)), 404);
    }
  });

  it('CONNECT: 405', async () => {
    const answer = await rawRequest(
      port,
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    );
    expectEnvelope(answer, 405, 'evil.example');
  });

  it('a body of a type no parser takes: 415', async () => {
    const answer = await rawRequest(
      port,
      request(
        'POST /p/api/users/login HTTP/1.1',
        ['Content-Type: application/xml', 'Content-Length: 7'],
        '<a></a>',
      ),
    );
    expectEnvelope(answer, 415, '<a>');
  });

  it('a JSON body where multipart is required: 406', async () => {
    const answer = await rawRequest(
      port,
      request(
        'POST /p/api/test-upload HTTP/1.1',
        ['Content-Type: application/json', 'Content-Length: 2'],
        '{}',
      ),
    );
    expectEnvelope(answer, 406);
  });

  it('malformed request syntax: 400', async () => {
    expectEnvelope(await rawRequest(port, 'GET /p/api/notices HTTP/1.1\r\nHost probe\r\n\r\n'), 400);
  });
});
