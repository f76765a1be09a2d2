// One word per concept (docs/glossary.md): no locale value and no server message may use a word
// that the glossary bans. A failure names the file, the key and the word to use instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../contract/error-codes';
import {
  entryMail,
  inquiryAnsweredMail,
  phoneCodeText,
  temporaryPasswordMail,
  verificationMail,
} from '../server/mail/mail-texts';
import { translate, type Language } from '../server/i18n/messages';
import { accountLeftMail } from '../server/accounts/account-deletion-mail';
import { withdrawalMail } from '../server/money/withdrawal-mail';
import { bannedVariants, exemptValues, type BannedVariant } from './glossary-banned';

const LANGUAGES: Language[] = ['ko', 'en'];
const localesRoot = join(__dirname, '..', 'locales');

/** Every string in a locale file, with its key path ("banner.emptyText", "terms.sections.1.paragraphs.0"). */
function stringsOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      stringsOf(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

/** "key: 'word' (use X)" for each banned word in the text; interpolations like {{topic}} are names, not words. */
function glossaryProblems(text: string, banned: BannedVariant[]): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ');
  return banned.flatMap(({ concept, use, pattern, allow }) => {
    const checked = allow ? words.replace(allow, ' ') : words;
    const found = pattern.exec(checked);
    return found ? [`'${found[0]}' (${concept}: use ${use})`] : [];
  });
}

/** Every locale value as ["ko/home.json banner.emptyText", text]. */
function localeValues(language: Language): [string, string][] {
  return readdirSync(join(localesRoot, language))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const content: unknown = JSON.parse(readFileSync(join(localesRoot, language, file), 'utf8'));
      return stringsOf(content).map(([key, text]): [string, string] => [`${language}/${file} ${key}`, text]);
    });
}

/** Every text the server sends in this language: error messages, and each mail and SMS it writes. */
function serverTexts(language: Language): [string, string][] {
  const context = { language, supportEmail: 'help@example.test' };
  const mails = {
    verification: verificationMail('a@example.test', 'https://example.test/v', context),
    temporaryPassword: temporaryPasswordMail('a@example.test', 'Tmp!2345', 'https://example.test/l', context),
    entryApproved: entryMail('a@example.test', 'T', 'https://example.test/e', { kind: 'approved' }, context),
    entryReturned: entryMail(
      'a@example.test',
      'T',
      'https://example.test/e',
      { kind: 'returned', reason: '-' },
      context,
    ),
    entryScheduled: entryMail(
      'a@example.test',
      'T',
      'https://example.test/e',
      { kind: 'scheduled', beginsAt: '-' },
      context,
    ),
    inquiryAnswered: inquiryAnsweredMail('a@example.test', 'T', 'https://example.test/q', context),
    accountLeft: accountLeftMail('a@example.test', context),
    ...Object.fromEntries(
      (['received', 'paid', 'rejected'] as const).map((kind) => [
        `withdrawal.${kind}`,
        withdrawalMail(
          'a@example.test',
          { grossMinor: 10_000, netMinor: 9_670, currency: 'KRW' },
          kind === 'received'
            ? { kind, expectedPayoutDate: '-' }
            : kind === 'paid'
              ? { kind, paidDate: '-' }
              : { kind, reason: '-' },
          { ...context, assetsUrl: 'https://example.test/a' },
        ),
      ]),
    ),
  };
  return [
    ...Object.values(ErrorCode).map((code): [string, string] => [
      `messages ${code}`,
      translate(code, language),
    ]),
    ...Object.entries(mails).map(([name, mail]): [string, string] => [
      `mail ${name}`,
      `${mail.subject}\n${mail.text}`,
    ]),
    ['sms phoneCode', phoneCodeText('123456', language)],
  ];
}

describe('glossary', () => {
  it.each(LANGUAGES)('no %s locale value uses a banned word', (language) => {
    const problems = localeValues(language)
      .filter(([name]) => !(name in exemptValues))
      .flatMap(([name, text]) =>
        glossaryProblems(text, bannedVariants[language]).map((problem) => `${name}: ${problem}`),
      );
    expect(problems).toEqual([]);
  });

  it('every exempt value still exists', () => {
    const names = new Set(LANGUAGES.flatMap((language) => localeValues(language).map(([name]) => name)));
    expect(Object.keys(exemptValues).filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(LANGUAGES)('no %s server message, mail or SMS uses a banned word', (language) => {
    const problems = serverTexts(language).flatMap(([name, text]) =>
      glossaryProblems(text, bannedVariants[language]).map((problem) => `server/i18n ${name}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  // The patterns themselves: each finds the variant it is for, and not the words that only look like it.
  it.each([
    ['ko', '일감 목록을 불러오지 못했습니다.', '일감'],
    ['ko', '이 잡은 길이를 요구합니다.', '잡은'],
    ['ko', '잡:', '잡'],
    ['ko', '그룹의 내 작품', '작품'],
    ['ko', '내 참여 목록', '참여 목록'],
    ['ko', '보상', '보상'],
    ['ko', '공모에 참여', '공모'],
    ['en', 'Pick a topic', 'topic'],
    ['en', 'Submission details', 'Submission'],
    ['en', 'Your work was approved.', 'work'],
    ['en', 'Join competitions', 'competitions'],
  ] as const)('%s: finds the banned word in "%s"', (language, text, word) => {
    expect(glossaryProblems(text, bannedVariants[language]).join()).toContain(`'${word}'`);
  });

  it.each([
    ['ko', '복잡한 잡지는 일정을 잡습니다.'],
    ['ko', '공모전에 출품작을 출품하세요.'],
    ['en', 'How it works'],
    ['en', 'How a group competition works'],
    ['en', 'The link works once.'],
    ['en', 'Banner of {{topic}}'],
  ] as const)('%s: finds nothing in "%s"', (language, text) => {
    expect(glossaryProblems(text, bannedVariants[language])).toEqual([]);
  });
});
