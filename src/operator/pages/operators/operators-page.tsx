// /operator/operators (admin): who may use the console, in what role, when last seen; an invitation
// answers the one-time setup link to hand over (shown once, with a copy button); a role change and
// disabling or enabling per row.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitedOperator, OperatorListItem } from '../../../../contract/operator';
import { OPERATOR_ROLES, type OperatorRole } from '../../../../contract/operator-rules';
import form from '../../../components/form/form.module.css';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import type { Tone } from '../../../components/ui/tones';
import { askToConfirm, showAlert } from '../../../lib/alert';
import { errorMessage } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useEnvelope } from '../../../lib/use-envelope';
import { inviteOperator, listOperators, resetSetupLink, updateOperator } from '../../api/operators';
import { copyText } from '../../copy-text';
import { selectOperator, useOperatorSession } from '../../operator-session';
import styles from '../../operator-pages.module.css';

const STATE_TONES: Record<OperatorListItem['state'], Tone> = {
  invited: 'progress',
  active: 'success',
  disabled: 'neutral',
};

export default function OperatorsPage() {
  const { t } = useTranslation(['operator', 'errors']);
  const me = useOperatorSession(selectOperator);
  const operators = useEnvelope('operators', (signal) => listOperators(signal), { keepPrevious: true });
  const [busy, setBusy] = useState<string | null>(null);
  /** The last one-time setup link made here (an invitation or a new link), shown once. */
  const [link, setLink] = useState<InvitedOperator | null>(null);

  async function newLink(operator: OperatorListItem) {
    const confirmed = await askToConfirm(t('operators.newLinkConfirm', { name: operator.name }), {
      confirmLabel: t('operators.newLink'),
      cancelLabel: t('cancel'),
    });
    if (!confirmed) return;
    setBusy(operator.uuid);
    const response = await resetSetupLink(operator.uuid);
    setBusy(null);
    if (response.status >= 200 && response.status < 300 && response.data) {
      setLink(response.data);
      operators.retry();
      return;
    }
    const message = errorMessage(response);
    void showAlert(t(message.key, message.values));
  }

  async function change(
    operator: OperatorListItem,
    send: () => ReturnType<typeof updateOperator>,
    done: string,
  ) {
    setBusy(operator.uuid);
    const response = await send();
    setBusy(null);
    if (response.status >= 200 && response.status < 300) {
      showToast(done);
      operators.retry();
      return;
    }
    const message = errorMessage(response);
    void showAlert(t(message.key, message.values));
  }

  async function toggle(operator: OperatorListItem) {
    const disable = operator.state !== 'disabled';
    if (disable) {
      const confirmed = await askToConfirm(t('operators.disableConfirm', { name: operator.name }), {
        confirmLabel: t('operators.disable'),
        cancelLabel: t('cancel'),
      });
      if (!confirmed) return;
    }
    await change(
      operator,
      () => updateOperator(operator.uuid, { disabled: disable }),
      disable
        ? t('operators.disabled', { name: operator.name })
        : t('operators.enabled', { name: operator.name }),
    );
  }

  const columns: Column<OperatorListItem>[] = [
    {
      key: 'name',
      header: t('operators.name'),
      primary: true,
      cell: (operator) => (
        <>
          {operator.name}
          <br />
          <span className={styles.muted}>{operator.email}</span>
        </>
      ),
    },
    {
      key: 'state',
      header: t('operators.state'),
      cell: (operator) => (
        <Badge tone={STATE_TONES[operator.state]} state={operator.state}>
          {t(`operatorStates.${operator.state}`)}
        </Badge>
      ),
    },
    {
      key: 'role',
      header: t('operators.role'),
      cell: (operator) =>
        operator.uuid === me?.uuid ? (
          t(`roles.${operator.role}`)
        ) : (
          <select
            className={styles.inlineSelect}
            aria-label={t('operators.roleOf', { name: operator.name })}
            value={operator.role}
            disabled={busy === operator.uuid}
            onChange={(event) => {
              const role = event.target.value as OperatorRole;
              void change(
                operator,
                () => updateOperator(operator.uuid, { role }),
                t('operators.roleChanged', { name: operator.name, role: t(`roles.${role}`) }),
              );
            }}
          >
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        ),
    },
    {
      key: 'lastSeen',
      header: t('operators.lastSeen'),
      nowrap: true,
      cell: (operator) =>
        operator.lastSeenAt ? <DateTime iso={operator.lastSeenAt} /> : t('operators.never'),
    },
    {
      key: 'actions',
      header: t('operators.actions'),
      cell: (operator) =>
        operator.uuid === me?.uuid ? null : (
          <span className={styles.cluster}>
            <Button
              size="sm"
              variant={operator.state === 'disabled' ? 'secondary' : 'danger'}
              disabled={busy === operator.uuid}
              onClick={() => void toggle(operator)}
            >
              {operator.state === 'disabled' ? t('operators.enableOne') : t('operators.disableOne')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy === operator.uuid}
              onClick={() => void newLink(operator)}
            >
              {t('operators.newLink')}
            </Button>
          </span>
        ),
    },
  ];

  return (
    <Page>
      <PageHeader title={t('operators.title')} intro={t('operators.lead')} />
      <div className={styles.stack}>
        <InviteForm
          onInvited={(invited) => {
            setLink(invited);
            operators.retry();
          }}
        />
        <div role="status">{link && <SetupLinkNotice link={link} />}</div>
        <Card title={t('operators.list')}>
          {operators.status === 'ready' ? (
            <DataTable
              caption={t('operators.list')}
              columns={columns}
              rows={operators.data.lists}
              rowKey={(operator) => operator.uuid}
              rowState={(operator) => operator.state}
              muted={(operator) => operator.state === 'disabled'}
            />
          ) : (
            <LoadState load={operators} errorTitle={t('operators.error')} />
          )}
        </Card>
      </div>
    </Page>
  );
}

function InviteForm({ onInvited }: { onInvited(invited: InvitedOperator): void }) {
  const { t } = useTranslation(['operator', 'errors']);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('reviewer');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem(null);
    const response = await inviteOperator({ email: email.trim(), name: name.trim(), role });
    setSending(false);
    if (response.status >= 200 && response.status < 300 && response.data) {
      setEmail('');
      setName('');
      onInvited(response.data);
      return;
    }
    const message = errorMessage(response);
    setProblem(t(message.key, message.values));
  }

  return (
    <Card title={t('operators.invite')}>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <div role="alert">{problem && <p className={form.alert}>{problem}</p>}</div>
        <div className={styles.inviteFields}>
          <TextField
            label={t('operators.email')}
            type="email"
            autoComplete="off"
            maxLength={200}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={t('operators.name')}
            maxLength={50}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            label={t('operators.role')}
            value={role}
            onChange={(event) => setRole(event.target.value as OperatorRole)}
          >
            {OPERATOR_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`roles.${option}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" disabled={sending} aria-busy={sending} className={styles.start}>
          {t('operators.inviteButton')}
        </Button>
      </form>
    </Card>
  );
}

function SetupLinkNotice({ link }: { link: InvitedOperator }) {
  const { t } = useTranslation('operator');
  return (
    <div className={styles.setupLink}>
      <p>
        {t('operators.invited', { name: link.operator.name })} <DateTime iso={link.expiresAt} />
      </p>
      <code className={styles.secret}>{link.setupUrl}</code>
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          void copyText(link.setupUrl).then((copied) => showToast(copied ? t('copied') : t('copyFailed')))
        }
      >
        {t('operators.copyLink')}
      </Button>
    </div>
  );
}
