import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { getBriefing } from '../../api/assets';
import form from '../../components/form/form.module.css';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { pageBody } from '../../lib/page-body';
import { useEnvelope } from '../../lib/use-envelope';
import { StatementButton } from './statement-button';

// My assets (login required; spec §7 "Assets", issue 10): the briefing (total earned, available,
// being withdrawn, paid out) with the withdraw button and why it is disabled, the earnings by month
// as a chart with its table, the earnings not yet withdrawn, and the withdrawal requests paged in
// the URL, and the earnings statement as a CSV download (issue 18). Every amount is in the
// briefing's currency (the deployment's), whatever the language.
//
// This is the page's frame (issue 25): the heading, the states and the briefing request. The body
// (my-asset-body.tsx: the summary, chart and lists, with their dates) is a chunk of its own that
// starts downloading when this module runs, alongside the request. Its texts are `assets`, which
// the frame needs anyway.
const MyAssetBody = pageBody(() => import('./my-asset-body'));

export default function MyAssetPage() {
  const { t } = useTranslation(['assets', 'common']);
  // A retry of the briefing reloads the lists below with it.
  const [reloadKey, setReloadKey] = useState(0);
  const briefing = useEnvelope(`briefing#${reloadKey}`, (signal) => getBriefing('individual', signal));
  // Arriving from the withdraw form after a request was received.
  const received = Boolean(
    (useLocation().state as { withdrawalReceived?: string } | null)?.withdrawalReceived,
  );

  return (
    <Page>
      <PageHeader
        title={t('common:pages.myAsset')}
        intro={t('myAsset.intro')}
        actions={<StatementButton />}
      />
      <div role="status">{received && <p className={form.success}>{t('withdraw.done')}</p>}</div>
      {briefing.status === 'loading' && <PageState kind="loading" />}
      {briefing.status === 'error' && (
        <PageState
          kind="error"
          title={t('myAsset.error')}
          errorCode={briefing.errorCode}
          onRetry={() => setReloadKey((key) => key + 1)}
        />
      )}
      {briefing.status === 'ready' && (
        <Suspense fallback={<PageState kind="loading" />}>
          <MyAssetBody briefing={briefing.data} reloadKey={reloadKey} />
        </Suspense>
      )}
    </Page>
  );
}
