// The audio form: title, category 2 (grouped under its category 1), BPM, the licence in both
// languages, sort, shown or hidden, and the file (WAV or MP3, checked here by name, type and size;
// its length read by this browser for the operator to see, the server reads it again). A new item
// sends every part; an edit only the parts that changed. The upload shows its progress.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ConsoleAudio, ConsoleCategory } from '../../../../contract/operator-library';
import {
  LIBRARY_BPM_MAX,
  LIBRARY_LICENSE_MAX_LENGTH,
  LIBRARY_SORT_MAX,
  LIBRARY_TITLE_MAX_LENGTH,
} from '../../../../contract/operator-paths';
import { FileField } from '../../../components/form/file-field';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../../lib/format-count';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { editLibraryAudio, addLibraryAudio, type AudioParts } from '../../api/library';
import { numberProblem, textProblem, wholeNumber } from '../../field-problems';
import pages from '../../operator-pages.module.css';
import { operatorPaths } from '../../paths';
import { readAudioLength } from './audio-length';
import { checkLibraryFile, acceptOf } from './library-files';
import {
  asCheck,
  CurrentFile,
  DisplayCheckbox,
  LibraryFormEnd,
  useLibraryProblemText,
  useLibrarySave,
  type FieldProblem,
} from './library-form';
import { categoryTree, formatLength, nameIn } from './library-text';
import styles from './library.module.css';

const FIELDS = [
  'title',
  'category2Uuid',
  'bpm',
  'licenseKo',
  'licenseEn',
  'sort',
  'isDisplay',
  'file',
] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  title: string;
  category2Uuid: string;
  bpm: string;
  licenseKo: string;
  licenseEn: string;
  sort: string;
  isDisplay: boolean;
}

function valuesOf(item: ConsoleAudio | null): Values {
  return item
    ? {
        title: item.title,
        category2Uuid: item.category2.uuid,
        bpm: String(item.bpm),
        licenseKo: item.licenseKo,
        licenseEn: item.licenseEn,
        sort: String(item.sort),
        isDisplay: item.isDisplay,
      }
    : { title: '', category2Uuid: '', bpm: '', licenseKo: '', licenseEn: '', sort: '', isDisplay: true };
}

/** The length this browser read of the chosen file (for display only). */
type ReadLength = { file: File; seconds: number | null } | null;

interface AudioFormProps {
  /** The item to edit; null for a new one. */
  item: ConsoleAudio | null;
  /** The audio categories (depth 1 and 2). */
  categories: ConsoleCategory[];
  /** After an edit was saved (the page loads the item again). */
  onSaved?: () => void;
}

