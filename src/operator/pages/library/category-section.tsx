// One library's categories on the categories page: audio's categories 1, each with its categories
// 2 below it, or the font types. Each one shows both names, its sort number and how many items are
// filed under it, and can be renamed, reordered (its sort number) or deleted; the list loads again
// after every change, in the server's order.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../contract/error-codes';
import type { ConsoleCategory } from '../../../../contract/operator-library';
import type { LibraryType } from '../../../../contract/operator-paths';
import form from '../../../components/form/form.module.css';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadState } from '../../../components/ui/load-state';
import { askToConfirm } from '../../../lib/alert';
import { formatCount } from '../../../lib/format-count';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useEnvelope } from '../../../lib/use-envelope';
import {
  addLibraryCategory,
  deleteLibraryCategory,
  editLibraryCategory,
  listLibraryCategories,
} from '../../api/library';
import { succeeded, useFailureText } from '../../failure-text';
import pages from '../../operator-pages.module.css';
import { CategoryForm, type CategoryInput } from './category-form';
import { categoryTree, nameIn } from './library-text';
import styles from './library.module.css';

export function CategorySection({ fileType }: { fileType: LibraryType }) {
  const { t } = useTranslation('operator');
  const [reloads, setReloads] = useState(0);
  const categories = useEnvelope(
    `operator-library-categories:${fileType}#${reloads}`,
    (signal) => listLibraryCategories(fileType, signal),
    { keepPrevious: true },
  );
  const reload = () => setReloads((count) => count + 1);
  const title = t(fileType === 'audio' ? 'libraryCategories.audioTitle' : 'libraryCategories.fontTitle');

  return (
    <Card title={title}>
      <div className={pages.stack}>
        <p className={pages.muted}>
          {t(fileType === 'audio' ? 'libraryCategories.audioLead' : 'libraryCategories.fontLead')}
        </p>
        {categories.status !== 'ready' ? (
          <LoadState load={categories} errorTitle={t('libraryCategories.error')} />
        ) : categories.data.lists.length === 0 ? (
          <p>{t(fileType === 'audio' ? 'libraryCategories.noAudio' : 'libraryCategories.noFont')}</p>
        ) : fileType === 'audio' ? (
          <ul className={styles.categories} aria-label={title}>
            {categoryTree(categories.data.lists).map(({ parent, children }) => (
              <li key={parent.uuid}>
                <CategoryRow category={parent} onChanged={reload} />
                <ul
                  className={styles.subcategories}
                  aria-label={t('libraryCategories.subcategoriesOf', {
                    name: nameIn(parent, currentLanguage()),
                  })}
                >
                  {children.map((child) => (
                    <li key={child.uuid}>
                      <CategoryRow category={child} onChanged={reload} />
                    </li>
                  ))}
                  <li>
                    <AddCategory fileType="audio" parent={parent} onAdded={reload} />
                  </li>
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <ul className={styles.categories} aria-label={title}>
            {categories.data.lists.map((category) => (
              <li key={category.uuid}>
                <CategoryRow category={category} onChanged={reload} />
              </li>
            ))}
          </ul>
        )}
        <AddCategory fileType={fileType} parent={null} onAdded={reload} />
      </div>
    </Card>
  );
}

/** A category: its names, sort and item count, with rename and delete. */
function CategoryRow({ category, onChanged }: { category: ConsoleCategory; onChanged: () => void }) {
  const { t } = useTranslation(['operator', 'errors']);
  const failureText = useFailureText();
  const language = currentLanguage();
  const name = nameIn(category, language);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  /** Only the fields that changed; null when none did. */
  function changes(input: CategoryInput) {
    const body: { nameKo?: string; nameEn?: string; sort?: number } = {};
    if (input.nameKo !== category.nameKo) body.nameKo = input.nameKo;
    if (input.nameEn !== category.nameEn) body.nameEn = input.nameEn;
    if (input.sort !== undefined && input.sort !== category.sort) body.sort = input.sort;
    return Object.keys(body).length ? editLibraryCategory(category.uuid, body) : null;
  }

  async function onDelete() {
    if (deleting) return;
    setRefusal(null);
    const confirmed = await askToConfirm(t('libraryCategories.deleteConfirm', { name }), {
      confirmLabel: t('libraryCategories.delete'),
      cancelLabel: t('libraryCategories.keep'),
    });
    if (!confirmed) return;
    setDeleting(true);
    const response = await deleteLibraryCategory(category.uuid);
    setDeleting(false);
    if (succeeded(response)) {
      showToast(t('libraryCategories.deleted', { name }));
      onChanged();
      return;
    }
    setRefusal(
      response.errorCode === ErrorCode.CategoryInUse
        ? t('libraryCategories.inUse', { name })
        : t('libraryCategories.deleteFailed', { reason: failureText(response) }),
    );
  }

  return (
    <div className={styles.category} data-depth={category.depth}>
      <div className={styles.categoryHead}>
        <p className={styles.categoryNames}>
          <span lang="ko">{category.nameKo}</span>
          <span aria-hidden="true"> / </span>
          <span lang="en">{category.nameEn}</span>
        </p>
        <p className={pages.muted}>
          {t('libraryCategories.sortValue', { sort: formatCount(category.sort, language) })} ·{' '}
          {t(category.fileType === 'audio' ? 'libraryCategories.audioCount' : 'libraryCategories.fontCount', {
            count: category.itemCount,
          })}
        </p>
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={editing}
            aria-label={t('libraryCategories.renameOf', { name })}
            onClick={() => setEditing((open) => !open)}
          >
            {t('libraryCategories.rename')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            aria-label={t('libraryCategories.deleteOf', { name })}
            aria-busy={deleting || undefined}
            aria-disabled={deleting || undefined}
            onClick={() => void onDelete()}
          >
            {t('libraryCategories.delete')}
          </Button>
        </div>
      </div>
      {refusal && (
        <p role="alert" className={form.error}>
          {refusal}
        </p>
      )}
      {editing && (
        <CategoryForm
          label={t('libraryCategories.renameOf', { name })}
          initial={{ nameKo: category.nameKo, nameEn: category.nameEn, sort: String(category.sort) }}
          sortOptional={false}
          submitLabel={t('libraryCategories.save')}
          send={changes}
          onCancel={() => setEditing(false)}
          onDone={() => {
            showToast(t('libraryCategories.saved'));
            setEditing(false);
            onChanged();
          }}
        />
      )}
    </div>
  );
}

/** A button that opens the form for a new category (under `parent`: an audio category 2). */
function AddCategory({
  fileType,
  parent,
  onAdded,
}: {
  fileType: LibraryType;
  parent: ConsoleCategory | null;
  onAdded: () => void;
}) {
  const { t } = useTranslation('operator');
  const [open, setOpen] = useState(false);
  const label = parent
    ? t('libraryCategories.addSubcategory', { name: nameIn(parent, currentLanguage()) })
    : t(fileType === 'audio' ? 'libraryCategories.addAudio' : 'libraryCategories.addFont');
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className={pages.start} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  }
  return (
    <CategoryForm
      label={label}
      initial={{ nameKo: '', nameEn: '', sort: '' }}
      sortOptional
      submitLabel={t('libraryCategories.add')}
      send={(input) =>
        addLibraryCategory({
          fileType,
          ...(parent ? { parentUuid: parent.uuid } : {}),
          nameKo: input.nameKo,
          nameEn: input.nameEn,
          ...(input.sort === undefined ? {} : { sort: input.sort }),
        })
      }
      onCancel={() => setOpen(false)}
      onDone={() => {
        showToast(t('libraryCategories.added'));
        setOpen(false);
        onAdded();
      }}
    />
  );
}
