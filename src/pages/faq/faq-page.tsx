import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { businessFigureValues } from '../../lib/business-figures';
import { currentLanguage } from '../../lib/i18n';
import { useDeployment } from '../../stores/deployment-store';
import { paths } from '../../lib/paths';
import { FaqAnswer } from './faq-answer';
import { FAQ_GROUPS } from './faq-content';
import styles from './faq-page.module.css';
import layout from '../../components/ui/layout.module.css';

/** How long "Link copied" shows on the button. */
const COPIED_MS = 2_500;

type FaqGroup = (typeof FAQ_GROUPS)[number];
type Part = 'question' | 'answer';
/** Every question's key in locales/en/faq.json (checked against the typed `faq` namespace). */
type QuestionKey<P extends Part> = FaqGroup extends infer G
  ? G extends FaqGroup
    ? `groups.${G['id']}.items.${G['questions'][number]}.${P}`
    : never
  : never;

const questionKey = <P extends Part>(group: FaqGroup, id: string, part: P) =>
  `groups.${group.id}.items.${id}.${part}` as QuestionKey<P>;

/**
 * `/faq#<id>`: opens the question with that id (or jumps to the topic), scrolls to it and moves
 * focus there. Runs after the page's own focus handling (MainContent focuses <main> on arrival),
 * so it waits a frame.
 */
function useHashTarget() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.querySelector('summary')?.focus({ preventScroll: true });
      } else {
        target.focus({ preventScroll: true });
      }
      target.scrollIntoView?.({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}

// Frequently asked questions (spec §2): topics with jump links, each question a native
// <details> with its own anchor, a permalink and a "copy link" button. Every number in the
// answers comes from src/lib/constants.ts (spec §9).
export default function FaqPage() {
  const { t } = useTranslation(['faq', 'common']);
  // The answers quote the §9 figures (src/lib/constants.ts).
  const language = currentLanguage();
  const deployment = useDeployment();
  const figures = useMemo(() => businessFigureValues(language, deployment), [language, deployment]);
  const navId = useId();
  const [copied, setCopied] = useState<{ id: string; ok: boolean } | null>(null);
  const copiedTimer = useRef<number | undefined>(undefined);
  useHashTarget();

  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);

  const copyLink = useCallback(async (id: string) => {
    const url = new URL(`${paths.faq}#${id}`, window.location.origin).href;
    let ok: boolean;
    try {
      await navigator.clipboard.writeText(url);
      ok = true;
    } catch {
      // No clipboard (an old browser, a page that is not secure) or permission refused.
      ok = false;
    }
    setCopied({ id, ok });
    window.clearTimeout(copiedTimer.current);
    copiedTimer.current = window.setTimeout(() => setCopied(null), COPIED_MS);
  }, []);

  return (
    <Page width="medium">
      <PageHeader title={t('common:pages.faq')} intro={t('intro')} />

      <nav aria-labelledby={navId}>
        <h2 id={navId} className="visually-hidden">
          {t('topicsLabel')}
        </h2>
        {/* Chips that wrap: every topic stays in sight on a phone, none behind a sideways scroll. */}
        <ul className={styles.topics}>
          {FAQ_GROUPS.map((group) => (
            <li key={group.id}>
              <Link className={styles.topic} to={{ hash: group.id }}>
                <span>{t(`groups.${group.id}.title`)}</span>
                <span className={styles.topicCount}>
                  {t('questionCount', { count: group.questions.length })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {FAQ_GROUPS.map((group) => (
        <section key={group.id} className={`${layout.stack} ${styles.group}`} aria-labelledby={group.id}>
          <h2 id={group.id} className={styles.groupTitle} tabIndex={-1}>
            {t(`groups.${group.id}.title`)}
          </h2>
          <Card padding="none">
            {group.questions.map((id) => (
              <details key={id} id={id} className={styles.item}>
                <summary className={styles.question}>
                  <span className={styles.q} aria-hidden="true">
                    Q
                  </span>
                  <span className={styles.questionText}>{t(questionKey(group, id, 'question'))}</span>
                  <Chevron />
                </summary>
                <div className={styles.answer}>
                  <FaqAnswer
                    className={`${layout.stack} ${styles.answerText}`}
                    text={t(questionKey(group, id, 'answer'), figures)}
                  />
                  <div className={styles.links}>
                    <ButtonLink variant="ghost" className={styles.permalink} to={{ hash: id }}>
                      <LinkIcon />
                      {t('permalink')}
                    </ButtonLink>
                    <Button variant="secondary" onClick={() => void copyLink(id)}>
                      {t('copyLink')}
                    </Button>
                    {copied?.id === id && (
                      <span className={copied.ok ? styles.copied : styles.copyFailed} aria-hidden="true">
                        {t(copied.ok ? 'copied' : 'copyFailed')}
                      </span>
                    )}
                  </div>
                </div>
              </details>
            ))}
          </Card>
        </section>
      ))}

      {/* One live region for the copy buttons, so the result is announced once. */}
      <p className="visually-hidden" role="status">
        {copied ? t(copied.ok ? 'copied' : 'copyFailed') : ''}
      </p>

      <Card title={t('contact.title')} className={styles.contact}>
        <p>{t('contact.text')}</p>
        <ButtonLink className={styles.contactLink} to={paths.qna}>
          {t('contact.link')}
        </ButtonLink>
      </Card>
    </Page>
  );
}

function Chevron() {
  return (
    <Icon className={styles.chevron}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

function LinkIcon() {
  return (
    <Icon width="16" height="16">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </Icon>
  );
}
