import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../../contract/sessions';
import { endOtherSessions, endSession, listSessions } from '../../api/sessions';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DataTable, type Column } from '../../components/ui/data-table';
import { DateTime } from '../../components/ui/date-time';
import { PageState } from '../../components/ui/page-state';
import layout from '../../components/ui/layout.module.css';
import text from '../../components/ui/text.module.css';
import { askToConfirm, showAlert } from '../../lib/alert';
import { errorMessage } from '../../lib/error-messages';
import { showToast } from '../../lib/toast';
import { useEnvelope } from '../../lib/use-envelope';
import styles from './sessions-card.module.css';

const PLATFORMS = ['desktop', 'mobile', 'tablet', 'tv'] as const;
type Platform = (typeof PLATFORMS)[number];
const isPlatform = (value: string): value is Platform => (PLATFORMS as readonly string[]).includes(value);

/**
 * Where the account is logged in (issue 19; GET /api/users/sessions): each login's device, address
 * and last use, this one marked; any other can be logged out, or all of them at once ("log out
 * everywhere else"). Ending this one is the header's logout.
 */
export function SessionsCard() {
  const { t } = useTranslation(['account', 'errors']);
  const failureText = (answer: Parameters<typeof errorMessage>[0]) => {
    const message = errorMessage(answer);
    return t(message.key, message.values ?? {});
  };
  const [version, setVersion] = useState(0);
  const load = useEnvelope(`sessions-${version}`, listSessions, { keepPrevious: true });
  const [busy, setBusy] = useState<string | null>(null);
  const reload = () => setVersion((current) => current + 1);

  async function end(session: SessionInfo) {
    setBusy(session.id);
    const answer = await endSession(session.id);
    setBusy(null);
    // 404: it ended meanwhile (expired, or logged out there); the list is refreshed either way.
    if (answer.status === 200 || answer.status === 404) showToast(t('sessions.ended'));
    else void showAlert(failureText(answer));
    reload();
  }

  async function endOthers(count: number) {
    const confirmed = await askToConfirm(t('sessions.confirmEndOthers', { count }), {
      confirmLabel: t('sessions.endOthers'),
      cancelLabel: t('sessions.cancel'),
    });
    if (!confirmed) return;
    setBusy('others');
    const answer = await endOtherSessions();
    setBusy(null);
    if (answer.status === 200) showToast(t('sessions.endedOthers', { count: answer.data?.ended ?? count }));
    else void showAlert(failureText(answer));
    reload();
  }

  const device = (session: SessionInfo) => {
    const parts = [session.browser, session.os].filter(Boolean).join(' · ');
    const platform = isPlatform(session.platform) ? t(`sessions.platform.${session.platform}`) : null;
    return (
      <span>
        {parts || t('sessions.unknownDevice')}
        {platform ? <span className={text.muted}> ({platform})</span> : null}{' '}
        {session.current ? <Badge tone="info">{t('sessions.thisDevice')}</Badge> : null}
      </span>
    );
  };

  const columns: Column<SessionInfo>[] = [
    { key: 'device', header: t('sessions.device'), cell: device, primary: true },
    {
      key: 'address',
      header: t('sessions.address'),
      cell: (session) => session.address || '–',
      nowrap: true,
    },
    {
      key: 'lastUsed',
      header: t('sessions.lastUsed'),
      cell: (session) => <DateTime iso={session.lastUsedAt} />,
      nowrap: true,
    },
    {
      key: 'created',
      header: t('sessions.loggedIn'),
      cell: (session) => <DateTime iso={session.createdAt} />,
      nowrap: true,
    },
    {
      key: 'action',
      header: <span className="visually-hidden">{t('sessions.action')}</span>,
      align: 'end',
      cell: (session) =>
        session.current ? null : (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy !== null}
            aria-label={t('sessions.endOneLabel', {
              device: [session.browser, session.os].filter(Boolean).join(' ') || t('sessions.unknownDevice'),
            })}
            onClick={() => void end(session)}
          >
            {t('sessions.endOne')}
          </Button>
        ),
    },
  ];

  const others =
    load.status === 'ready' ? load.data.sessions.filter((session) => !session.current).length : 0;
  return (
    <Card
      title={t('sessions.title')}
      action={
        others > 0 ? (
          <Button variant="danger" size="sm" disabled={busy !== null} onClick={() => void endOthers(others)}>
            {t('sessions.endOthers')}
          </Button>
        ) : null
      }
    >
      <div className={`${layout.stack} ${styles.body}`}>
        <p className={text.muted}>{t('sessions.intro')}</p>
        {load.status === 'loading' && <PageState kind="loading" compact />}
        {load.status === 'error' && (
          <PageState
            kind="error"
            compact
            title={t('sessions.loadFailed')}
            errorCode={load.errorCode}
            onRetry={load.retry}
          />
        )}
        {load.status === 'ready' && (
          <DataTable
            caption={t('sessions.title')}
            columns={columns}
            rows={load.data.sessions}
            rowKey={(session) => session.id}
            current={(session) => session.current}
            stale={busy !== null}
          />
        )}
      </div>
    </Card>
  );
}
