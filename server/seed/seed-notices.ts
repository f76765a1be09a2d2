// Demo notices: what an operator of the portal really posts (payout dates, schedule changes,
// policy updates, the statistics time, maintenance), Korean ones for the Korean site and English
// ones for the English site, with lists, a table and links, two of them with a PDF attachment.
import type { Language } from '../i18n/messages.js';
import { createNotice } from '../content/index.js';
import { storeFile } from '../files/index.js';
import type { FileStorage } from '../files/index.js';
import { createTextPdf, type PdfLine } from './tiny-pdf.js';
import type { Database } from '../db/client.js';

const DAY_MS = 24 * 60 * 60_000;

interface SeedNotice {
  language: Language;
  title: string;
  /** Days before the seed. */
  daysAgo: number;
  html: string;
  attachment?: { name: string; title: string; lines: PdfLine[] };
}

export const SEED_NOTICES: readonly SeedNotice[] = [
  {
    language: 'ko',
    title: '2026년 12월 정산 일정 안내',
    daysAgo: 1,
    html: `<p>안녕하세요, 크리에이터 포털입니다. 12월 정산 일정을 아래와 같이 안내드립니다.</p>
<table>
<caption>12월 정산 일정</caption>
<thead><tr><th scope="col">구분</th><th scope="col">일정</th></tr></thead>
<tbody>
<tr><td>출금 신청 마감</td><td>12월 10일(목) 23:59</td></tr>
<tr><td>정산 확정</td><td>12월 15일(화)</td></tr>
<tr><td>지급일</td><td>12월 18일(금), 영업일 기준 3일 이내</td></tr>
</tbody>
</table>
<ul><li>최소 출금 금액은 <strong>5,000원</strong>입니다.</li><li>부가가치세 10%가 적용됩니다.</li></ul>
<p>자세한 내용은 첨부 파일과 <a href="/profit-policies">수익 정책</a>을 확인해 주세요.</p>`,
    attachment: {
      name: '2026년_12월_정산_일정.pdf',
      title: 'Settlement schedule, December 2026',
      lines: [
        { text: 'Withdrawal requests close: 10 December 2026, 23:59 KST' },
        { text: 'Settlement confirmed: 15 December 2026' },
        { text: 'Payment: 18 December 2026 (within 3 business days)' },
        { text: 'Minimum withdrawal: 5,000 KRW. VAT 10% applies.', size: 10 },
      ],
    },
  },
  {
    language: 'ko',
    title: '통계 업데이트 시간 변경 안내 (01:00)',
    daysAgo: 4,
    html: `<p>경쟁 그룹의 순위와 누적 금액은 매일 <strong>오전 1시</strong>(한국 시간)에 업데이트됩니다.</p>
<ol><li>경쟁이 자정에 끝나면 1시간 뒤 최종 결과가 반영됩니다.</li><li>그 전까지 화면의 순위는 전날 기준입니다.</li></ol>
<p>문의는 <a href="mailto:help@creator-portal.example">help@creator-portal.example</a>로 보내 주세요.</p>`,
  },
  {
    language: 'ko',
    title: '서비스 점검 안내 (12월 6일 02:00~04:00)',
    daysAgo: 8,
    html: `<p>안정적인 서비스를 위해 아래 시간 동안 점검을 진행합니다.</p>
<ul><li>일시: 12월 6일(일) 02:00~04:00</li><li>영향: 로그인, 출품, 다운로드 일시 중단</li></ul>
<p><em>점검 시간은 상황에 따라 단축되거나 연장될 수 있습니다.</em></p>`,
  },
  {
    language: 'ko',
    title: '운영 정책 개정 안내',
    daysAgo: 15,
    html: `<h3>주요 변경 사항</h3>
<ul><li>출품작 제목은 20자, 설명은 200자 이내로 작성해 주세요.</li><li>썸네일은 720 x 405 크기만 접수됩니다.</li><li>타인의 저작물을 사용한 출품작은 경고 없이 제외될 수 있습니다.</li></ul>
<p>개정된 정책은 <a href="/operation-policies">운영 정책</a> 페이지에서 확인하실 수 있습니다.</p>`,
  },
  {
    language: 'ko',
    title: '무료 음원·폰트 라이브러리 오픈',
    daysAgo: 22,
    html: `<p>작업에 바로 쓸 수 있는 <strong>무료 음원</strong>과 <strong>무료 폰트</strong>를 모았습니다.</p>
<blockquote>모든 음원은 포털 작업물 안에서 상업적으로 이용할 수 있으며, 출처 표기가 필요 없습니다.</blockquote>
<p><a href="/audio">무료 음원</a> · <a href="/font">무료 폰트</a> (다운로드는 로그인 후 이용 가능)</p>`,
  },
  {
    language: 'en',
    title: 'December 2026 payout dates',
    daysAgo: 2,
    html: `<p>Here are this month's payout dates for the English site.</p>
<table>
<thead><tr><th scope="col">Step</th><th scope="col">Date</th></tr></thead>
<tbody>
<tr><td>Withdrawal requests close</td><td>10 December, 23:59 (UTC+9)</td></tr>
<tr><td>Payment sent</td><td>Within about 7 business days</td></tr>
</tbody>
</table>
<p>The minimum cash-out is <strong>$5</strong>. See the attached schedule and our <a href="/profit-policies">profit policies</a>.</p>`,
    attachment: {
      name: 'payout-schedule-december-2026.pdf',
      title: 'Payout schedule, December 2026',
      lines: [
        { text: 'Withdrawal requests close: 10 December 2026, 23:59 (UTC+9)' },
        { text: 'Payment sent: within about 7 business days' },
        { text: 'Minimum cash-out: USD 5', size: 10 },
      ],
    },
  },
  {
    language: 'en',
    title: 'Statistics now update at 01:00 (KST)',
    daysAgo: 5,
    html: `<p>Rankings and secured amounts now refresh once a day at <strong>01:00 Korea time</strong>, one hour after a competition ends.</p>
<ul><li>Final results of a group appear after the first 01:00 update following its end.</li><li>Until then, the ranking shown is the previous day's.</li></ul>`,
  },
  {
    language: 'en',
    title: 'Scheduled maintenance on 6 December',
    daysAgo: 9,
    html: `<p>We will perform maintenance on <strong>6 December, 02:00-04:00 (UTC+9)</strong>. Login, submissions and downloads will pause during that time.</p>
<p>Questions? Write to <a href="mailto:help@creator-portal.example">help@creator-portal.example</a>.</p>`,
  },
  {
    language: 'en',
    title: 'Free audio and font library is open',
    daysAgo: 23,
    html: `<p>Browse <a href="/audio">free audio</a> and <a href="/font">free fonts</a> for your entries.</p>
<ol><li>Every track may be used commercially within works made for the portal, with no attribution needed.</li><li>Fonts come with their SIL Open Font License.</li></ol>
<p><small>Downloads require login.</small></p>`,
  },
];

/** Posts the demo notices (with their attachments) as of `now`. */
export async function seedNotices(db: Database, storage: FileStorage, now: Date): Promise<number> {
  for (const notice of SEED_NOTICES) {
    let attachmentUuid: string | null = null;
    if (notice.attachment) {
      const file = await storeFile(db, storage, {
        fileType: 'notice',
        originalName: notice.attachment.name,
        content: { bytes: createTextPdf(notice.attachment.title, notice.attachment.lines), allowed: ['pdf'] },
        isPublic: true,
      });
      attachmentUuid = file.uuid;
    }
    await createNotice(db, {
      title: notice.title,
      contentHtml: notice.html,
      language: notice.language,
      postedAt: new Date(now.getTime() - notice.daysAgo * DAY_MS),
      attachmentUuid,
    });
  }
  return SEED_NOTICES.length;
}
