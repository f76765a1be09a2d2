// An HTML text box with its live preview, sanitized exactly as the creator's pages render it
// (RichText, the notices' allowlist): the inquiry answer and the notice content. The server
// sanitizes again with the same allowlist when it saves.
import type { ChangeEvent, ReactNode, Ref } from 'react';
import { TextAreaField } from '../components/form/text-area-field';
import { RichText } from '../components/ui/rich-text';
import { sanitizeNoticeHtml } from '../lib/sanitize-html';
import pages from './operator-pages.module.css';
import styles from './work.module.css';

/** Whether nothing readable is left of the HTML once sanitized (scripts only, empty tags). */
export function emptyOnceSanitized(html: string): boolean {
  return !sanitizeNoticeHtml(html)
    .replace(/<[^>]*>/g, '')
    .trim();
}

interface HtmlFieldProps {
  label: string;
  hint?: ReactNode;
  value: string;
  error?: string | null;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** The preview's heading (it also names the preview's region). */
  previewLabel: string;
  /** What the preview says while the box is empty. */
  previewEmpty: string;
  /** The preview's data-testid. */
  previewTestId: string;
  rows?: number;
  maxLength?: number;
  readOnly?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function HtmlField({
  label,
  hint,
  value,
  error,
  onChange,
  previewLabel,
  previewEmpty,
  previewTestId,
  rows = 10,
  maxLength,
  readOnly,
  ref,
}: HtmlFieldProps) {
  return (
    <>
      <div className={styles.htmlBox}>
        <TextAreaField
          ref={ref}
          label={label}
          hint={hint}
          maxLength={maxLength}
          rows={rows}
          value={value}
          error={error}
          readOnly={readOnly}
          onChange={onChange}
        />
      </div>
      <section className={pages.stack} aria-label={previewLabel}>
        <h3 className={pages.muted}>{previewLabel}</h3>
        <div className={styles.preview} data-testid={previewTestId}>
          {value.trim() ? <RichText html={value} /> : <p className={pages.muted}>{previewEmpty}</p>}
        </div>
      </section>
    </>
  );
}
