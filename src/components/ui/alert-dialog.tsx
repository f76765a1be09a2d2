import { Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAlert, selectCurrentAlert, useAlertStore } from '../../lib/alert';
import { Button } from './button';
import { Modal } from './dialog';
import styles from './alert-dialog.module.css';

interface AlertDialogProps {
  message: string;
  confirmLabel: string;
  /** A second, declining button: the dialog then asks a question instead of only telling. */
  cancelLabel?: string;
  /** true for the confirming button (and Enter), false for cancel and Escape. */
  onClose: (confirmed: boolean) => void;
}

/**
 * A message that interrupts (APG "Alert and Message Dialogs"): named by its message, focus on its
 * confirming button, Enter and Escape close it, focus returns to where it was (the dialog's focus
 * trap). A click beside it does nothing: like the browser's alert, it waits for an answer.
 */
export function AlertDialog({ message, confirmLabel, cancelLabel, onClose }: AlertDialogProps) {
  const messageId = useId();
  // Focused first, like the browser's own OK.
  const confirmRef = useRef<HTMLButtonElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A focused button answers Enter itself; elsewhere in the dialog Enter confirms.
    if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    event.stopPropagation();
    onClose(true);
  }

  return (
    <Modal
      role="alertdialog"
      labelledBy={messageId}
      onClose={() => onClose(false)}
      initialFocus={confirmRef}
      closeOnBackdrop={false}
      size="sm"
      onKeyDown={onKeyDown}
    >
      <div className={styles.body}>
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        <div className={styles.actions}>
          {cancelLabel && (
            <Button variant="secondary" onClick={() => onClose(false)}>
              {cancelLabel}
            </Button>
          )}
          <Button ref={confirmRef} onClick={() => onClose(true)}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** The one place where `showAlert` and `askToConfirm` (src/lib/alert.ts) appear: the root layout. */
export function AlertHost() {
  const current = useAlertStore(selectCurrentAlert);
  if (!current) return null;
  // Its own boundary: should the common texts still be loading, only this waits, not the page.
  return (
    <Suspense fallback={null}>
      <CurrentAlert key={current.id} {...current} />
    </Suspense>
  );
}

function CurrentAlert({
  id,
  message,
  confirmLabel,
  cancelLabel,
}: {
  id: number;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <AlertDialog
      message={message}
      confirmLabel={confirmLabel ?? t('dialog.ok')}
      cancelLabel={cancelLabel}
      onClose={(confirmed) => closeAlert(id, confirmed)}
    />
  );
}
