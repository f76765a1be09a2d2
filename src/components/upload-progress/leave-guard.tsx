import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { Button } from '../ui/button';
import { Modal } from '../ui/dialog';
import styles from './upload-progress.module.css';

export interface LeaveGuardProps {
  /** An upload is running: leaving asks first. */
  active: boolean;
  /** The user chose to leave: stop the upload. */
  onLeave: () => void;
  /** The dialog's words, when what is at stake is not an upload (e.g. unsaved text). */
  texts?: { title: string; text: string; stay: string; leave: string };
}

/**
 * Asks before leaving a page whose upload is still running: inside the app with a dialog (the
 * router holds the navigation until the user answers), and for a reload, a closed tab or another
 * site with the browser's own question (beforeunload, whose text browsers no longer let pages set).
 */
export function LeaveGuard({ active, onLeave, texts }: LeaveGuardProps) {
  const { t } = useTranslation('entries');
  const titleId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  /** The user chose to leave: the navigation is already proceeding. */
  const leavingRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  // The upload ended while the question was open: nothing to protect any more.
  useEffect(() => {
    if (!active && blocker.state === 'blocked' && !leavingRef.current) blocker.proceed();
  }, [active, blocker]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Modal labelledBy={titleId} onClose={() => blocker.reset()} initialFocus={stayRef} size="sm">
      <h2 id={titleId} className={styles.dialogTitle}>
        {texts?.title ?? t('leave.title')}
      </h2>
      <p className={styles.dialogText}>{texts?.text ?? t('leave.text')}</p>
      <div className={styles.dialogActions}>
        <Button ref={stayRef} onClick={() => blocker.reset()}>
          {texts?.stay ?? t('leave.stay')}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            leavingRef.current = true;
            blocker.proceed();
            onLeave();
          }}
        >
          {texts?.leave ?? t('leave.leave')}
        </Button>
      </div>
    </Modal>
  );
}
