// Outgoing text messages (the signup phone code). The only transport so far is the development
// outbox on disk; a real SMS provider would be another SmsSender. Tests inject an in-memory double.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { writeOutboxFile } from './outbox-files.js';

export interface SmsMessage {
  /** The number in E.164 (+821012345678), whatever form the API received it in. */
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage, log?: FastifyBaseLogger): Promise<void>;
}

/** What the development outbox writes: DATA_DIR/sms-outbox/<time>-<random>.json. */
export interface SmsOutboxFile {
  to: string;
  text: string;
  sentAt: string;
}

export function createDiskSmsSender(dir: string, now: () => Date = () => new Date()): SmsSender {
  return {
    async send(message, log) {
      const sentAt = now();
      const content: SmsOutboxFile = { to: message.to, text: message.text, sentAt: sentAt.toISOString() };
      const file = await writeOutboxFile(dir, sentAt, content);
      // Never the code or the number.
      log?.info({ smsOutboxFile: path.basename(file) }, 'development SMS outbox: message written');
    },
  };
}

export const unavailableSmsSender: SmsSender = {
  send: () => Promise.reject(new Error('no SMS transport configured')),
};
