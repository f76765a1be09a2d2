// The fields the audio and font forms share: the category select (keeping an item's category the
// list no longer has), the sort number, shown or hidden, and the file an item has now.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleLibraryFile } from '../../../../contract/operator-library';
import form from '../../../components/form/form.module.css';
import { SelectField, type SelectFieldProps } from '../../../components/form/select-field';
import { TextField, type TextFieldProps } from '../../../components/form/text-field';
import { Checkbox } from '../../../components/ui/checkbox';
import { formatFileSize } from '../../../lib/format-file-size';
import { currentLanguage } from '../../../lib/i18n';
import pages from '../../operator-pages.module.css';

interface CategorySelectProps extends SelectFieldProps {
  /** "Choose a category", the empty choice. */
  chooseLabel: string;
  /** The uuids the options offer. */
  listed: readonly string[];
  /** The edited item's category, offered still should the list no longer have it. */
  kept: { uuid: string; name: string } | null;
}

/** A required category (or font type): the empty choice, the options, and the item's own. */
export function CategorySelect({ chooseLabel, listed, kept, children, ...select }: CategorySelectProps) {
  return (
    <SelectField {...select}>
      <option value="">{chooseLabel}</option>
      {children}
      {kept && !listed.includes(kept.uuid) && select.value === kept.uuid && (
        <option value={kept.uuid}>{kept.name}</option>
      )}
    </SelectField>
  );
}

/** The sort number (left empty on a new item, the server files it last). */
export function SortField({ isNew, ...field }: Omit<TextFieldProps, 'label'> & { isNew: boolean }) {
  const { t } = useTranslation('operator');
  return (
    <TextField
      {...field}
      label={t('library.sortField')}
      hint={t(isNew ? 'library.sortHintNew' : 'library.sortHint')}
      inputMode="numeric"
      autoComplete="off"
    />
  );
}

/** The file an item has now: a link (or a player) while public, its name alone while hidden. */
export function CurrentFile({
  label,
  file,
  player,
}: {
  label: string;
  file: ConsoleLibraryFile;
  /** A player for an audio file. */
  player?: (url: string) => ReactNode;
}) {
  const { t } = useTranslation('operator');
  const language = currentLanguage();
  return (
    <div className={pages.current}>
      <p>
        {label}{' '}
        {file.fileUrl ? (
          <a href={file.fileUrl} target="_blank" rel="noopener noreferrer">
            <bdi>{file.fileName}</bdi>
            <span className="visually-hidden"> {t('library.newTab')}</span>
          </a>
        ) : (
          <bdi>{file.fileName}</bdi>
        )}{' '}
        <span className={pages.muted}>({formatFileSize(file.size, language)})</span>
      </p>
      {file.fileUrl ? player?.(file.fileUrl) : <p className={pages.muted}>{t('library.filePrivate')}</p>}
    </div>
  );
}

/** "Shown on the portal", with the note that a hidden item's files are private. */
export function DisplayCheckbox({
  checked,
  disabled,
  error,
  register,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  error: string | null;
  register: (element: HTMLElement | null) => void;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('operator');
  const hintId = `${useId()}-hint`;
  return (
    <div>
      <Checkbox
        ref={register}
        label={t('library.isDisplay')}
        checked={checked}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div id={hintId}>
        <p className={pages.muted}>{t('library.isDisplayHint')}</p>
        {error && <p className={form.error}>{error}</p>}
      </div>
    </div>
  );
}
