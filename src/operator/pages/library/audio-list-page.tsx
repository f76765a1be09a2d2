// /operator/library/audio (support, admin): every audio item of the free library, hidden ones too,
// in the portal's order (sort, then newest), filtered and paged in the URL. Each row can be played
// (while shown: a hidden item's file is private), shown or hidden at once, and opened to edit.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleAudio } from '../../../../contract/operator-library';
import { currentLanguage } from '../../../lib/i18n';
import { editLibraryAudio, listLibraryAudio } from '../../api/library';
import pages from '../../operator-pages.module.css';
import { operatorPaths } from '../../paths';
import { LibraryListPage } from './library-list';
import { categoryTree, formatLength, nameIn } from './library-text';
import styles from './library.module.css';

export default function AudioListPage() {
  const { t } = useTranslation('operator');
  const language = currentLanguage();
  return (
    <LibraryListPage<ConsoleAudio>
      texts="libraryAudio"
      type="audio"
      load={listLibraryAudio}
      newPath={operatorPaths.newLibraryAudio}
      categoryLabel={t('libraryAudio.category')}
      categoryOptions={(categories) =>
        categoryTree(categories).flatMap(({ parent, children }) => [
          <option key={parent.uuid} value={parent.uuid}>
            {nameIn(parent, language)}
          </option>,
          ...children.map((child) => (
            <option key={child.uuid} value={child.uuid}>
              {`${nameIn(parent, language)} › ${nameIn(child, language)}`}
            </option>
          )),
        ])
      }
      name={(item) => item.title}
      setShown={(item, shown) => editLibraryAudio(item.uuid, { isDisplay: shown })}
      columns={({ shown, sort }) => [
        {
          key: 'title',
          header: t('libraryAudio.titleColumn'),
          primary: true,
          cell: (item) => <Link to={operatorPaths.libraryAudioItem(item.uuid)}>{item.title}</Link>,
        },
        {
          key: 'category',
          header: t('libraryAudio.category'),
          cell: (item) => `${nameIn(item.category1, language)} › ${nameIn(item.category2, language)}`,
        },
        {
          key: 'length',
          header: t('libraryAudio.length'),
          align: 'end',
          nowrap: true,
          cell: (item) => formatLength(item.duration),
        },
        { key: 'bpm', header: t('libraryAudio.bpm'), align: 'end', nowrap: true, cell: (item) => item.bpm },
        shown,
        sort,
        {
          key: 'listen',
          header: t('libraryAudio.listen'),
          cell: (item) =>
            item.file.fileUrl ? (
              <audio
                className={styles.player}
                controls
                preload="none"
                src={item.file.fileUrl}
                aria-label={t('libraryAudio.playerOf', { title: item.title })}
              />
            ) : (
              <span className={pages.muted}>{t('library.filePrivate')}</span>
            ),
        },
      ]}
    />
  );
}
