// /operator/library/fonts/new and /operator/library/fonts/:uuid (support, admin): one form to add a
// font or to edit one, once the font types (and the font) have loaded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isNotFound, LoadState, type Load } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { useEnvelope } from '../../../lib/use-envelope';
import { getLibraryFont, listLibraryCategories } from '../../api/library';
import { operatorPaths } from '../../paths';
import { FontForm } from './font-form';
import { LibraryDisplayBadge } from './library-display';

export default function FontPage() {
  const { uuid } = useParams();
  return uuid ? <EditFont key={uuid} uuid={uuid} /> : <NewFont />;
}

function useFontTypes() {
  return useEnvelope('operator-library-categories:font', (signal) => listLibraryCategories('font', signal));
}

/** The page while something it needs is loading or could not be loaded. */
function NotReady({ title, load }: { title: string; load: Load }) {
  const { t } = useTranslation('operator');
  return (
    <Page width="medium">
      <PageHeader
        back={{ to: operatorPaths.libraryFonts(), label: t('libraryFonts.back') }}
        title={title}
        documentTitle={isNotFound(load) ? t('libraryFonts.notFoundTitle') : undefined}
      />
      <LoadState
        load={load}
        errorTitle={t('libraryFonts.loadError')}
        notFound={{ title: t('libraryFonts.notFoundTitle'), text: t('libraryFonts.notFoundText') }}
      />
    </Page>
  );
}

function NewFont() {
  const { t } = useTranslation('operator');
  const fontTypes = useFontTypes();
  if (fontTypes.status !== 'ready') return <NotReady title={t('libraryFonts.newTitle')} load={fontTypes} />;
  return (
    <Page width="medium">
      <PageHeader
        back={{ to: operatorPaths.libraryFonts(), label: t('libraryFonts.back') }}
        title={t('libraryFonts.newTitle')}
        intro={t('libraryFonts.newLead')}
      />
      <FontForm font={null} fontTypes={fontTypes.data.lists} />
    </Page>
  );
}

function EditFont({ uuid }: { uuid: string }) {
  const { t } = useTranslation('operator');
  const [reloads, setReloads] = useState(0);
  const fontTypes = useFontTypes();
  const font = useEnvelope(
    `operator-library-font:${uuid}#${reloads}`,
    (signal) => getLibraryFont(uuid, signal),
    {
      keepPrevious: true,
    },
  );
  if (font.status !== 'ready') return <NotReady title={t('libraryFonts.editTitle')} load={font} />;
  if (fontTypes.status !== 'ready') return <NotReady title={t('libraryFonts.editTitle')} load={fontTypes} />;
  const { data } = font;
  return (
    <Page width="medium">
      <PageHeader
        back={{ to: operatorPaths.libraryFonts(), label: t('libraryFonts.back') }}
        title={data.fontName}
        intro={<LibraryDisplayBadge shown={data.isDisplay} />}
      />
      {/* Started again from what the server stored after a save, once that has arrived. */}
      <FontForm
        key={JSON.stringify(data)}
        font={data}
        fontTypes={fontTypes.data.lists}
        onSaved={() => setReloads((count) => count + 1)}
      />
    </Page>
  );
}
