// The banks a deployment pays withdrawals into (issue 19 item 5): a list per country, chosen on
// /withdraw instead of typed. Zod-free data, so that the portal imports it as values and the server
// checks `bankName` against exactly the same list. Each bank has a stable code — in Korea the bank
// code of the Korea Financial Telecommunications & Clearings Institute (004 KB국민, 088 신한, …), in
// the US a short name of ours (US bank transfers go by routing numbers, of which a bank has many) —
// and its name in both languages. A request names its bank by code; an older client's typed name
// (a listed name or a common short form: "국민은행", "Shinhan") is still understood (findBank).
import type { Country } from './currency-rules.js';

export interface Bank {
  /** Stable: stored with each request (withdrawal_requests.bank_code) and sent as `bankName`. */
  code: string;
  ko: string;
  en: string;
  /** Other names a person may have typed before the list existed (matched like the names). */
  aliases?: readonly string[];
}

const KR_BANKS: readonly Bank[] = [
  { code: '004', ko: 'KB국민은행', en: 'KB Kookmin Bank', aliases: ['국민', 'KB국민', 'KB', 'Kookmin'] },
  { code: '088', ko: '신한은행', en: 'Shinhan Bank', aliases: ['신한'] },
  { code: '020', ko: '우리은행', en: 'Woori Bank', aliases: ['우리'] },
  { code: '081', ko: '하나은행', en: 'Hana Bank', aliases: ['하나', 'KEB하나', 'KEB Hana'] },
  { code: '011', ko: 'NH농협은행', en: 'NH NongHyup Bank', aliases: ['농협', 'NH농협', 'NH', 'NongHyup'] },
  {
    code: '012',
    ko: '지역 농·축협',
    en: 'Local NongHyup cooperative',
    aliases: ['지역농협', '단위농협', '축협', '농축협'],
  },
  { code: '003', ko: 'IBK기업은행', en: 'IBK Industrial Bank of Korea', aliases: ['기업', 'IBK'] },
  {
    code: '023',
    ko: 'SC제일은행',
    en: 'SC First Bank (Standard Chartered)',
    aliases: ['SC', '제일', 'SC First', 'Standard Chartered'],
  },
  { code: '090', ko: '카카오뱅크', en: 'KakaoBank', aliases: ['카카오'] },
  { code: '092', ko: '토스뱅크', en: 'Toss Bank', aliases: ['토스'] },
  { code: '089', ko: '케이뱅크', en: 'K bank', aliases: ['K뱅크'] },
  {
    code: '071',
    ko: '우체국',
    en: 'Korea Post (post office savings)',
    aliases: ['우체국예금', 'Korea Post'],
  },
  { code: '045', ko: '새마을금고', en: 'MG Saemaul Geumgo', aliases: ['MG새마을금고', 'MG', 'Saemaul'] },
  { code: '048', ko: '신협', en: 'Shinhyup (credit union)', aliases: ['신용협동조합', 'Shinhyup'] },
  { code: '007', ko: 'Sh수협은행', en: 'Suhyup Bank', aliases: ['수협', 'Sh수협'] },
  { code: '032', ko: 'BNK부산은행', en: 'BNK Busan Bank', aliases: ['부산', 'Busan'] },
  {
    code: '031',
    ko: 'iM뱅크(대구은행)',
    en: 'iM Bank (formerly Daegu Bank)',
    aliases: ['iM뱅크', '대구', '대구은행', 'DGB', 'DGB대구', 'iM Bank', 'Daegu'],
  },
  { code: '039', ko: 'BNK경남은행', en: 'BNK Kyongnam Bank', aliases: ['경남', 'Kyongnam', 'Gyeongnam'] },
  { code: '034', ko: '광주은행', en: 'Kwangju Bank', aliases: ['광주', 'Gwangju'] },
  { code: '037', ko: '전북은행', en: 'Jeonbuk Bank', aliases: ['전북'] },
  { code: '035', ko: '제주은행', en: 'Jeju Bank', aliases: ['제주'] },
  { code: '002', ko: 'KDB산업은행', en: 'KDB Korea Development Bank', aliases: ['산업', 'KDB'] },
  {
    code: '027',
    ko: '한국씨티은행',
    en: 'Citibank Korea',
    aliases: ['씨티', '씨티은행', 'Citi', 'Citibank'],
  },
  { code: '064', ko: '산림조합', en: 'Korea Forestry Cooperative', aliases: ['산림조합중앙회'] },
  { code: '050', ko: '저축은행', en: 'Savings bank', aliases: ['상호저축은행'] },
];

/** "Another bank or credit union": a choice like the others (never a typed name). */
export const OTHER_US_BANK_CODE = 'other';

