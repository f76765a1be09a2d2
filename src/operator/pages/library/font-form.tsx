// The font form: name, maker, font type, licence name, sort, shown or hidden, and three files: the
// preview (WOFF2, which the live preview uses), the package people download (ZIP) and the licence
// (PDF or UTF-8 text), each checked here by name, type and size. A new font sends every part; an
// edit only the parts that changed. The upload shows its progress.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ConsoleCategory, ConsoleFont, ConsoleLibraryFile } from '../../../../contract/operator-library';
import { LIBRARY_SORT_MAX, LIBRARY_TITLE_MAX_LENGTH } from '../../../../contract/operator-paths';
import { FileField } from '../../../components/form/file-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../../lib/format-count';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { editLibraryFont, addLibraryFont, type FontParts } from '../../api/library';
import { numberProblem, textProblem, wholeNumber } from '../../field-problems';
import pages from '../../operator-pages.module.css';
import { operatorPaths } from '../../paths';
import { FontSample } from './library-file';
import { acceptOf, checkLibraryFile, type LibraryFileKind } from './library-files';
import {
  asCheck,
  CurrentFile,
  DisplayCheckbox,
  LibraryFormEnd,
  useLibraryProblemText,
  useLibrarySave,
  type FieldProblem,
} from './library-form';
import { nameIn } from './library-text';
import styles from './library.module.css';

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
type Field = (typeof FIELDS)[number];
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

