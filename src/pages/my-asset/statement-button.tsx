import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStatement } from '../../api/assets';
import { Button } from '../../components/ui/button';
import { localDateKey } from '../../lib/local-date';
import { saveBlob } from '../../lib/save-blob';
import { showToast } from '../../lib/toast';

/**
 * "Download statement (CSV)" (issue 18): GET /api/assets/statement with the token in the header
 * (spec §6: a token never goes in a URL, so the browser cannot open the link itself), saved from
 * the answer. A failure says so in a toast; a 403 ends the session as every call does.
 */
export function StatementButton() {
  const { t } = useTranslation('assets');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    const answer = await getStatement();
    setBusy(false);
    if (answer.status === 200 && answer.data instanceof Blob) {
      // Today's local date, as dayjs's YYYY-MM-DD would write it (dayjs stays in the body's chunk).
      saveBlob(answer.data, `earnings-statement-${localDateKey()}.csv`);
    } else if (answer.status !== 403) {
      showToast(t('myAsset.statement.failed'));
    }
  };

  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? t('myAsset.statement.downloading') : t('myAsset.statement.download')}
    </Button>
  );
}
