// The texts of outgoing mail and SMS, in the language of the request that caused them (the SPA
// sends Accept-Language; Korean by default). Every mail has a plain-text and a simple HTML body.
import { PHONE_CODE_TTL_SECONDS } from '../../contract/users.js';
import { escapeHtml } from '../lib/escape-html.js';
import type { MailMessage } from './mailer.js';
import type { Language } from '../i18n/messages.js';

/** The portal's name in each language, as every mail signs it. */
export const SERVICE_NAME: Record<Language, string> = { ko: '크리에이터 포털', en: 'Creator Portal' };

/** Paragraphs of plain text -> the same as simple HTML; `{link}`-style values are already inserted. */
function htmlPage(language: Language, title: string, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: sans-serif; line-height: 1.6; color: #222;">
<h1 style="font-size: 1.25em;">${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}

/**
 * A mail of plain paragraphs: `lines`, then `tail` (where to look, whom to ask) after a blank line
 * in the text body; in the HTML body each is one escaped paragraph.
 */
export function paragraphsMail(
  to: string,
  language: Language,
  subject: string,
  lines: readonly string[],
  tail: readonly string[],
): MailMessage {
  return {
    to,
    subject,
    text: [...lines, '', ...tail, ''].join('\n'),
    html: htmlPage(language, subject, [...lines, ...tail].map(escapeHtml)),
  };
}

const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
const mailto = (address: string) => `<a href="mailto:${escapeHtml(address)}">${escapeHtml(address)}</a>`;

export interface MailContext {
  language: Language;
  supportEmail: string;
}

/** The words of each mail, per language; the layout below is shared. */
const WORDS = {
  en: {
    questions: 'Questions',
    logIn: 'Log in',
    verifySubject: 'Please verify your email address',
    verifyThanks: (service: string) => `Thank you for signing up for ${service}.`,
    verifyOpen: 'Open the link below to verify your email address. The link works once, for 24 hours.',
    verifyIgnore: 'If you did not sign up, please ignore this mail.',
    resetSubject: 'Your temporary password',
    resetIntro: 'You asked for a temporary password. Here it is:',
    resetUse:
      'Log in with it within 30 minutes, then set a new password on My info. Until you log in with it, your current password keeps working.',
    resetIgnore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  ko: {
    questions: '문의',
    logIn: '로그인',
    verifySubject: '이메일 인증을 완료해 주세요',
    verifyThanks: (service: string) => `${service}에 가입해 주셔서 감사합니다.`,
    verifyOpen:
      '아래 링크를 열어 이메일 인증을 완료해 주세요. 링크는 24시간 동안 한 번만 사용할 수 있습니다.',
    verifyIgnore: '본인이 가입하지 않았다면 이 메일을 무시해 주세요.',
    resetSubject: '임시 비밀번호 안내',
    resetIntro: '요청하신 임시 비밀번호입니다.',
    resetUse:
      '30분 안에 이 임시 비밀번호로 로그인한 뒤 내 정보 화면에서 새 비밀번호를 설정해 주세요. 임시 비밀번호로 로그인하기 전까지는 기존 비밀번호도 그대로 사용할 수 있습니다.',
    resetIgnore: '본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
  },
} satisfies Record<Language, Record<string, string | ((service: string) => string)>>;

export function verificationMail(
  to: string,
  verificationLink: string,
  { language, supportEmail }: MailContext,
): MailMessage {
  const service = SERVICE_NAME[language];
  const words = WORDS[language];
  const subject = `[${service}] ${words.verifySubject}`;
  return {
    to,
    subject,
    devLogLink: verificationLink,
    text: [
      words.verifyThanks(service),
      words.verifyOpen,
      '',
      verificationLink,
      '',
      words.verifyIgnore,
      `${words.questions}: ${supportEmail}`,
      '',
    ].join('\n'),
    html: htmlPage(language, subject, [
      words.verifyThanks(escapeHtml(service)),
      escapeHtml(words.verifyOpen),
      link(verificationLink),
      escapeHtml(words.verifyIgnore),
      `${words.questions}: ${mailto(supportEmail)}`,
    ]),
  };
}

export function temporaryPasswordMail(
  to: string,
  temporaryPassword: string,
  loginUrl: string,
  { language, supportEmail }: MailContext,
): MailMessage {
  const service = SERVICE_NAME[language];
  const words = WORDS[language];
  const code = (value: string) =>
    `<strong style="font-family: monospace; font-size: 1.2em;">${escapeHtml(value)}</strong>`;
  const subject = `[${service}] ${words.resetSubject}`;
  return {
    to,
    subject,
    // The temporary password stands alone on the third line (tests and people read it there).
    text: [
      words.resetIntro,
      '',
      temporaryPassword,
      '',
      words.resetUse,
      `${words.logIn}: ${loginUrl}`,
      '',
      words.resetIgnore,
      `${words.questions}: ${supportEmail}`,
      '',
    ].join('\n'),
    html: htmlPage(language, subject, [
      escapeHtml(words.resetIntro),
      code(temporaryPassword),
      escapeHtml(words.resetUse),
      `${words.logIn}: ${link(loginUrl)}`,
      escapeHtml(words.resetIgnore),
      `${words.questions}: ${mailto(supportEmail)}`,
    ]),
  };
}

export function phoneCodeText(code: string, language: Language): string {
  const minutes = PHONE_CODE_TTL_SECONDS / 60;
  return language === 'en'
    ? `[${SERVICE_NAME.en}] Your verification code is ${code}. It expires in ${minutes} minutes.`
    : `[${SERVICE_NAME.ko}] 인증번호는 [${code}]입니다. ${minutes}분 안에 입력해 주세요.`;
}

/** What happened to an entry, for the mails of the review pipeline (server/ops/submissions.ts). */
export type EntryNews =
  | { kind: 'approved' }
  | { kind: 'returned'; reason: string }
  /** beginsAt: a date and time with its zone, as the creator reads it ("2026-11-25 09:00 (GMT+9)"). */
  | { kind: 'scheduled'; beginsAt: string };

const ENTRY_WORDS = {
  en: {
    approvedSubject: (title: string) => `Your entry "${title}" was approved`,
    approved:
      'Your entry was approved. Please send its project files (the source files as one ZIP archive) on the entry page, so that it can be converted and scheduled into a group.',
    returnedSubject: (title: string) => `Your entry "${title}" was returned`,
    returned: 'Your entry was returned by the reviewer, for this reason:',
    returnedAgain: 'You are welcome to enter the job again with a new entry.',
    scheduledSubject: (title: string) => `Your entry "${title}" was scheduled into a group`,
    scheduled: (beginsAt: string) =>
      `Your entry was scheduled into a group. The competition starts on ${beginsAt}; you can follow its rank on the entry page.`,
    open: 'Your entry',
  },
  ko: {
    approvedSubject: (title: string) => `출품작 "${title}"이(가) 승인되었습니다`,
    approved:
      '출품작이 승인되었습니다. 앱용 변환과 그룹 배정을 위해 출품작 페이지에서 프로젝트 파일(원본 파일을 하나의 ZIP으로 묶은 것)을 제출해 주세요.',
    returnedSubject: (title: string) => `출품작 "${title}"이(가) 반려되었습니다`,
    returned: '검수 결과 출품작이 반려되었습니다. 반려 사유는 다음과 같습니다.',
    returnedAgain: '새 출품작으로 이 공모전에 다시 참여하실 수 있습니다.',
    scheduledSubject: (title: string) => `출품작 "${title}"이(가) 그룹에 배정되었습니다`,
    scheduled: (beginsAt: string) =>
      `출품작이 그룹에 배정되었습니다. 경쟁은 ${beginsAt}에 시작되며, 출품작 페이지에서 순위를 확인할 수 있습니다.`,
    open: '출품작 보기',
  },
};

/** The mail a creator gets when the review pipeline moves their entry. */
export function entryMail(
  to: string,
  title: string,
  entryUrl: string,
  news: EntryNews,
  { language, supportEmail }: MailContext,
): MailMessage {
  const service = SERVICE_NAME[language];
  const words = ENTRY_WORDS[language];
  const subjectText =
    news.kind === 'approved'
      ? words.approvedSubject(title)
      : news.kind === 'returned'
        ? words.returnedSubject(title)
        : words.scheduledSubject(title);
  const subject = `[${service}] ${subjectText}`;
  const lines =
    news.kind === 'approved'
      ? [words.approved]
      : news.kind === 'returned'
        ? [words.returned, news.reason, words.returnedAgain]
        : [words.scheduled(news.beginsAt)];
  return {
    to,
    subject,
    text: [
      ...lines,
      '',
      `${words.open}: ${entryUrl}`,
      '',
      `${WORDS[language].questions}: ${supportEmail}`,
      '',
    ].join('\n'),
    html: htmlPage(language, subject, [
      ...lines.map(escapeHtml),
      `${escapeHtml(words.open)}: ${link(entryUrl)}`,
      `${WORDS[language].questions}: ${mailto(supportEmail)}`,
    ]),
  };
}

const INQUIRY_WORDS = {
  en: {
    subject: (title: string) => `Your inquiry "${title}" was answered`,
    text: 'We have answered your 1:1 inquiry. You can read the answer on the inquiry page:',
  },
  ko: {
    subject: (title: string) => `문의 "${title}"에 답변이 등록되었습니다`,
    text: '1:1 문의에 답변이 등록되었습니다. 문의 페이지에서 답변을 확인해 주세요.',
  },
};

/** The mail a creator gets when an operator answers their inquiry (the answer itself stays on the site). */
export function inquiryAnsweredMail(
  to: string,
  title: string,
  inquiryUrl: string,
  { language, supportEmail }: MailContext,
): MailMessage {
  const service = SERVICE_NAME[language];
  const words = INQUIRY_WORDS[language];
  const subject = `[${service}] ${words.subject(title)}`;
  return {
    to,
    subject,
    text: [words.text, '', inquiryUrl, '', `${WORDS[language].questions}: ${supportEmail}`, ''].join('\n'),
    html: htmlPage(language, subject, [
      escapeHtml(words.text),
      link(inquiryUrl),
      `${WORDS[language].questions}: ${mailto(supportEmail)}`,
    ]),
  };
}

// ---- The email change (issue 19 item 2): the link to the new address, the notice to the old ----

const EMAIL_CHANGE_WORDS = {
  en: {
    confirmSubject: 'Confirm your new email address',
    confirmAsked: (service: string) =>
      `You asked to log in to ${service} with this email address from now on.`,
    confirmOpen:
      'Open the link below to confirm it. The link works once, for 24 hours. Until it is opened, you keep logging in with your current email address.',
    confirmIgnore: 'If you did not ask for this, ignore this mail: nothing changes.',
    noticeSubject: 'A change of your login email address was asked for',
    noticeAsked: (masked: string) =>
      `Someone logged in to your account asked to change its login email address to ${masked}. We sent a link to that address; the change happens only when the link is opened, within 24 hours.`,
    noticeIfNotYou:
      'If this was you, there is nothing to do. If it was not, log in, cancel the change on My info and change your password:',
  },
  ko: {
    confirmSubject: '새 이메일 주소를 확인해 주세요',
    confirmAsked: (service: string) => `앞으로 이 이메일 주소로 ${service}에 로그인하도록 요청하셨습니다.`,
    confirmOpen:
      '아래 링크를 열어 변경을 완료해 주세요. 링크는 24시간 동안 한 번만 사용할 수 있습니다. 링크를 열기 전까지는 지금 이메일 주소로 로그인합니다.',
    confirmIgnore: '본인이 요청하지 않았다면 이 메일을 무시해 주세요. 아무것도 바뀌지 않습니다.',
    noticeSubject: '로그인 이메일 변경이 요청되었습니다',
    noticeAsked: (masked: string) =>
      `계정의 로그인 이메일 주소를 ${masked}(으)로 변경하도록 요청되었습니다. 해당 주소로 링크를 보냈으며, 24시간 안에 링크를 열어야 변경됩니다.`,
    noticeIfNotYou:
      '본인이 요청했다면 따로 하실 일은 없습니다. 본인이 요청하지 않았다면 로그인한 뒤 내 정보에서 변경을 취소하고 비밀번호를 바꿔 주세요.',
  },
};

/** To the new address: the link that makes it the login email (its code only in this mail). */
export function emailChangeMail(
  to: string,
  changeLink: string,
  { language, supportEmail }: MailContext,
): MailMessage {
  const service = SERVICE_NAME[language];
  const words = EMAIL_CHANGE_WORDS[language];
  const subject = `[${service}] ${words.confirmSubject}`;
  return {
    to,
    subject,
    devLogLink: changeLink,
    text: [
      words.confirmAsked(service),
      words.confirmOpen,
      '',
      changeLink,
      '',
      words.confirmIgnore,
      `${WORDS[language].questions}: ${supportEmail}`,
      '',
    ].join('\n'),
    html: htmlPage(language, subject, [
      escapeHtml(words.confirmAsked(service)),
      escapeHtml(words.confirmOpen),
      link(changeLink),
      escapeHtml(words.confirmIgnore),
      `${WORDS[language].questions}: ${mailto(supportEmail)}`,
    ]),
  };
}

/**
 * To the current address: a change was asked for. The new address only masked (de**@ex*****.com),
 * the link never: this mailbox may be the one someone else reads.
 */
export function emailChangeNoticeMail(
  to: string,
  maskedNewEmail: string,
  myInfoUrl: string,
  { language, supportEmail }: MailContext,
): MailMessage {
  const service = SERVICE_NAME[language];
  const words = EMAIL_CHANGE_WORDS[language];
  const subject = `[${service}] ${words.noticeSubject}`;
  return {
    to,
    subject,
    text: [
      words.noticeAsked(maskedNewEmail),
      '',
      words.noticeIfNotYou,
      myInfoUrl,
      '',
      `${WORDS[language].questions}: ${supportEmail}`,
      '',
    ].join('\n'),
    html: htmlPage(language, subject, [
      escapeHtml(words.noticeAsked(maskedNewEmail)),
      escapeHtml(words.noticeIfNotYou),
      link(myInfoUrl),
      `${WORDS[language].questions}: ${mailto(supportEmail)}`,
    ]),
  };
}