type Files = Record<FilePart, File | null>;
const NO_FILES: Files = { preview: null, package: null, license: null };

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
  const navigate = useNavigate();
  const save = useLibrarySave(FIELDS);
  const [values, setValues] = useState(() => valuesOf(font));
  const [files, setFiles] = useState<Files>(NO_FILES);
  const [unchanged, setUnchanged] = useState(false);
  const uploading = save.upload.state.phase === 'uploading';
  const count = (value: number) => formatCount(value, language);
  const problemText = useLibraryProblemText(save.problems, FILE_KINDS, (field) => {
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
  });

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    save.setProblem(key, undefined);
    setUnchanged(false);
  }

  function choose(field: FilePart, file: File) {
    setFiles((current) => ({ ...current, [field]: file }));
    setUnchanged(false);
    const problem = checkLibraryFile(FILE_KINDS[field], file);
    save.setProblem(field, problem ? { kind: 'file', problem } : undefined);
  }

  function fileProblem(field: FilePart): FieldProblem | undefined {
    const file = files[field];
    const problem = file ? checkLibraryFile(FILE_KINDS[field], file) : null;
    if (problem) return { kind: 'file', problem };
    return !file && !font ? { kind: 'file', problem: { code: 'missing' } } : undefined;
  }

  function validate(): Partial<Record<Field, FieldProblem>> {
    return {
      fontName: asCheck(textProblem(values.fontName, LIBRARY_TITLE_MAX_LENGTH)),
      maker: asCheck(textProblem(values.maker, LIBRARY_TITLE_MAX_LENGTH)),
      fontTypeUuid: values.fontTypeUuid ? undefined : { kind: 'message', key: 'libraryFonts.chooseType' },
      licenseName: asCheck(textProblem(values.licenseName, LIBRARY_TITLE_MAX_LENGTH)),
      // Left empty on a new font, the server files it last.
      sort: asCheck(numberProblem(values.sort, 0, LIBRARY_SORT_MAX, font === null)),
      preview: fileProblem('preview'),
      package: fileProblem('package'),
      license: fileProblem('license'),
    };
  }

  /** What is sent: every part of a new font; of an edit, only what changed. */
  function partsToSend(): FontParts {
    const sort = values.sort.trim() ? wholeNumber(values.sort) : null;
    if (!font) return { ...values, sort, ...files };
    const parts: FontParts = {};
    if (values.fontName !== font.fontName) parts.fontName = values.fontName;
    if (values.maker !== font.maker) parts.maker = values.maker;
    if (values.fontTypeUuid !== font.fontType.uuid) parts.fontTypeUuid = values.fontTypeUuid;
    if (values.licenseName !== font.licenseName) parts.licenseName = values.licenseName;
    if (sort !== font.sort) parts.sort = sort;
    if (values.isDisplay !== font.isDisplay) parts.isDisplay = values.isDisplay;
    for (const field of FILE_FIELDS) if (files[field]) parts[field] = files[field];
    return parts;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading || !save.passes(validate())) return;
    const parts = partsToSend();
    if (font && Object.keys(parts).length === 0) {
      setUnchanged(true);
      return;
    }
    const saved = await save.save((callbacks) =>
      font ? editLibraryFont(font.uuid, parts, callbacks) : addLibraryFont(parts, callbacks),
    );
    if (!saved) return;
    showToast(t(font ? 'libraryFonts.saved' : 'libraryFonts.added'));
    if (font) onSaved?.();
    else navigate(operatorPaths.libraryFonts());
  }

  const listed = fontTypes.some((type) => type.uuid === values.fontTypeUuid);
  const current: Record<FilePart, ConsoleLibraryFile | null> = {
    preview: null,
    package: font?.package ?? null,
    license: font?.licenseFile ?? null,
  };

  const textField = (field: 'fontName' | 'maker' | 'licenseName', label: string) => (
    <TextField
      ref={save.focus.register(field)}
      label={label}
      hint={t('library.maxCharacters', { max: count(LIBRARY_TITLE_MAX_LENGTH) })}
      value={values[field]}
      readOnly={uploading}
      autoComplete="off"
      error={problemText(field)}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  return (
    <form className={pages.stack} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Card title={t('libraryFonts.texts')}>
        <div className={styles.fieldGrid}>
          {textField('fontName', t('libraryFonts.nameField'))}
          {textField('maker', t('libraryFonts.maker'))}
          <SelectField
            ref={save.focus.register('fontTypeUuid')}
            label={t('libraryFonts.fontType')}
            value={values.fontTypeUuid}
            disabled={uploading}
            error={problemText('fontTypeUuid')}
            onChange={(event) => set('fontTypeUuid', event.target.value)}
          >
            <option value="">{t('libraryFonts.choose')}</option>
            {fontTypes.map((type) => (
              <option key={type.uuid} value={type.uuid}>
                {nameIn(type, language)}
              </option>
            ))}
            {/* The font's type, should the list no longer have it. */}
            {font && !listed && values.fontTypeUuid === font.fontType.uuid && (
              <option value={font.fontType.uuid}>{nameIn(font.fontType, language)}</option>
            )}
          </SelectField>
          {textField('licenseName', t('libraryFonts.licenseName'))}
          <TextField
            ref={save.focus.register('sort')}
            label={t('library.sortField')}
            hint={t(font ? 'library.sortHint' : 'library.sortHintNew')}
            inputMode="numeric"
            value={values.sort}
            readOnly={uploading}
            autoComplete="off"
            error={problemText('sort')}
            onChange={(event) => set('sort', event.target.value)}
          />
        </div>
      </Card>

      <Card title={t('libraryFonts.filesAndPublishing')}>
        <div className={pages.stack}>
          <DisplayCheckbox
            checked={values.isDisplay}
            disabled={uploading}
            error={problemText('isDisplay')}
            register={save.focus.register('isDisplay')}
            onChange={(checked) => set('isDisplay', checked)}
          />
          {font && (
            <div className={styles.current}>
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
                  ref={save.focus.register(field)}
                  label={t(font ? `libraryFonts.replace.${field}` : `libraryFonts.file.${field}`)}
                  hint={t(`libraryFonts.fileHint.${field}`)}
                  accept={acceptOf(FILE_KINDS[field])}
                  file={files[field]}
                  error={problemText(field)}
                  disabled={uploading}
                  onChoose={(file) => choose(field, file)}
                />
              </div>
            );
          })}
        </div>
      </Card>

      <LibraryFormEnd
        upload={save.upload}
        failure={save.failure}
        unchanged={unchanged}
        sendingLabel={t('libraryFonts.sending')}
        failedTitle={t(font ? 'libraryFonts.saveFailed' : 'libraryFonts.addFailed')}
        goneText={t('libraryFonts.gone')}
        submitLabel={t(font ? 'libraryFonts.save' : 'libraryFonts.add')}
      />
    </form>
  );
}
