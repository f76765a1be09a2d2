// Whether an audio item or a font is shown on the portal, and the list rows' switch between the
// two. A hidden item's files are kept private (the server moves them), so the list loads again
// after a switch to get their addresses.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../../../../contract/envelope';
import type { LibrarySaved } from '../../../../contract/operator-library';
import form from '../../../components/form/form.module.css';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { succeeded, useFailureText } from '../../failure-text';
import styles from './library.module.css';

export function LibraryDisplayBadge({ shown }: { shown: boolean }) {
  const { t } = useTranslation('operator');
  return (
    <Badge tone={shown ? 'success' : 'neutral'} state={shown ? 'shown' : 'hidden'}>
      {t(shown ? 'library.shown' : 'library.hidden')}
    </Badge>
  );
}

interface DisplayToggleProps {
  shown: boolean;
  /** The item's title, for the button's accessible name. */
  name: string;
  /** Sends the change (PATCH with the isDisplay part alone). */
  change: (shown: boolean) => Promise<Envelope<LibrarySaved>>;
  onChanged: (shown: boolean) => void;
}

export function DisplayToggle({ shown, name, change, onChanged }: DisplayToggleProps) {
  const { t } = useTranslation('operator');
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const response = await change(!shown);
    setBusy(false);
    if (succeeded(response)) onChanged(!shown);
    else setFailure(t('library.toggleFailed', { reason: failureText(response) }));
  }

  return (
    <div className={styles.toggle}>
      <LibraryDisplayBadge shown={shown} />
      {/* Not disabled while busy: the button keeps the focus, and a second press waits. */}
      <Button
        variant="secondary"
        size="sm"
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        aria-label={t(shown ? 'library.hideItem' : 'library.showItem', { name })}
        onClick={() => void toggle()}
      >
        {t(shown ? 'library.hide' : 'library.show')}
      </Button>
      {failure && (
        <p role="alert" className={form.error}>
          {failure}
        </p>
      )}
    </div>
  );
}
