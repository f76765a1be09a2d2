// The font form: name, maker, font type, licence name, sort, shown or hidden, and three files: the
// preview (WOFF2, which the live preview uses), the package people download (ZIP) and the licence
// (PDF or UTF-8 text), each checked here by name, type and size. A new font sends every part; an
// edit only the parts that changed. The upload shows its progress.
import { useTranslation } from 'react-i18next';
import type { ConsoleCategory, ConsoleFont, ConsoleLibraryFile } from '../../../../contract/operator-library';
import { LIBRARY_SORT_MAX, LIBRARY_TITLE_MAX_LENGTH } from '../../../../contract/operator-paths';
import { FileField } from '../../../components/form/file-field';
import { TextField } from '../../../components/form/text-field';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../../lib/format-count';
import { currentLanguage } from '../../../lib/i18n';
import { editLibraryFont, addLibraryFont } from '../../api/library';
import { numberProblem, textProblem } from '../../field-problems';
import pages from '../../operator-pages.module.css';
import { operatorPaths } from '../../paths';
import { FontSample } from './library-file';
import { acceptOf, type LibraryFileKind } from './library-files';
import { CategorySelect, CurrentFile, DisplayCheckbox, SortField } from './library-fields';
import { asCheck, LibraryFormEnd, sortNumber, useLibraryForm } from './library-form';
import { nameIn } from './library-text';
import { FieldRow } from '../../../components/form/field-row';

const FIELDS = [
  'fontName',
  'maker',
  'fontTypeUuid',
  'licenseName',
  'sort',
  'isDisplay',
  'preview',
  'package',
  'license',
] as const;
type FilePart = 'preview' | 'package' | 'license';
const FILE_FIELDS: readonly FilePart[] = ['preview', 'package', 'license'];
/** Each file field takes the file kind of the same name. */
const FILE_KINDS: Record<FilePart, LibraryFileKind> = {
  preview: 'preview',
  package: 'package',
  license: 'license',
};

interface Values {
  fontName: string;
  maker: string;
  fontTypeUuid: string;
  licenseName: string;
  sort: string;
  isDisplay: boolean;
}

function valuesOf(font: ConsoleFont | null): Values {
  return font
    ? {
        fontName: font.fontName,
        maker: font.maker,
        fontTypeUuid: font.fontType.uuid,
        licenseName: font.licenseName,
        sort: String(font.sort),
        isDisplay: font.isDisplay,
      }
    : { fontName: '', maker: '', fontTypeUuid: '', licenseName: '', sort: '', isDisplay: true };
}

interface FontFormProps {
  /** The font to edit; null for a new one. */
  font: ConsoleFont | null;
  /** The font types. */
  fontTypes: ConsoleCategory[];
  /** After an edit was saved (the page loads the font again). */
  onSaved?: () => void;
}

export function FontForm({ font, fontTypes, onSaved }: FontFormProps) {
  const { t } = useTranslation('operator');
  const language = currentLanguage();
  const count = (value: number) => formatCount(value, language);
  const form = useLibraryForm({
    fields: FIELDS,
    fileKinds: FILE_KINDS,
    item: font,
    initial: () => valuesOf(font),
    check: (values) => ({
      fontName: asCheck(textProblem(values.fontName, LIBRARY_TITLE_MAX_LENGTH)),
      maker: asCheck(textProblem(values.maker, LIBRARY_TITLE_MAX_LENGTH)),
      fontTypeUuid: values.fontTypeUuid ? undefined : { kind: 'message', key: 'libraryFonts.chooseType' },
      licenseName: asCheck(textProblem(values.licenseName, LIBRARY_TITLE_MAX_LENGTH)),
      // Left empty on a new font, the server files it last.
      sort: asCheck(numberProblem(values.sort, 0, LIBRARY_SORT_MAX, font === null)),
    }),
    partsOf: (values) => ({ ...values, sort: sortNumber(values.sort) }),
    send: (parts, callbacks) =>
      font ? editLibraryFont(font.uuid, parts, callbacks) : addLibraryFont(parts, callbacks),
    invalidText: (field) => {
      switch (field) {
        case 'fontName':
        case 'maker':
        case 'licenseName':
          return t('library.invalid.title', { max: count(LIBRARY_TITLE_MAX_LENGTH) });
        case 'fontTypeUuid':
          return t('libraryFonts.invalidType');
        case 'sort':
          return t('library.invalid.sort', { max: count(LIBRARY_SORT_MAX) });
        default:
          return null;
      }
    },
    texts: 'libraryFonts',
    listPath: operatorPaths.libraryFonts(),
    onSaved,
  });

  const current: Record<FilePart, ConsoleLibraryFile | null> = {
    preview: null,
    package: font?.package ?? null,
    license: font?.licenseFile ?? null,
  };

  const textField = (field: 'fontName' | 'maker' | 'licenseName', label: string) => (
    <TextField
      {...form.text(field)}
      label={label}
      hint={t('library.maxCharacters', { max: count(LIBRARY_TITLE_MAX_LENGTH) })}
      autoComplete="off"
    />
  );

  return (
    <form className={pages.stack} onSubmit={form.onSubmit} noValidate>
      <Card title={t('libraryFonts.texts')}>
        <FieldRow>
          {textField('fontName', t('libraryFonts.nameField'))}
          {textField('maker', t('libraryFonts.maker'))}
          <CategorySelect
            {...form.select('fontTypeUuid')}
            label={t('libraryFonts.fontType')}
            chooseLabel={t('libraryFonts.choose')}
            listed={fontTypes.map((type) => type.uuid)}
            kept={font && { uuid: font.fontType.uuid, name: nameIn(font.fontType, language) }}
          >
            {fontTypes.map((type) => (
              <option key={type.uuid} value={type.uuid}>
                {nameIn(type, language)}
              </option>
            ))}
          </CategorySelect>
          {textField('licenseName', t('libraryFonts.licenseName'))}
          <SortField {...form.text('sort')} isNew={!font} />
        </FieldRow>
      </Card>

      <Card title={t('libraryFonts.filesAndPublishing')}>
        <div className={pages.stack}>
          <DisplayCheckbox {...form.checkbox('isDisplay')} />
          {font && (
            <div className={pages.current}>
              <p>{t('libraryFonts.current.preview')}</p>
              <FontSample font={font} />
            </div>
          )}
          {FILE_FIELDS.map((field) => {
            const now = current[field];
            return (
              <div key={field} className={pages.stack}>
                {now && <CurrentFile label={t(`libraryFonts.current.${field}`)} file={now} />}
                <FileField
                  ref={form.register(field)}
                  label={t(font ? `libraryFonts.replace.${field}` : `libraryFonts.file.${field}`)}
                  hint={t(`libraryFonts.fileHint.${field}`)}
                  accept={acceptOf(FILE_KINDS[field])}
                  file={form.files[field]}
                  error={form.problemText(field)}
                  disabled={form.uploading}
                  onChoose={(file) => form.choose(field, file)}
                />
              </div>
            );
          })}
        </div>
      </Card>

      <LibraryFormEnd {...form.end} />
    </form>
  );
}
