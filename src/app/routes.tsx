// The route table: spec §2, top to bottom. Page modules load lazily, each with the locale
// namespaces it needs, so a page never flashes untranslated keys. On a page that loads its body
// after its first paint (src/lib/page-body.ts), these are the frame's; the body names its own.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { prefetchMainBanners } from '../api/main';
import { rememberCastingnVisit } from '../lib/castingn';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { syncCastingn } from './castingn-sync';
import { redirectIfLoggedIn, requireSession, requireSignupConsent } from './guard';
import { AuthLayout } from './layouts/auth-layout';
import { DefaultLayout } from './layouts/default-layout';
import { HomeLayout } from './layouts/home-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { PageLoader } from '../components/page-loader';

type PageModule = { default: ComponentType };

function page(load: () => Promise<PageModule>, namespaces: Namespace[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(['common', ...namespaces])]);
    return { Component: module.default };
  };
}

const home = page(() => import('../pages/home/home-page'), ['home']);
/** Home's banners start loading with its code (src/api/main.ts). */
async function prefetchHome() {
  await prefetchMainBanners();
  return null;
}
const emailAuth = page(() => import('../pages/email-auth/email-auth-page'), ['account', 'errors']);
const qnaForm = page(() => import('../pages/qna-form/qna-form-page'), ['qna', 'errors']);

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: HomeLayout,
        children: [
          {
            // A pathless child keeps the header and footer on screen when a page fails.
            ErrorBoundary: RouteErrorBoundary,
            children: [
              { index: true, loader: prefetchHome, lazy: home },
              {
                path: 'castingn',
                loader: () => {
                  rememberCastingnVisit();
                  void syncCastingn();
                  return prefetchHome();
                },
                lazy: home,
              },
            ],
          },
        ],
      },
      // The operator console (issue 21): its own routes, session and layout, no creator header.
      { path: 'operator/*', lazy: page(() => import('../operator/operator-app'), ['operator', 'errors']) },
      {
        Component: AuthLayout,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                path: 'login',
                loader: redirectIfLoggedIn,
                lazy: page(() => import('../pages/login/login-page'), ['auth', 'errors']),
              },
            ],
          },
        ],
      },
      {
        Component: DefaultLayout,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              // Public
              {
                path: 'agreement',
                lazy: page(() => import('../pages/agreement/agreement-page'), ['policies']),
              },
              { path: 'privacy', lazy: page(() => import('../pages/privacy/privacy-page'), ['policies']) },
              {
                path: 'notice',
                lazy: page(() => import('../pages/notice/notice-page'), ['notices', 'errors']),
              },
              {
                path: 'notice/:uuid',
                lazy: page(() => import('../pages/notice-detail/notice-detail-page'), ['notices', 'errors']),
              },
              { path: 'faq', lazy: page(() => import('../pages/faq/faq-page'), ['faq']) },
              {
                path: 'operation-policies',
                lazy: page(() => import('../pages/operation-policies/operation-policies-page'), ['policies']),
              },
              {
                path: 'profit-policies',
                lazy: page(() => import('../pages/profit-policies/profit-policies-page'), ['policies']),
              },
              {
                path: 'signup/agreement',
                lazy: page(
                  () => import('../pages/signup-agreement/signup-agreement-page'),
                  ['account', 'policies'],
                ),
              },
              {
                path: 'signup/form',
                loader: requireSignupConsent,
                lazy: page(() => import('../pages/signup-form/signup-form-page'), ['account', 'errors']),
              },
              {
                path: 'introduction',
                lazy: page(() => import('../pages/introduction/introduction-page'), ['introduction']),
              },
              {
                path: 'find-password',
                lazy: page(() => import('../pages/find-password/find-password-page'), ['account', 'errors']),
              },
              { path: 'audio', lazy: page(() => import('../pages/audio/audio-page'), ['library', 'errors']) },
              { path: 'font', lazy: page(() => import('../pages/font/font-page'), ['library', 'errors']) },
              // These three all show the email verification screen.
              { path: 'email-auth', lazy: emailAuth },
              { path: 'email-auth/:authcode', lazy: emailAuth },
              { path: 'signup/:type', lazy: emailAuth },
              // The email change's mailed link (issue 19): public, it may open in another browser.
              {
                path: 'email-change/:code',
                lazy: page(() => import('../pages/email-change/email-change-page'), ['account', 'errors']),
              },

              // Login required. The guard runs on every navigation, so a session that ended
              // elsewhere (another tab, a 403) is caught on the next click.
              {
                loader: requireSession,
                shouldRevalidate: () => true,
                children: [
                  { path: 'jobs', lazy: page(() => import('../pages/jobs/jobs-page'), ['entries']) },
                  {
                    path: 'jobs/:uuid',
                    lazy: page(() => import('../pages/job-detail/job-detail-page'), ['entries', 'errors']),
                  },
                  {
                    path: 'my-entry-list',
                    lazy: page(
                      () => import('../pages/my-entry-list/my-entry-list-page'),
                      ['entries', 'competition', 'errors'],
                    ),
                  },
                  {
                    path: 'my-asset',
                    lazy: page(() => import('../pages/my-asset/my-asset-page'), ['assets', 'errors']),
                  },
                  {
                    path: 'submission-detail/:uuid',
                    lazy: page(
                      () => import('../pages/submission-detail/submission-detail-page'),
                      ['entries', 'errors'],
                    ),
                  },
                  {
                    path: 'withdraw',
                    lazy: page(() => import('../pages/withdraw/withdraw-page'), ['assets', 'errors']),
                  },
                  {
                    path: 'mypage',
                    lazy: page(() => import('../pages/mypage/mypage-page'), ['account', 'errors']),
                  },
                  { path: 'qna', lazy: page(() => import('../pages/qna/qna-page'), ['qna', 'errors']) },
                  { path: 'qna/form', lazy: qnaForm },
                  { path: 'qna/form/:uuid', lazy: qnaForm },
                  {
                    path: 'qna/:uuid',
                    lazy: page(() => import('../pages/qna-detail/qna-detail-page'), ['qna', 'errors']),
                  },
                  {
                    path: 'notifications',
                    lazy: page(
                      () => import('../pages/notifications/notifications-page'),
                      ['notifications', 'errors'],
                    ),
                  },
                ],
              },

              // Anything else
              { path: '*', lazy: page(() => import('../pages/not-found/not-found-page')) },
            ],
          },
        ],
      },
    ],
  },
];
