// Records the requests that reach a path, then lets the resource's own handler answer them.
import { http } from 'msw';
import { server } from './server';

export interface SeenRequest {
  url: URL;
  /** The raw body ('' when there is none). */
  body: string;
  headers: Headers;
}

export function spyOnRequests(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      seen.push({ url: new URL(request.url), body: await request.clone().text(), headers: request.headers });
      // Nothing returned: the next matching handler answers.
      return undefined;
    }),
  );
  return seen;
}
