// The pending email change of an account (table email_changes, one row per account): what the user
// record shows on /mypage until the link is opened, cancelled, replaced or expired.
import { and, eq, gt } from 'drizzle-orm';
import type { PendingEmail } from '../../contract/users.js';
import type { Database } from '../db/client.js';
import { emailChanges } from '../db/schema.js';

/** The change waiting for its link, or null (none, or its link has expired). */
export async function pendingEmailOf(
  db: Database,
  userUuid: string,
  now: Date,
): Promise<PendingEmail | null> {
  const [row] = await db
    .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userUuid, userUuid), gt(emailChanges.expiresAt, now)))
    .limit(1);
  return row ? { email: row.email, expiresAt: row.expiresAt.toISOString() } : null;
}
