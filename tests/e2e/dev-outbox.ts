// Reads the server's development mailbox and SMS outbox (server/services/outbox-files.ts): one
// JSON file per message under DATA_DIR/mailbox and DATA_DIR/sms-outbox, named so they sort by time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

interface Message {
  to: string;
  text: string;
  subject?: string;
}

function latest(folder: string, to: string): Message | null {
  const dir = join(process.env.E2E_DATA_DIR ?? '', folder);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return null;
  }
  for (const name of names.sort().reverse()) {
    const message = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Message;
    if (message.to === to) return message;
  }
  return null;
}

/** Waits for the newest mail to `to` and returns it. */
export async function latestMail(to: string): Promise<Message> {
  await expect.poll(() => latest('mailbox', to), { timeout: 10_000 }).not.toBeNull();
  return latest('mailbox', to)!;
}

/** Waits for the newest text message to `to` (digits only) and returns its 6-digit code. */
export async function latestPhoneCode(to: string): Promise<string> {
  await expect
    .poll(() => latest('sms-outbox', to)?.text.match(/\b\d{6}\b/)?.[0], { timeout: 10_000 })
    .toBeTruthy();
  return latest('sms-outbox', to)!.text.match(/\b\d{6}\b/)![0];
}
