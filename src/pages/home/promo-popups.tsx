import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/ui/button';
import { Modal, useOpenDialogCount } from '../../components/ui/dialog';
import { selectHasAlert, useAlertStore } from '../../lib/alert';
import { currentLanguage } from '../../lib/i18n';
import { hasLoggedInThisSession } from '../../lib/login-marker';
import { paths } from '../../lib/paths';
import {
  closeNotice,
  closeWelcome,
  hideNoticeForToday,
  isNoticeClosed,
  isNoticeHiddenToday,
  isWelcomeClosed,
} from './promo-storage';
import layout from '../../components/ui/layout.module.css';
import styles from './promo.module.css';

type Step = 'notice' | 'welcome' | 'done';

/**
 * The two promo popups of spec §2, one at a time: the notice (Korean only, unless closed for
 * today), and the welcome image (both languages) only once the notice is closed. Either, once
 * closed, stays closed for the tab's session, and neither opens in a tab where the user has logged
 * in (promo-storage.ts). Loaded and opened after the first paint, so they never hold up the page
 * or become its largest image, and never over another dialog or alert: they wait for it to close.
 */
export default function PromoPopups() {
  const { t } = useTranslation('home');
  const [step, setStep] = useState<Step>(() => {
    if (hasLoggedInThisSession()) return 'done';
    if (!isNoticeHiddenToday() && !isNoticeClosed()) return 'notice';
    return isWelcomeClosed() ? 'done' : 'welcome';
  });
  const started = useStartWhenNothingElseIsOpen();
  const afterNotice = () => setStep(isWelcomeClosed() ? 'done' : 'welcome');
  // The notice is Korean only: in English (or after a switch to it) the welcome comes straight away.
  const shown: Step =
    step === 'notice' && currentLanguage() !== 'ko' ? (isWelcomeClosed() ? 'done' : 'welcome') : step;
  if (!started) return null;

  if (shown === 'notice') {
    return (
      <NoticePopup
        onClose={() => {
          closeNotice();
          afterNotice();
        }}
        onCloseToday={() => {
          hideNoticeForToday();
          afterNotice();
        }}
      />
    );
  }
  if (shown === 'welcome') {
    return (
      <PromoDialog
        title={t('promo.welcomeTitle')}
        image="/images/promo-welcome.webp"
        alt={t('promo.welcomeAlt')}
        onClose={() => {
          closeWelcome();
          setStep('done');
        }}
        footer={
          <ButtonLink variant="secondary" to={paths.introduction}>
            {t('promo.welcomeCta')}
          </ButtonLink>
        }
      />
    );
  }
  return null;
}

/**
 * False while another dialog is open or an alert is waiting (the "already logged in" message
 * over home, a status popup opened before the idle moment); true from the first moment neither
 * is, and from then on: the promos' own dialogs count as open dialogs too.
 */
function useStartWhenNothingElseIsOpen(): boolean {
  const dialogOpen = useOpenDialogCount() > 0;
  const alertWaiting = useAlertStore(selectHasAlert);
  const [started, setStarted] = useState(false);
  const free = !dialogOpen && !alertWaiting;
  // Remembered during render (React's "state from changing input"): no extra commit in between.
  if (free && !started) setStarted(true);
  return started || free;
}

function NoticePopup({ onClose, onCloseToday }: { onClose(): void; onCloseToday(): void }) {
  const { t } = useTranslation('home');
  return (
    <PromoDialog
      title={t('promo.noticeTitle')}
      image="/images/promo-20190805.png"
      alt={t('promo.noticeAlt')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onCloseToday}>
          {t('promo.closeToday')}
        </Button>
      }
    />
  );
}

interface PromoDialogProps {
  title: string;
  image: string;
  alt: string;
  onClose(): void;
  footer: ReactNode;
}

function PromoDialog({ title, image, alt, onClose, footer }: PromoDialogProps) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal labelledBy={titleId} onClose={onClose} size="sm" initialFocus={closeRef} className={styles.dialog}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <img className={styles.image} src={image} alt={alt} width={640} height={800} decoding="async" />
      <div className={`${layout.spread} ${styles.footer}`}>
        {footer}
        <Button ref={closeRef} onClick={onClose}>
          {t('promo.close')}
        </Button>
      </div>
    </Modal>
  );
}