export function AudioForm({ item, categories, onSaved }: AudioFormProps) {
  const { t } = useTranslation('operator');
  const language = currentLanguage();
  const navigate = useNavigate();
  const save = useLibrarySave(FIELDS, 'file');
  const [values, setValues] = useState(() => valuesOf(item));
  const [file, setFile] = useState<File | null>(null);
  const [length, setLength] = useState<ReadLength>(null);
  const chosenRef = useRef<File | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const uploading = save.upload.state.phase === 'uploading';
  const count = (value: number) => formatCount(value, language);
  const problemText = useLibraryProblemText(save.problems, { file: 'audio' }, (field) => {
    switch (field) {
      case 'title':
        return t('library.invalid.title', { max: count(LIBRARY_TITLE_MAX_LENGTH) });
      case 'category2Uuid':
        return t('libraryAudio.invalidCategory');
      case 'bpm':
        return t('libraryAudio.invalidBpm', { max: count(LIBRARY_BPM_MAX) });
      case 'licenseKo':
      case 'licenseEn':
        return t('library.invalid.license', { max: count(LIBRARY_LICENSE_MAX_LENGTH) });
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

  function choose(chosen: File) {
    setFile(chosen);
    setUnchanged(false);
    const problem = checkLibraryFile('audio', chosen);
    save.setProblem('file', problem ? { kind: 'file', problem } : undefined);
    chosenRef.current = chosen;
    setLength(null);
    if (problem) return;
    void readAudioLength(chosen).then((seconds) => {
      // Only for the file still chosen.
      if (chosenRef.current === chosen) setLength({ file: chosen, seconds });
    });
  }

  function validate(): Partial<Record<Field, FieldProblem>> {
    const fileProblem = file ? checkLibraryFile('audio', file) : null;
    return {
      title: asCheck(textProblem(values.title, LIBRARY_TITLE_MAX_LENGTH)),
      category2Uuid: values.category2Uuid
        ? undefined
        : { kind: 'message', key: 'libraryAudio.chooseCategory' },
      bpm: asCheck(numberProblem(values.bpm, 1, LIBRARY_BPM_MAX)),
      licenseKo: asCheck(textProblem(values.licenseKo, LIBRARY_LICENSE_MAX_LENGTH)),
      licenseEn: asCheck(textProblem(values.licenseEn, LIBRARY_LICENSE_MAX_LENGTH)),
      // Left empty on a new item, the server files it last.
      sort: asCheck(numberProblem(values.sort, 0, LIBRARY_SORT_MAX, item === null)),
      file: fileProblem
        ? { kind: 'file', problem: fileProblem }
        : !file && !item
          ? { kind: 'file', problem: { code: 'missing' } }
          : undefined,
    };
  }

  /** What is sent: every part of a new item; of an edit, only what changed. */
  function partsToSend(): AudioParts {
    const bpm = wholeNumber(values.bpm);
    const sort = values.sort.trim() ? wholeNumber(values.sort) : null;
    if (!item) return { ...values, bpm, sort, file };
    const parts: AudioParts = {};
    if (values.title !== item.title) parts.title = values.title;
    if (values.category2Uuid !== item.category2.uuid) parts.category2Uuid = values.category2Uuid;
    if (bpm !== item.bpm) parts.bpm = bpm;
    if (values.licenseKo !== item.licenseKo) parts.licenseKo = values.licenseKo;
    if (values.licenseEn !== item.licenseEn) parts.licenseEn = values.licenseEn;
    if (sort !== item.sort) parts.sort = sort;
    if (values.isDisplay !== item.isDisplay) parts.isDisplay = values.isDisplay;
    if (file) parts.file = file;
    return parts;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading || !save.passes(validate())) return;
    const parts = partsToSend();
    if (item && Object.keys(parts).length === 0) {
      setUnchanged(true);
      return;
    }
    const saved = await save.save((callbacks) =>
      item ? editLibraryAudio(item.uuid, parts, callbacks) : addLibraryAudio(parts, callbacks),
    );
    if (!saved) return;
    showToast(t(item ? 'libraryAudio.saved' : 'libraryAudio.added'));
    if (item) onSaved?.();
    else navigate(operatorPaths.libraryAudio());
  }

  const tree = categoryTree(categories);
  const listed = tree.some(({ children }) => children.some((child) => child.uuid === values.category2Uuid));

  return (
    <form className={pages.stack} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Card title={t('libraryAudio.texts')}>
        <div className={pages.stack}>
          <TextField
            ref={save.focus.register('title')}
            label={t('libraryAudio.titleField')}
            hint={t('library.maxCharacters', { max: count(LIBRARY_TITLE_MAX_LENGTH) })}
            value={values.title}
            readOnly={uploading}
            autoComplete="off"
            error={problemText('title')}
            onChange={(event) => set('title', event.target.value)}
          />
          <div className={styles.fieldGrid}>
            <SelectField
              ref={save.focus.register('category2Uuid')}
              label={t('libraryAudio.categoryField')}
              hint={t('libraryAudio.categoryHint')}
              value={values.category2Uuid}
              disabled={uploading}
              error={problemText('category2Uuid')}
              onChange={(event) => set('category2Uuid', event.target.value)}
            >
              <option value="">{t('libraryAudio.choose')}</option>
              {tree
                .filter(({ children }) => children.length > 0)
                .map(({ parent, children }) => (
                  <optgroup key={parent.uuid} label={nameIn(parent, language)}>
                    {children.map((child) => (
                      <option key={child.uuid} value={child.uuid}>
                        {nameIn(child, language)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              {/* The item's category, should the list no longer have it. */}
              {item && !listed && values.category2Uuid === item.category2.uuid && (
                <option value={item.category2.uuid}>
                  {`${nameIn(item.category1, language)} › ${nameIn(item.category2, language)}`}
                </option>
              )}
            </SelectField>
            <TextField
              ref={save.focus.register('bpm')}
              label={t('libraryAudio.bpmField')}
              hint={t('libraryAudio.bpmHint', { max: count(LIBRARY_BPM_MAX) })}
              inputMode="numeric"
              value={values.bpm}
              readOnly={uploading}
              autoComplete="off"
              error={problemText('bpm')}
              onChange={(event) => set('bpm', event.target.value)}
            />
            <TextField
              ref={save.focus.register('sort')}
              label={t('library.sortField')}
              hint={t(item ? 'library.sortHint' : 'library.sortHintNew')}
              inputMode="numeric"
              value={values.sort}
              readOnly={uploading}
              autoComplete="off"
              error={problemText('sort')}
              onChange={(event) => set('sort', event.target.value)}
            />
          </div>
          <div className={styles.fieldGrid}>
            <TextAreaField
              ref={save.focus.register('licenseKo')}
              label={t('library.licenseKo')}
              hint={t('library.maxCharacters', { max: count(LIBRARY_LICENSE_MAX_LENGTH) })}
              lang="ko"
              rows={4}
              value={values.licenseKo}
              readOnly={uploading}
              error={problemText('licenseKo')}
              onChange={(event) => set('licenseKo', event.target.value)}
            />
            <TextAreaField
              ref={save.focus.register('licenseEn')}
              label={t('library.licenseEn')}
              hint={t('library.maxCharacters', { max: count(LIBRARY_LICENSE_MAX_LENGTH) })}
              lang="en"
              rows={4}
              value={values.licenseEn}
              readOnly={uploading}
              error={problemText('licenseEn')}
              onChange={(event) => set('licenseEn', event.target.value)}
            />
          </div>
        </div>
      </Card>

      <Card title={t('libraryAudio.fileAndPublishing')}>
        <div className={pages.stack}>
          <DisplayCheckbox
            checked={values.isDisplay}
            disabled={uploading}
            error={problemText('isDisplay')}
            register={save.focus.register('isDisplay')}
            onChange={(checked) => set('isDisplay', checked)}
          />
          {item && (
            <CurrentFile
              label={t('libraryAudio.currentFile', { length: formatLength(item.duration) })}
              file={item.file}
              player={(url) => (
                <audio
                  className={styles.player}
                  controls
                  preload="none"
                  src={url}
                  aria-label={t('libraryAudio.playerOf', { title: item.title })}
                />
              )}
            />
          )}
          <FileField
            ref={save.focus.register('file')}
            label={t(item ? 'libraryAudio.replaceFile' : 'libraryAudio.file')}
            hint={t('libraryAudio.fileHint')}
            accept={acceptOf('audio')}
            file={file}
            error={problemText('file')}
            disabled={uploading}
            onChoose={choose}
            preview={
              length?.file === file && file ? (
                <p className={pages.muted} role="status">
                  {length.seconds === null
                    ? t('libraryAudio.lengthUnread')
                    : t('libraryAudio.lengthRead', { length: formatLength(length.seconds) })}
                </p>
              ) : null
            }
          />
        </div>
      </Card>

      <LibraryFormEnd
        upload={save.upload}
        failure={save.failure}
        unchanged={unchanged}
        sendingLabel={t('libraryAudio.sending')}
        failedTitle={t(item ? 'libraryAudio.saveFailed' : 'libraryAudio.addFailed')}
        goneText={t('libraryAudio.gone')}
        submitLabel={t(item ? 'libraryAudio.save' : 'libraryAudio.add')}
      />
    </form>
  );
}
