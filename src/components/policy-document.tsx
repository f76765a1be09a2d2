import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { businessFigureValues } from '../lib/business-figures';
import { currentLanguage } from '../lib/i18n';
import { useDeployment } from '../stores/deployment-store';
import { Card } from './ui/card';
import { Page, PageHeader } from './ui/page';
import styles from './policy-document.module.css';

/** The documents a visitor agrees to at signup (the signup step keys its consents by them). */
export type PolicyName = 'terms' | 'privacy';
/** Every document in `locales/<lng>/policies.json`. */
export type PolicyDocumentName = PolicyName | 'operation' | 'profit';

interface PolicySection {
  heading: string;
  /** A string is a paragraph; a list of strings is a numbered list (the items of an article). */
  paragraphs: Array<string | string[]>;
}

interface Policy {
  title: string;
  effectiveDate: string;
  sections: PolicySection[];
}

interface PolicyDocumentProps {
  policy: PolicyDocumentName;
  /**
   * 1: the document is the page (its title is the page's h1, sections are h2, with a table of
   * contents). 2: the document sits inside another page (title h2, sections h3).
   */
  level: 1 | 2;
  /** The title's id, for a region that aria-labelledby names after it. */
  titleId?: string;
}

/**
 * A policy in full, from `locales/<lng>/policies.json` (structured content: a title, an effective
 * date and sections of a heading and paragraphs): the terms of service and the privacy policy
 * (/agreement, /privacy and the first signup step), the operation policies and the profit policies.
 */
export function PolicyDocument({ policy, level, titleId }: PolicyDocumentProps) {
  const { t } = useTranslation('policies');
  const deployment = useDeployment();
  const ownTitleId = useId();
  const document = t(policy, {
    returnObjects: true,
    ...businessFigureValues(currentLanguage(), deployment),
  }) as Policy | string;
  // The route loads the namespace first; a key coming back as a string means it is missing.
  if (typeof document === 'string') return null;
  const sectionId = (index: number) => `${policy}-section-${index + 1}`;

  if (level === 2) {
    return (
      <article className={styles.document}>
        <h2 id={titleId} className={styles.title}>
          {document.title}
        </h2>
        <p className={styles.effective}>{document.effectiveDate}</p>
        <Sections policy={document} sectionId={sectionId} heading="h3" />
      </article>
    );
  }
  // The document is the page: a reading column, its title the page's h1, a table of contents.
  const headingId = titleId ?? ownTitleId;
  return (
    <Page width="narrow">
      <PageHeader title={document.title} titleId={headingId} intro={document.effectiveDate} />
      <Card padding="sm">
        <Contents policy={document} sectionId={sectionId} />
      </Card>
      <article className={styles.document} aria-labelledby={headingId}>
        <Sections policy={document} sectionId={sectionId} heading="h2" />
      </article>
    </Page>
  );
}

function Sections({
  policy,
  sectionId,
  heading: Heading,
}: {
  policy: Policy;
  sectionId: (index: number) => string;
  heading: 'h2' | 'h3';
}) {
  return policy.sections.map((section, index) => (
    <section key={section.heading} className={styles.section} aria-labelledby={sectionId(index)}>
      <Heading id={sectionId(index)} className={styles.heading} tabIndex={-1}>
        {section.heading}
      </Heading>
      {section.paragraphs.map((paragraph) =>
        typeof paragraph === 'string' ? (
          <p key={paragraph}>{paragraph}</p>
        ) : (
          <ol key={paragraph.join('\n')} className={styles.items}>
            {paragraph.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        ),
      )}
    </section>
  ));
}

function Contents({ policy, sectionId }: { policy: Policy; sectionId: (index: number) => string }) {
  const { t } = useTranslation('policies');

  // Moves focus (and the view) to the heading itself, so that the next Tab continues from there.
  // Not a router navigation: the page stays where it is, only the URL's hash follows.
  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = window.document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
  }

  return (
    <nav className={styles.contents} aria-labelledby="policy-contents">
      <h2 id="policy-contents" className={styles.contentsTitle}>
        {t('contents')}
      </h2>
      <ol>
        {policy.sections.map((section, index) => (
          <li key={section.heading}>
            <a href={`#${sectionId(index)}`} onClick={(event) => jump(event, sectionId(index))}>
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
