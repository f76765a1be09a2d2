import { useMemo } from 'react';
import { sanitizeNoticeHtml } from '../../lib/sanitize-html';
import styles from './notice-detail-page.module.css';

/**
 * The notice's HTML. The one place in the SPA that sets inner HTML, and only after
 * src/lib/sanitize-html.ts has cleaned it: the server's own sanitizing is not trusted.
 */
export function NoticeContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: safe }} />;
}
