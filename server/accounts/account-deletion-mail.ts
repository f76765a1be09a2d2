// The last mail of an account that left the portal (DELETE /api/users/{id}, or the operator's
// delete-user), to the address it had, in its language. It says what was erased, what is kept and
// why (the same list as docs/accounts.md and the privacy policy), and that the address may sign up
// again as a new account.
import type { MailMessage } from '../mail/mailer.js';
import { paragraphsMail, SERVICE_NAME } from '../mail/mail-texts.js';
import type { Language } from '../i18n/messages.js';

const WORDS = {
  ko: {
    subject: '회원 탈퇴가 완료되었습니다',
    intro: (service: string) => `${service} 회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.`,
    erased:
      '삭제한 정보: 이름, 이메일 주소, 휴대전화 번호, 비밀번호, 로그인 기록, 1:1 문의와 첨부파일, 출금 신청의 예금주, 계좌번호, 생년월일, 법정대리인 정보와 지급 서류, 알림, 그룹에 배정되지 않았거나 경쟁이 시작되지 않은 출품작과 그 파일.',
    kept: '보관하는 정보: 수익과 출금의 금액 기록은 관련 법령(전자상거래법, 국세기본법)에 따라 5년 동안 개인을 알아볼 수 없는 형태로 보관합니다. 경쟁 중이거나 경쟁이 끝난 그룹의 출품작은 순위와 다른 크리에이터의 수익이 그 결과에 달려 있어, 이름 없이 "탈퇴한 회원의 출품작"으로 계속 표시됩니다.',
    again:
      '이 이메일 주소로 언제든 새 계정을 만들 수 있습니다. 이전 계정의 내역은 새 계정으로 옮겨지지 않습니다.',
    notYou: '본인이 탈퇴하지 않았다면 바로 고객센터로 연락해 주세요.',
    questions: '문의',
  },
  en: {
    subject: 'You have left Creator Portal',
    intro: (service: string) =>
      `You have left ${service}, and your account is closed. Thank you for creating with us.`,
    erased:
      'Erased: your name, email address, mobile phone number, password, login sessions, your 1:1 inquiries and their attachments, the account holder, account number, date of birth, guardian details and documents of your withdrawal requests, your notifications, and your entries that were not competing in a group, with their files.',
    kept: 'Kept: the amounts of your earnings and withdrawals, without anything that identifies you, for 5 years as the law requires of earnings and payout records (in Korea the E-Commerce Consumer Protection Act and the Framework Act on National Taxes; in the US the IRS record-keeping rules). Entries in groups that are competing or completed stay in those groups without your name, shown as "Entry by a former member", because the rankings and other creators\' earnings depend on them.',
    again:
      'You may sign up again with this email address at any time, as a new account; nothing of the old one carries over.',
    notYou: 'If you did not do this, contact customer support at once.',
    questions: 'Questions',
  },
};

export function accountLeftMail(
  to: string,
  context: { language: Language; supportEmail: string },
): MailMessage {
  const { language, supportEmail } = context;
  const words = WORDS[language];
  const service = SERVICE_NAME[language];
  const subject = `[${service}] ${words.subject}`;
  const lines = [words.intro(service), words.erased, words.kept, words.again, words.notYou];
  return paragraphsMail(to, language, subject, lines, [`${words.questions}: ${supportEmail}`]);
}
