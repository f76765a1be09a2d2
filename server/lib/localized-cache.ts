// The public reads given in the reader's language (Accept-Language), served from the public reads'
// cache (public-cache.ts): the free libraries, notices, file categories.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { pickLanguage, type Language } from '../i18n/messages.js';
import { ok } from '../plugins/envelope.js';
import { sendCachedJson, type PublicArea, type PublicReadKey } from './public-cache.js';

/**
 * Answers a public read given in the reader's language from the cache: the answer says that it
 * varies by Accept-Language, is kept per language, and `compute` is told the language.
 */
export function sendLocalizedCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  key: Omit<PublicReadKey, 'language' | 'viewer'>,
  compute: (language: Language) => Promise<unknown>,
): Promise<void> {
  const language = pickLanguage(request.headers['accept-language']);
  reply.header('vary', 'Accept-Language');
  return sendCachedJson(reply, db, { ...key, language }, () => compute(language));
}

/**
 * One page of a public list in the reader's language (sendLocalizedCachedJson): `list` reads the
 * page's rows and the count of them all; the answer echoes the query's page and size.
 */
export function sendLocalizedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  key: { route: string; query: { page: number; size: number }; areas: readonly PublicArea[] },
  list: (language: Language) => Promise<{ lists: unknown[]; totalCount: number }>,
): Promise<void> {
  const { page, size } = key.query;
  return sendLocalizedCachedJson(request, reply, db, key, async (language) => {
    const { lists, totalCount } = await list(language);
    return ok({ lists, totalCount, page, size });
  });
}
