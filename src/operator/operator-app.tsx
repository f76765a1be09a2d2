// The operator console (issue 21) under /operator/*: its own routes, session and layout, loaded only
// when someone opens it (src/app/routes.tsx has one lazy route object for it). No creator header or
// footer; the root layout's toasts and alerts still work.
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import type { OperatorArea } from '../../contract/operator-rules';
import { PageLoader } from '../components/page-loader';
import { ConsoleLayout } from './console-layout';
import { NotAllowed, useMayUse } from './guard';
import { selectOperator, useOperatorSession } from './operator-session';
import { operatorPaths } from './paths';

const LoginPage = lazy(() => import('./pages/login/login-page'));
const SetupPage = lazy(() => import('./pages/setup/setup-page'));
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard-page'));
const EntriesPage = lazy(() => import('./pages/entries/entries-page'));
const ReviewPage = lazy(() => import('./pages/review/review-page'));
const OperatorsPage = lazy(() => import('./pages/operators/operators-page'));
const AuditPage = lazy(() => import('./pages/audit/audit-page'));
const WithdrawalsPage = lazy(() => import('./pages/withdrawals/withdrawals-page'));
const InquiriesPage = lazy(() => import('./pages/inquiries/inquiries-page'));
const InquiryPage = lazy(() => import('./pages/inquiries/inquiry-page'));
const NoticesPage = lazy(() => import('./pages/notices/notices-page'));
const NoticePage = lazy(() => import('./pages/notices/notice-page'));
const AudioListPage = lazy(() => import('./pages/library/audio-list-page'));
const AudioPage = lazy(() => import('./pages/library/audio-page'));
const FontsPage = lazy(() => import('./pages/library/fonts-page'));
const FontPage = lazy(() => import('./pages/library/font-page'));
const CategoriesPage = lazy(() => import('./pages/library/categories-page'));
const CreatorsPage = lazy(() => import('./pages/creators/creators-page'));
const CreatorPage = lazy(() => import('./pages/creators/creator-page'));
const TopicsPage = lazy(() => import('./pages/topics/topics-page'));
const TopicPage = lazy(() => import('./pages/topics/topic-page'));
const GroupsPage = lazy(() => import('./pages/groups/groups-page'));
const NotFoundPage = lazy(() => import('./pages/not-found/not-found-page'));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

/**
 * Signed-in pages: no session (never was, logged out, or ended by the server: a 403, the 8 hours)
 * → the login, remembering where the operator wanted to go.
 */
function RequireOperator() {
  const operator = useOperatorSession(selectOperator);
  const ended = useOperatorSession((state) => state.ended);
  const location = useLocation();
  const navigate = useNavigate();
  const login = operator ? null : operatorPaths.login({ next: location.pathname + location.search, ended });
  useEffect(() => {
    if (login) navigate(login, { replace: true });
  }, [login, navigate]);
  return operator ? <ConsoleLayout operator={operator} /> : null;
}

/** A page of an area: shown to the roles that may use it, "not allowed" to the others. */
function AreaPage({ area, page: Page }: { area: OperatorArea; page: ComponentType }) {
  const mayUse = useMayUse(area);
  return mayUse ? (
    <Loading>
      <Page />
    </Loading>
  ) : (
    <NotAllowed />
  );
}

/**
 * The console's own routes, below /operator (descendant routes: `useRoutes` is what <Routes>
 * renders, without the JSX-to-objects step, which would add to the entry chunk's router code).
 */
export default function OperatorApp() {
  const page = (Page: ComponentType) => (
    <Loading>
      <Page />
    </Loading>
  );
  return useRoutes([
    { path: 'login', element: page(LoginPage) },
    { path: 'setup/:code', element: page(SetupPage) },
    {
      element: <RequireOperator />,
      children: [
        { index: true, element: <AreaPage area="dashboard" page={DashboardPage} /> },
        { path: 'entries', element: <AreaPage area="entries" page={EntriesPage} /> },
        { path: 'entries/:uuid', element: <AreaPage area="entries" page={ReviewPage} /> },
        { path: 'topics', element: <AreaPage area="competitions" page={TopicsPage} /> },
        { path: 'topics/new', element: <AreaPage area="competitions" page={TopicPage} /> },
        { path: 'topics/:uuid', element: <AreaPage area="competitions" page={TopicPage} /> },
        { path: 'topics/:uuid/groups', element: <AreaPage area="competitions" page={GroupsPage} /> },
        { path: 'withdrawals', element: <AreaPage area="money" page={WithdrawalsPage} /> },
        { path: 'inquiries', element: <AreaPage area="inquiries" page={InquiriesPage} /> },
        { path: 'inquiries/:uuid', element: <AreaPage area="inquiries" page={InquiryPage} /> },
        { path: 'notices', element: <AreaPage area="content" page={NoticesPage} /> },
        { path: 'notices/new', element: <AreaPage area="content" page={NoticePage} /> },
        { path: 'notices/:uuid', element: <AreaPage area="content" page={NoticePage} /> },
        { path: 'library/audio', element: <AreaPage area="content" page={AudioListPage} /> },
        { path: 'library/audio/new', element: <AreaPage area="content" page={AudioPage} /> },
        { path: 'library/audio/:uuid', element: <AreaPage area="content" page={AudioPage} /> },
        { path: 'library/fonts', element: <AreaPage area="content" page={FontsPage} /> },
        { path: 'library/fonts/new', element: <AreaPage area="content" page={FontPage} /> },
        { path: 'library/fonts/:uuid', element: <AreaPage area="content" page={FontPage} /> },
        { path: 'library/categories', element: <AreaPage area="content" page={CategoriesPage} /> },
        { path: 'creators', element: <AreaPage area="creators" page={CreatorsPage} /> },
        { path: 'creators/:uuid', element: <AreaPage area="creators" page={CreatorPage} /> },
        { path: 'operators', element: <AreaPage area="operators" page={OperatorsPage} /> },
        { path: 'audit', element: <AreaPage area="audit" page={AuditPage} /> },
        { path: '*', element: page(NotFoundPage) },
      ],
    },
  ]);
}
