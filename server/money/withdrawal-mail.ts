// The mails a creator gets about a withdrawal request (received, paid, rejected), in the language
// they requested in. Amounts are formatted in the deployment's currency (never the language's).
import type { Currency } from '../../contract/money-rules.js';
import { minorToDecimalText } from '../../contract/money-rules.js';
import type { MailMessage } from '../mail/mailer.js';
import { paragraphsMail, SERVICE_NAME } from '../mail/mail-texts.js';
import type { Language } from '../i18n/messages.js';

/** "5,000원" / "KRW 5,000" / "$12.50": grouping by integer text only, no floating point. */
export function mailAmount(minor: number, currency: Currency, language: Language): string {
  const [whole = '0', fraction] = minorToDecimalText(minor, currency).replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = minor < 0 ? '-' : '';
  if (currency === 'KRW') return language === 'ko' ? `${sign}${grouped}원` : `${sign}KRW ${grouped}`;
  return `${sign}$${grouped}.${fraction ?? '00'}`;
}

export type WithdrawalNews =
  | { kind: 'received'; expectedPayoutDate: string }
  | { kind: 'paid'; paidDate: string }
  | { kind: 'rejected'; reason: string };

const WORDS = {
  ko: {
    received: {
      subject: '출금 신청이 접수되었습니다',
      line: (amount: string, date: string) =>
        `${amount} 출금 신청이 접수되었습니다. ${date}까지 지급할 예정입니다.`,
    },
    paid: {
      subject: '출금액을 지급했습니다',
      line: (amount: string, date: string) => `${amount} 출금 신청을 ${date}에 지급했습니다.`,
    },
    rejected: {
      subject: '출금 신청이 반려되었습니다',
      line: (amount: string) =>
        `${amount} 출금 신청이 반려되어 금액을 출금 가능 금액으로 되돌렸습니다. 사유:`,
    },
    net: '실지급액',
    open: '내 자산 보기',
    questions: '문의',
  },
  en: {
    received: {
      subject: 'We received your withdrawal request',
      line: (amount: string, date: string) =>
        `We received your request to withdraw ${amount}. It is to be paid by ${date}.`,
    },
    paid: {
      subject: 'Your withdrawal was paid',
      line: (amount: string, date: string) => `Your withdrawal of ${amount} was paid on ${date}.`,
    },
    rejected: {
      subject: 'Your withdrawal request was rejected',
      line: (amount: string) =>
        `Your request to withdraw ${amount} was rejected and the amount is available to withdraw again. Reason:`,
    },
    net: 'Amount paid to your account',
    open: 'My assets',
    questions: 'Questions',
  },
};

export function withdrawalMail(
  to: string,
  amounts: { grossMinor: number; netMinor: number; currency: Currency },
  news: WithdrawalNews,
  context: { language: Language; supportEmail: string; assetsUrl: string },
): MailMessage {
  const { language } = context;
  const words = WORDS[language];
  const gross = mailAmount(amounts.grossMinor, amounts.currency, language);
  const net = mailAmount(amounts.netMinor, amounts.currency, language);
  const subject = `[${SERVICE_NAME[language]}] ${words[news.kind].subject}`;
  const lines =
    news.kind === 'received'
      ? [words.received.line(gross, news.expectedPayoutDate), `${words.net}: ${net}`]
      : news.kind === 'paid'
        ? [words.paid.line(gross, news.paidDate), `${words.net}: ${net}`]
        : [words.rejected.line(gross), news.reason];
  const tail = [`${words.open}: ${context.assetsUrl}`, `${words.questions}: ${context.supportEmail}`];
  return paragraphsMail(to, language, subject, lines, tail);
}
