import type { ReactNode, Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/format-file-size';
import { currentLanguage } from '../../lib/i18n';
import { FieldFrame, useFieldIds } from './field-frame';
import styles from './form.module.css';

export interface FileFieldProps {
  label: string;
  /** What the field accepts (type, size, name, content rules), read with the field. */
  hint?: ReactNode;
  /** The file picker's filter (a convenience only: the checks read the bytes). */
  accept: string;
  /** The file chosen so far; it stays when a check fails, so the reason names what was chosen. */
  file: File | null;
  /** The chosen file is being checked (its bytes, its duration or pixel size). */
  checking?: boolean;
  error?: string | null;
  disabled?: boolean;
  /** Under the picker: the chosen file itself (FilePreview). */
  preview?: ReactNode;
  onChoose: (file: File) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native file input (keyboard, screen readers and drag and drop as every browser does them),
 * dressed as a button, with the chosen file's name and size, the check in progress and the
 * problem found, all tied to the input (aria-describedby).
 */
export function FileField({
  label,
  hint,
  accept,
  file,
  checking,
  error,
  disabled,
  preview,
  onChoose,
  ref,
}: FileFieldProps) {
  const { t } = useTranslation('entries');
  const language = currentLanguage();
  const showsError = Boolean(error) && !checking;
  const ids = useFieldIds(undefined, { hint: Boolean(hint), message: showsError });
  const chosenId = `${ids.controlId}-chosen`;
  const describedBy = [ids.describedBy, chosenId].filter(Boolean).join(' ');

  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      hintAs="div"
      message={checking ? t('file.checking') : error}
      messageKind={checking ? 'hint' : 'error'}
      after={preview}
    >
      <div className={styles.filePicker} data-invalid={error ? true : undefined}>
        <input
          ref={ref}
          id={ids.controlId}
          type="file"
          className={styles.fileInput}
          accept={accept}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            // A closed picker (no file) keeps the file chosen before.
            const chosen = event.target.files?.[0];
            if (chosen) onChoose(chosen);
          }}
        />
        <span className={styles.fileButton} aria-hidden="true">
          {file ? t('file.change') : t('file.choose')}
        </span>
        <span id={chosenId} className={styles.fileName}>
          {file ? (
            // The name in <bdi>: a right-to-left override in it turns only the name around, not the
            // size after it (the name is refused all the same: contract/submission-rules.ts).
            <Trans
              t={t}
              i18nKey="file.chosen"
              values={{ name: file.name, size: formatFileSize(file.size, language) }}
              components={{ name: <bdi /> }}
            />
          ) : (
            t('file.none')
          )}
        </span>
      </div>
    </FieldFrame>
  );
}
