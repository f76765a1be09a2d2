import { useMemo } from 'react';
import { sanitizeNoticeHtml } from '../../lib/sanitize-html';
import styles from './rich-text.module.css';

/**
 * HTML written by the company (a notice, the answer to an inquiry) as readable prose: headings,
 * lists, tables, quotes and links. The one place in the SPA that sets inner HTML, and only after
 * src/lib/sanitize-html.ts has cleaned it: the server's own sanitizing is not trusted.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
