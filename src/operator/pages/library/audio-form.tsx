// The audio form: title, category 2 (grouped under its category 1), BPM, the licence in both
// languages, sort, shown or hidden, and the file (WAV or MP3, checked here by name, type and size;
// its length read by this browser for the operator to see, the server reads it again). A new item
// sends every part; an edit only the parts that changed. The upload shows its progress.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleAudio, ConsoleCategory } from '../../../../contract/operator-library';
import {
  LIBRARY_BPM_MAX,
  LIBRARY_LICENSE_MAX_LENGTH,
  LIBRARY_SORT_MAX,
  LIBRARY_TITLE_MAX_LENGTH,
} from '../../../../contract/operator-paths';
import { FileField } from '../../../components/form/file-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../../lib/format-count';
import { currentLanguage } from '../../../lib/i18n';
import { editLibraryAudio, addLibraryAudio } from '../../api/library';
import { numberProblem, textProblem, wholeNumber } from '../../field-problems';
import pages from '../../operator-pages.module.css';
import { operatorPaths } from '../../paths';
import { readAudioLength } from './audio-length';
import { acceptOf } from './library-files';
import { CategorySelect, CurrentFile, DisplayCheckbox, SortField } from './library-fields';
import { asCheck, LibraryFormEnd, sortNumber, useLibraryForm } from './library-form';
import { categoryTree, formatLength, nameIn } from './library-text';
import styles from './library.module.css';
import { FieldRow } from '../../../components/form/field-row';

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
  const count = (value: number) => formatCount(value, language);
  const form = useLibraryForm({
    fields: FIELDS,
    fileKinds: { file: 'audio' },
    fileField: 'file',
    item,
    initial: () => valuesOf(item),
    check: (values) => ({
      title: asCheck(textProblem(values.title, LIBRARY_TITLE_MAX_LENGTH)),
      category2Uuid: values.category2Uuid
        ? undefined
        : { kind: 'message', key: 'libraryAudio.chooseCategory' },
      bpm: asCheck(numberProblem(values.bpm, 1, LIBRARY_BPM_MAX)),
      licenseKo: asCheck(textProblem(values.licenseKo, LIBRARY_LICENSE_MAX_LENGTH)),
      licenseEn: asCheck(textProblem(values.licenseEn, LIBRARY_LICENSE_MAX_LENGTH)),
      // Left empty on a new item, the server files it last.
      sort: asCheck(numberProblem(values.sort, 0, LIBRARY_SORT_MAX, item === null)),
    }),
    partsOf: (values) => ({ ...values, bpm: wholeNumber(values.bpm), sort: sortNumber(values.sort) }),
    send: (parts, callbacks) =>
      item ? editLibraryAudio(item.uuid, parts, callbacks) : addLibraryAudio(parts, callbacks),
    invalidText: (field) => {
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
    },
    texts: 'libraryAudio',
    listPath: operatorPaths.libraryAudio(),
    onSaved,
  });
  const { uploading } = form;
  const file = form.files.file;
  const [length, setLength] = useState<ReadLength>(null);
  const chosenRef = useRef<File | null>(null);

  function choose(chosen: File) {
    const problem = form.choose('file', chosen);
    chosenRef.current = chosen;
    setLength(null);
    if (problem) return;
    void readAudioLength(chosen).then((seconds) => {
      // Only for the file still chosen.
      if (chosenRef.current === chosen) setLength({ file: chosen, seconds });
    });
  }

  const tree = categoryTree(categories);
  const licenseHint = t('library.maxCharacters', { max: count(LIBRARY_LICENSE_MAX_LENGTH) });

  return (
    <form className={pages.stack} onSubmit={form.onSubmit} noValidate>
      <Card title={t('libraryAudio.texts')}>
        <div className={pages.stack}>
          <TextField
            {...form.text('title')}
            label={t('libraryAudio.titleField')}
            hint={t('library.maxCharacters', { max: count(LIBRARY_TITLE_MAX_LENGTH) })}
            autoComplete="off"
          />
          <FieldRow>
            <CategorySelect
              {...form.select('category2Uuid')}
              label={t('libraryAudio.categoryField')}
              hint={t('libraryAudio.categoryHint')}
              chooseLabel={t('libraryAudio.choose')}
              listed={tree.flatMap(({ children }) => children.map((child) => child.uuid))}
              kept={
                item && {
                  uuid: item.category2.uuid,
                  name: `${nameIn(item.category1, language)} › ${nameIn(item.category2, language)}`,
                }
              }
            >
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
            </CategorySelect>
            <TextField
              {...form.text('bpm')}
              label={t('libraryAudio.bpmField')}
              hint={t('libraryAudio.bpmHint', { max: count(LIBRARY_BPM_MAX) })}
              inputMode="numeric"
              autoComplete="off"
            />
            <SortField {...form.text('sort')} isNew={!item} />
          </FieldRow>
          <FieldRow>
            <TextAreaField
              {...form.text('licenseKo')}
              label={t('library.licenseKo')}
              hint={licenseHint}
              lang="ko"
              rows={4}
            />
            <TextAreaField
              {...form.text('licenseEn')}
              label={t('library.licenseEn')}
              hint={licenseHint}
              lang="en"
              rows={4}
            />
          </FieldRow>
        </div>
      </Card>

      <Card title={t('libraryAudio.fileAndPublishing')}>
        <div className={pages.stack}>
          <DisplayCheckbox {...form.checkbox('isDisplay')} />
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
            ref={form.register('file')}
            label={t(item ? 'libraryAudio.replaceFile' : 'libraryAudio.file')}
            hint={t('libraryAudio.fileHint')}
            accept={acceptOf('audio')}
            file={file}
            error={form.problemText('file')}
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

      <LibraryFormEnd {...form.end} />
    </form>
  );
}
