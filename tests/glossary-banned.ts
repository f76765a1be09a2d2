// The words docs/glossary.md bans, one list per language, read by tests/glossary.test.ts. Each
// entry names its concept and the word to write instead, so that a failure says what to do.
// Korean has no \b: `word()` matches a Korean word standing alone or followed by a particle, so
// that 잡 is found in "이 잡은" but not in 복잡 or 잡지.

export interface BannedVariant {
  /** The concept, as the glossary's table names it. */
  concept: string;
  /** The glossary's word for it. */
  use: string;
  pattern: RegExp;
  /** Phrases that contain the pattern but are another word (e.g. "how it works"); removed first. */
  allow?: RegExp;
}

const PARTICLES = '을|를|이|가|은|는|의|에|에서|과|와|도|만|마다|으로|로|이나|까지';

/** A Korean noun as a word of its own (not inside another word), with or without a particle. */
function word(noun: string): RegExp {
  return new RegExp(`(?<![가-힣])${noun}(?:${PARTICLES})?(?![가-힣])`);
}

export const bannedVariants: Record<'ko' | 'en', BannedVariant[]> = {
  ko: [
    { concept: 'job', use: '공모전', pattern: word('잡') },
    { concept: 'job', use: '공모전', pattern: /일감|토픽/ },
    { concept: 'job', use: '공모전', pattern: /공모(?!전)/ },
    { concept: 'entry', use: '출품작', pattern: /작품|제출물|제출작|참여작|응모작/ },
    { concept: 'My entries', use: '내 출품작', pattern: /참여\s?목록/ },
    { concept: 'capacity', use: '모집 편수', pattern: /모집\s?인원/ },
    { concept: 'group size', use: '그룹 규모', pattern: /그룹\s?인원/ },
    { concept: 'reward', use: '상금', pattern: /보상|리워드/ },
    { concept: 'secured amount', use: '확보 금액', pattern: /누적\s?금액/ },
    { concept: 'earnings', use: '수익', pattern: /수익금|적립금/ },
    { concept: 'payout', use: '지급', pattern: /정산|입금/ },
    { concept: 'withdrawal request', use: '출금 신청', pattern: /인출|환급/ },
    { concept: 'review', use: '검수', pattern: /심사/ },
    { concept: 'approved', use: '승인', pattern: /채택/ },
    { concept: 'scheduled into a group', use: '그룹 배정', pattern: /편성/ },
    { concept: 'production count', use: '제작 수', pattern: /제작\s?횟수|주문\s?수/ },
    { concept: 'ratio', use: '비율', pattern: /비중|점유율/ },
    { concept: 'ranking', use: '순위', pattern: /랭킹|등수/ },
    { concept: 'statistics update', use: '갱신', pattern: /업데이트/ },
    { concept: 'length', use: '길이 조건', pattern: /시간\s?조건|길이\s?제한/ },
    { concept: 'style', use: '스타일', pattern: /제작\s?방식/ },
    { concept: 'style: mixed', use: '혼합', pattern: /혼합형/ },
    { concept: 'video', use: '영상', pattern: /동영상/ },
    { concept: 'app user', use: '앱 이용자', pattern: /앱\s?사용자/ },
    { concept: 'thumbnail', use: '썸네일', pattern: /섬네일/ },
    { concept: 'track (one audio file)', use: '음원', pattern: /트랙/ },
    { concept: 'free audio (the page)', use: '무료 오디오', pattern: /무료\s?음원/ },
    { concept: 'free fonts', use: '폰트', pattern: /글꼴/ },
    { concept: 'My info', use: '내 정보', pattern: /마이\s?페이지/ },
    {
      concept: 'states are written with a space',
      use: '준비 중, 대기 중, 경쟁 중, 검수 중, 변환 중',
      pattern: /(?:준비|대기|경쟁|검수|변환)중/,
    },
  ],
  en: [
    { concept: 'job', use: 'job', pattern: /\btopics?\b/i },
    {
      concept: 'job',
      use: 'job ("competition" is only what a group runs)',
      pattern:
        /(?<!\bgroup\s)\bcompetitions\b|\b(?:join|joining|enter|entering|entered|video|image|open|featured|new)\s+(?:a\s+|an\s+|the\s+)?competition\b|\bcompetition's\s+(?:page|rules|name|conditions|screen)\b/i,
    },
    { concept: 'job', use: 'job', pattern: /\bcontests?\b/i },
    { concept: 'entry', use: 'entry', pattern: /\bsubmissions?\b/i },
    {
      concept: 'entry',
      use: 'entry ("work" only as a verb)',
      pattern: /\bworks?\b/i,
      allow: /\bhow [\w ]{1,30}? works\b|\b(?:it|link|that) works\b|\bnot work\b|\bto work\b/gi,
    },
    { concept: 'approved', use: 'approved', pattern: /\baccepted\s+(?:works?|entries|entry)\b/i },
    { concept: 'reward', use: 'reward', pattern: /\bprizes?\b/i },
    { concept: 'production count', use: 'production count', pattern: /\bproductions\b|\border counts?\b/i },
    { concept: 'secured amount', use: 'secured amount', pattern: /\baccumulated amounts?\b/i },
    { concept: 'earnings', use: 'earnings', pattern: /\bprofits\b/i },
    { concept: 'withdrawal request', use: 'withdrawal', pattern: /\bcash[- ]?outs?\b|\bpayout requests?\b/i },
    { concept: 'payout', use: 'payout', pattern: /\bpayments?\b/i },
    { concept: 'ranking', use: 'ranking', pattern: /\bleaderboards?\b|\bstandings\b/i },
    { concept: 'length', use: 'length', pattern: /\btime limits?\b|\bdurations?\b/i },
    { concept: 'group state', use: 'waiting', pattern: /\bstandby\b/i },
    { concept: 'thumbnail', use: 'thumbnail', pattern: /\bcover images?\b/i },
    { concept: 'notice', use: 'notice', pattern: /\bannouncements?\b/i },
    { concept: 'My info', use: 'My info', pattern: /\bmy page\b/i },
  ],
};

/**
 * Values that must keep a banned word, each with the reason: "<language>/<file> <key>".
 * The test fails when a listed key no longer exists, so that the list cannot go stale.
 */
export const exemptValues: Record<string, string> = {
  'ko/home.json promo.noticeAlt':
    'the alternative text repeats the words printed in public/images/promo-20190805.png (보상, 일감), the fixed 2019 image of spec §9',
};