const US_BANKS: readonly Bank[] = [
  { code: 'chase', ko: 'Chase', en: 'Chase', aliases: ['JPMorgan Chase', 'JP Morgan Chase', 'JPMorgan'] },
  { code: 'bank-of-america', ko: 'Bank of America', en: 'Bank of America', aliases: ['BofA', 'BoA'] },
  { code: 'wells-fargo', ko: 'Wells Fargo', en: 'Wells Fargo' },
  { code: 'citibank', ko: 'Citibank', en: 'Citibank', aliases: ['Citi'] },
  { code: 'us-bank', ko: 'U.S. Bank', en: 'U.S. Bank', aliases: ['US Bank', 'USBank'] },
  { code: 'pnc', ko: 'PNC Bank', en: 'PNC Bank' },
  { code: 'truist', ko: 'Truist', en: 'Truist' },
  { code: 'capital-one', ko: 'Capital One', en: 'Capital One', aliases: ['Capital One 360'] },
  { code: 'td-bank', ko: 'TD Bank', en: 'TD Bank' },
  { code: 'fifth-third', ko: 'Fifth Third Bank', en: 'Fifth Third Bank', aliases: ['Fifth Third', '53'] },
  { code: 'citizens', ko: 'Citizens', en: 'Citizens', aliases: ['Citizens Bank'] },
  { code: 'keybank', ko: 'KeyBank', en: 'KeyBank', aliases: ['Key Bank'] },
  { code: 'huntington', ko: 'Huntington Bank', en: 'Huntington Bank', aliases: ['Huntington'] },
  { code: 'm-and-t', ko: 'M&T Bank', en: 'M&T Bank' },
  { code: 'regions', ko: 'Regions Bank', en: 'Regions Bank', aliases: ['Regions'] },
  { code: 'bmo', ko: 'BMO', en: 'BMO', aliases: ['BMO Harris'] },
  { code: 'ally', ko: 'Ally Bank', en: 'Ally Bank', aliases: ['Ally'] },
  { code: 'discover', ko: 'Discover Bank', en: 'Discover Bank', aliases: ['Discover'] },
  { code: 'schwab', ko: 'Charles Schwab Bank', en: 'Charles Schwab Bank', aliases: ['Schwab'] },
  {
    code: 'navy-federal',
    ko: 'Navy Federal Credit Union',
    en: 'Navy Federal Credit Union',
    aliases: ['Navy Federal', 'NFCU'],
  },
  { code: 'usaa', ko: 'USAA', en: 'USAA' },
  { code: OTHER_US_BANK_CODE, ko: '그 밖의 은행·신용조합', en: 'Another bank or credit union' },
];

/** The banks of each country, in the order the form offers them (the most used first). */
export const BANKS: Readonly<Record<Country, readonly Bank[]>> = { KR: KR_BANKS, US: US_BANKS };

export function banksOf(country: Country): readonly Bank[] {
  return BANKS[country];
}

export function bankByCode(country: Country, code: string): Bank | null {
  return BANKS[country].find((bank) => bank.code === code) ?? null;
}

/** The bank's name in a language. */
export function bankLabel(bank: Bank, language: 'ko' | 'en'): string {
  return bank[language];
}

/** The name a request stores beside the code: in the country's own language (what its operator reads). */
export function storedBankName(bank: Bank, country: Country): string {
  return country === 'KR' ? bank.ko : bank.en;
}

/**
 * How names are compared: width and case folded, spaces and punctuation dropped, and a trailing
 * "은행" / "bank" left off ("KB국민은행", "kb 국민" and "KB국민" are one; "K Bank" is "KBank").
 */
export function bankNameKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_.,·()&'/]/gu, '')
    .replace(/(은행|bank)$/u, '');
}

const keysByCountry = new Map<Country, Map<string, Bank>>();

function keysOf(country: Country): Map<string, Bank> {
  let keys = keysByCountry.get(country);
  if (!keys) {
    keys = new Map();
    for (const bank of BANKS[country]) {
      for (const name of [bank.code, bank.ko, bank.en, ...(bank.aliases ?? [])]) {
        const key = bankNameKey(name);
        if (key && !keys.has(key)) keys.set(key, bank);
      }
    }
    keysByCountry.set(country, keys);
  }
  return keys;
}

/**
 * The bank a request names in `bankName`: its code (what the portal sends), or one of its names or
 * short forms as an older client typed them; null for anything else (400 WITHDRAWAL_BANK_UNKNOWN).
 */
export function findBank(country: Country, text: string): Bank | null {
  const exact = bankByCode(country, text.trim());
  if (exact) return exact;
  const key = bankNameKey(text);
  return key ? (keysOf(country).get(key) ?? null) : null;
}
