// Signed, short-lived links to a creator's private files (contract/submissions.ts privateFileSchema):
// /p/api/files/private/<file uuid>/<expiry, epoch seconds>/<signature>. The signature is an
// HMAC-SHA256 over the file, its owner and the expiry, under a key derived from the JWT secret for
// this use only. The link is the credential (a <video> or <img> cannot send the Authorization
// header); only the owner ever receives one, in answers to their own calls, and it expires.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiPaths } from '../../contract/paths.js';
import type { PrivateFile } from '../../contract/submissions.js';
import type { PrivateFileRow } from '../db/schema.js';

/** How long a link works at least. */
export const LINK_LIFETIME_MS = 60 * 60_000;
/**
 * Expiries are rounded up to this step, so the same file gets the same link for a while and the
 * browser's cache (and a player's range requests) keep working across page loads.
 */
const EXPIRY_STEP_MS = 30 * 60_000;

export interface FileLinks {
  /** The link and its facts, for an answer to the owner. */
  describe(file: LinkedFile, now?: Date): PrivateFile;
  /** Whether a link to `fileUuid` (owned by `ownerUuid`) is signed by us and has not expired. */
  verify(fileUuid: string, expires: string, signature: string, ownerUuid: string, now?: Date): boolean;
}

/**
 * When a link made at `now` expires: the same for every link made in the same step, so that an
 * answer holding links can be cached for that step (routes key their cached answers by it).
 */
export function linkExpiryMs(now: Date): number {
  return Math.ceil((now.getTime() + LINK_LIFETIME_MS) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
}

/** What a link is made of: a private file's row, or the columns of it that a list reads. */
export type LinkedFile = Pick<PrivateFileRow, 'uuid' | 'ownerUuid' | 'originalName' | 'size'>;

export function createFileLinks(jwtSecret: string): FileLinks {
  const key = createHmac('sha256', jwtSecret).update('private-file-links/v1').digest();
  const sign = (fileUuid: string, ownerUuid: string, expires: number) =>
    createHmac('sha256', key).update(`${fileUuid}\n${ownerUuid}\n${expires}`).digest('base64url');

  return {
    describe(file, now = new Date()) {
      const expiresMs = linkExpiryMs(now);
      const expires = Math.floor(expiresMs / 1000);
      return {
        url: `${apiPaths.privateFilePrefix}${file.uuid}/${expires}/${sign(file.uuid, file.ownerUuid, expires)}`,
        fileName: file.originalName,
        size: file.size,
        expiresAt: new Date(expiresMs).toISOString(),
      };
    },
    verify(fileUuid, expires, signature, ownerUuid, now = new Date()) {
      if (!/^\d{1,12}$/.test(expires)) return false;
      const expiry = Number(expires);
      if (expiry * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(sign(fileUuid, ownerUuid, expiry));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
