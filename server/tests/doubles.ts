// In-memory stand-ins for the outgoing mail and SMS transports, and a clock that tests move.
import type { MailMessage, Mailer } from '../mail/mailer.js';
import type { SmsMessage, SmsSender } from '../mail/sms.js';

export interface MemoryMailer extends Mailer {
  readonly sent: MailMessage[];
  /** While true, every send rejects (as an unreachable SMTP server would). */
  failing: boolean;
}

export function createMemoryMailer(): MemoryMailer {
  const mailer: MemoryMailer = {
    sent: [],
    failing: false,
    async send(message) {
      if (mailer.failing) throw new Error('mail transport down (test)');
      mailer.sent.push(message);
    },
  };
  return mailer;
}

export interface MemorySms extends SmsSender {
  readonly sent: SmsMessage[];
  failing: boolean;
}

export function createMemorySms(): MemorySms {
  const sms: MemorySms = {
    sent: [],
    failing: false,
    async send(message) {
      if (sms.failing) throw new Error('SMS transport down (test)');
      sms.sent.push(message);
    },
  };
  return sms;
}

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}
