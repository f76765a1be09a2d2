// Outgoing mail. Routes build a message (mail/mail-texts.ts) and hand it to a Mailer; which transport
// carries it is decided once, in main.ts: the development mailbox on disk by default, SMTP when
// SMTP_URL is set. Tests inject an in-memory double (tests/doubles.ts).
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { writeOutboxFile } from './outbox-files.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The email verification link of this message, if it has one. The development mailbox prints it
   * in the server log as a convenience; SMTP ignores it. Never put any other secret here.
   */
  devLogLink?: string;
}

export interface Mailer {
  /** Resolves once the transport accepted the message; rejects when it could not. */
  send(message: MailMessage, log?: FastifyBaseLogger): Promise<void>;
}

/**
 * What a mail after an operator's decision needs (the entry, withdrawal and inquiry news): the
 * transport, the portal's address for its links, the support address it names, and where to report
 * "mailed …" or a failure (a command's stderr, the server's log). Without a mailer nothing is sent.
 */
export interface NewsMailEnvironment {
  mailer?: Mailer;
  publicUrl?: string;
  supportEmail?: string;
  log(text: string): void;
}

/** What the development mailbox writes: DATA_DIR/mailbox/<time>-<random>.json. */
export interface MailboxFile {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export interface DiskMailerOptions {
  /**
   * Print verification links in the log (a development convenience). Off in production: a link
   * verifies an address for whoever reads the log.
   */
  logLinks?: boolean;
}

export function createDiskMailer(
  dir: string,
  now: () => Date = () => new Date(),
  options: DiskMailerOptions = {},
): Mailer {
  const logLinks = options.logLinks ?? true;
  return {
    async send(message, log) {
      const sentAt = now();
      const content: MailboxFile = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        sentAt: sentAt.toISOString(),
      };
      const file = await writeOutboxFile(dir, sentAt, content);
      // The file name and (in development) the verification link only: never the address, never
      // the body (it may hold a temporary password).
      const link = logLinks ? message.devLogLink : undefined;
      log?.info(
        { mailboxFile: path.basename(file), ...(link ? { verificationLink: link } : {}) },
        link ? `development mailbox: email verification link ${link}` : 'development mailbox: mail written',
      );
    },
  };
}

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

/** The default when no transport was given (scripts, the OpenAPI writer): every send fails (502). */
export const unavailableMailer: Mailer = {
  send: () => Promise.reject(new Error('no mail transport configured')),
};

/**
 * The mail transport of the settings: SMTP when SMTP_URL is set, else the development mailbox
 * DATA_DIR/mailbox. One definition for the server and the operator commands.
 */
export function createConfiguredMailer(config: {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  isProduction: boolean;
}): Mailer {
  return config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : // In production the mailbox is a stopgap: its links stay out of the log.
      createDiskMailer(path.join(config.dataDir, 'mailbox'), undefined, { logLinks: !config.isProduction });
}
