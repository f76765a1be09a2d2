// Opening the home page in tests: the page, its data, and the promo popups out of the way.
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../render-route';

export type HomeView = ReturnType<typeof renderRoute>;

/** The promo popups open after the first paint: close them (Korean shows the notice first). */
export async function closePromos(view: HomeView, language: 'en' | 'ko' = 'en'): Promise<void> {
  const close = language === 'ko' ? '닫기' : 'Close';
  if (language === 'ko') {
    const notice = await screen.findByRole('dialog', { name: '공지' }, { timeout: 8_000 });
    await view.user.click(within(notice).getByRole('button', { name: close }));
  }
  const welcome = await screen.findByRole(
    'dialog',
    { name: language === 'ko' ? '크리에이터 포털에 오신 것을 환영합니다' : 'Welcome to Creator Portal' },
    { timeout: 8_000 },
  );
  await view.user.click(within(welcome).getByRole('button', { name: close }));
}

/** Home with its banners and tiles loaded and the promo popups closed. */
export async function openHome(
  options: { language?: 'en' | 'ko'; strict?: boolean } = {},
): Promise<HomeView> {
  const view = renderRoute('/', { strict: options.strict });
  await view.findHeading(options.language === 'ko' ? '홈' : 'Home');
  await screen.findByRole('region', {
    name: options.language === 'ko' ? '추천 공모전' : 'Featured jobs',
  });
  await closePromos(view, options.language);
  return view;
}

export const jobTiles = () => screen.getAllByRole('article');
