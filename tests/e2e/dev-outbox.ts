// Reads the server's development mailbox and SMS outbox (server/mail/outbox-files.ts): one
// JSON file per message under DATA_DIR/mailbox and DATA_DIR/sms-outbox, named so they sort by time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { parsePhoneNumber } from '../../contract/phone-rules';

interface Message {
  to: string;
  text: string;
  subject?: string;
}

/** The e2e server's data folder (playwright.config.ts), or another server's that a spec started. */
const defaultDataDir = () => process.env.E2E_DATA_DIR ?? '';

function latest(folder: string, to: string, dataDir = defaultDataDir()): Message | null {
  const dir = join(dataDir, folder);
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
export async function latestMail(to: string, dataDir = defaultDataDir()): Promise<Message> {
  await expect.poll(() => latest('mailbox', to, dataDir), { timeout: 10_000 }).not.toBeNull();
  return latest('mailbox', to, dataDir)!;
}

/**
 * Waits for the newest text message to `to` and returns its 6-digit code. Texts go to the number in
 * E.164; national digits are read as a Korean number, else a US one (contract/phone-rules.ts).
 */
export async function latestPhoneCode(to: string, dataDir = defaultDataDir()): Promise<string> {
  const e164 = to.startsWith('+') ? to : (parsePhoneNumber(to, 'KR') ?? parsePhoneNumber(to, 'US') ?? to);
  const code = () => latest('sms-outbox', e164, dataDir)?.text.match(/\b\d{6}\b/)?.[0];
  await expect.poll(code, { timeout: 10_000 }).toBeTruthy();
  return code()!;
}
