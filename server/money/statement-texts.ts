// The earnings statement's words (GET /api/assets/statement), in the request's language: the header
// row (with the deployment's currency after each amount) and the state of each line.
import type { StatementColumn, StatementState } from '../../contract/assets.js';
import type { Currency } from '../../contract/money-rules.js';
import type { Language } from '../i18n/messages.js';

const HEADERS: Record<Language, Record<StatementColumn, string>> = {
  ko: {
    date: '날짜',
    job: '공모전',
    entry: '출품작',
    group: '그룹 (경쟁 기간)',
    gross: '총액',
    vat: '부가가치세',
    withheld: '원천징수 세액',
    net: '실지급액',
    state: '상태',
  },
  en: {
    date: 'Date',
    job: 'Job',
    entry: 'Entry',
    group: 'Group (competition period)',
    gross: 'Gross',
    vat: 'VAT',
    withheld: 'Tax withheld',
    net: 'Net',
    state: 'State',
  },
};

const AMOUNT_COLUMNS: ReadonlySet<StatementColumn> = new Set(['gross', 'vat', 'withheld', 'net']);

const STATES: Record<Language, Record<StatementState, string>> = {
  ko: {
    credited: '수익 적립',
    corrected: '수익 정정',
    requested: '출금 신청',
    paid: '출금 지급 완료',
    rejected: '출금 반려',
    returned: '반려 금액 반환',
  },
  en: {
    credited: 'Earnings credited',
    corrected: 'Earnings corrected',
    requested: 'Withdrawal requested',
    paid: 'Withdrawal paid',
    rejected: 'Withdrawal rejected',
    returned: 'Rejected withdrawal returned',
  },
};

export function statementHeader(
  columns: readonly StatementColumn[],
  language: Language,
  currency: Currency,
): string[] {
  return columns.map((column) =>
    AMOUNT_COLUMNS.has(column) ? `${HEADERS[language][column]} (${currency})` : HEADERS[language][column],
  );
}

export function statementState(state: StatementState, language: Language): string {
  return STATES[language][state];
}

/** The file's name: the business date it was made on. */
export function statementFileName(date: string): string {
  return `earnings-statement-${date}.csv`;
}
