// Every notification type's sentence in both languages, written from its params at display time
// (amounts in the deployment's currency, instants in the viewer's zone), the shorter sentences when
// an older row lacks a detail, and where each one leads.
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type Notification } from '../../../contract/notifications';
import { notificationPath, notificationText } from '../../../src/components/notifications/notification-text';
import type { Language } from '../../../src/lib/constants';
import { fixtureNotifications } from '../../msw/fixtures/notifications';

const SEOUL = 'Asia/Seoul';

function text(
  item: Pick<Notification, 'type' | 'params'>,
  language: Language,
  currency: 'KRW' | 'USD' = 'KRW',
) {
  const t = i18n.getFixedT(language, 'notifications');
  return notificationText(item, { t, language, currency, timeZone: SEOUL });
}

const byType = Object.fromEntries(fixtureNotifications.map((item) => [item.type, item])) as Record<
  Notification['type'],
  Notification
>;

describe('notification texts', () => {
  it('has a fixture of every type', () => {
    expect(Object.keys(byType).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('writes every type in English', () => {
    expect(NOTIFICATION_TYPES.map((type) => text(byType[type], 'en'))).toEqual([
      '“Morning run” (City walks) was approved. Upload its project files to finish the entry.',
      '“Morning run” (City walks) was returned: The thumbnail is blurry.',
      'We received the project files of “Morning run” (City walks).',
      '“Morning run” (City walks) was scheduled into a group that starts competing on Nov 21, 2026 12:00 AM.',
      'The group of “Morning run” (City walks) started competing; it ends on Nov 28, 2026 12:00 AM.',
      'The group of “Morning run” (City walks) ended: ranked 2 of 8, ₩120,000 secured.',
      '₩120,000 was credited to your earnings for “Morning run” (City walks).',
      'Your withdrawal of ₩150,000 was paid on Nov 20, 2026.',
      'Your withdrawal of ₩50,000 was rejected: The account holder does not match. The amount is back in your balance.',
      'Your inquiry “Thumbnail size” was answered.',
    ]);
  });

  it('writes every type in Korean', () => {
    expect(NOTIFICATION_TYPES.map((type) => text(byType[type], 'ko'))).toEqual([
      '“Morning run”(City walks) 출품작이 승인되었습니다. 프로젝트 파일을 올려 출품을 마쳐 주세요.',
      '“Morning run”(City walks) 출품작이 반려되었습니다: The thumbnail is blurry.',
      '“Morning run”(City walks)의 프로젝트 파일을 받았습니다.',
      '“Morning run”(City walks) 출품작이 2026.11.21 00:00에 경쟁을 시작하는 그룹에 배정되었습니다.',
      '“Morning run”(City walks) 출품작의 그룹이 경쟁을 시작했습니다. 2026.11.28 00:00에 종료됩니다.',
      '“Morning run”(City walks) 출품작의 그룹이 종료되었습니다: 8편 중 2위, 확보 금액 120,000원.',
      '“Morning run”(City walks)의 수익이 적립되었습니다: 120,000원.',
      '150,000원 출금 신청이 2026.11.20에 지급되었습니다.',
      '50,000원 출금 신청이 반려되었습니다: The account holder does not match. 금액은 출금 가능 금액으로 돌아왔습니다.',
      '문의 “Thumbnail size”에 답변이 등록되었습니다.',
    ]);
  });

  it('writes amounts in the deployment currency, whatever the language', () => {
    expect(
      text({ type: 'withdrawal-paid', params: { amount: 12.5, paidDate: '2026-11-20' } }, 'ko', 'USD'),
    ).toBe('US$12.50 출금 신청이 2026.11.20에 지급되었습니다.');
  });

  it('falls back to generic words and shorter sentences when an older row lacks a value', () => {
    expect(text({ type: 'entry-returned', params: {} }, 'en')).toBe('“your entry” (a job) was returned.');
    expect(text({ type: 'group-completed', params: { title: 'A', topic: 'B', amount: 0 } }, 'en')).toBe(
      'The group of “A” (B) ended: ₩0 secured.',
    );
    expect(text({ type: 'withdrawal-rejected', params: { amount: 5000, reason: ' ' } }, 'ko')).toBe(
      '5,000원 출금 신청이 반려되었습니다. 금액은 출금 가능 금액으로 돌아왔습니다.',
    );
    expect(text({ type: 'entry-scheduled', params: { title: 'A', topic: 'B', beginAt: 'soon' } }, 'en')).toBe(
      '“A” (B) was scheduled into a group.',
    );
  });

  it('leads to the entry, the assets page or the inquiry', () => {
    expect(NOTIFICATION_TYPES.map((type) => [type, notificationPath(byType[type])])).toEqual([
      ['entry-approved', `/submission-detail/${byType['entry-approved'].subjectUuid}`],
      ['entry-returned', `/submission-detail/${byType['entry-returned'].subjectUuid}`],
      ['project-files-received', `/submission-detail/${byType['project-files-received'].subjectUuid}`],
      ['entry-scheduled', `/submission-detail/${byType['entry-scheduled'].subjectUuid}`],
      ['group-competing', `/submission-detail/${byType['group-competing'].subjectUuid}`],
      ['group-completed', `/submission-detail/${byType['group-completed'].subjectUuid}`],
      ['earnings-credited', '/my-asset'],
      ['withdrawal-paid', '/my-asset'],
      ['withdrawal-rejected', '/my-asset'],
      ['inquiry-answered', `/qna/${byType['inquiry-answered'].subjectUuid}`],
    ]);
  });
});
