// /operator/library/audio/new and /operator/library/audio/:uuid (support, admin): one form to add an
// audio item or to edit one, once the categories (and the item) have loaded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isNotFound, LoadState, type Load } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { useEnvelope } from '../../../lib/use-envelope';
import { getLibraryAudio, listLibraryCategories } from '../../api/library';
import { operatorPaths } from '../../paths';
import { AudioForm } from './audio-form';
import { LibraryDisplayBadge } from './library-display';

export default function AudioPage() {
  const { uuid } = useParams();
  return uuid ? <EditAudio key={uuid} uuid={uuid} /> : <NewAudio />;
}

function useAudioCategories() {
  return useEnvelope('operator-library-categories:audio', (signal) => listLibraryCategories('audio', signal));
}

/** The page while something it needs is loading or could not be loaded. */
function NotReady({ title, load }: { title: string; load: Load }) {
  const { t } = useTranslation('operator');
  return (
    <Page width="medium">
      <PageHeader
        back={{ to: operatorPaths.libraryAudio(), label: t('libraryAudio.back') }}
        title={title}
        documentTitle={isNotFound(load) ? t('libraryAudio.notFoundTitle') : undefined}
      />
      <LoadState
        load={load}
        errorTitle={t('libraryAudio.loadError')}
        notFound={{ title: t('libraryAudio.notFoundTitle'), text: t('libraryAudio.notFoundText') }}
      />
    </Page>
  );
}

function NewAudio() {
  const { t } = useTranslation('operator');
  const categories = useAudioCategories();
  if (categories.status !== 'ready') return <NotReady title={t('libraryAudio.newTitle')} load={categories} />;
  return (
    <Page width="medium">
      <PageHeader
        back={{ to: operatorPaths.libraryAudio(), label: t('libraryAudio.back') }}
        title={t('libraryAudio.newTitle')}
        intro={t('libraryAudio.newLead')}
      />
      <AudioForm item={null} categories={categories.data.lists} />
    </Page>
  );
}

function EditAudio({ uuid }: { uuid: string }) {
  const { t } = useTranslation('operator');
  const [reloads, setReloads] = useState(0);
  const categories = useAudioCategories();
  const item = useEnvelope(
    `operator-library-audio-item:${uuid}#${reloads}`,
    (signal) => getLibraryAudio(uuid, signal),
    {
      keepPrevious: true,
    },
  );
  if (item.status !== 'ready') return <NotReady title={t('libraryAudio.editTitle')} load={item} />;
  if (categories.status !== 'ready')
    return <NotReady title={t('libraryAudio.editTitle')} load={categories} />;
  const { data } = item;
  return (
    <Page width="medium">
      <PageHeader
        back={{ to: operatorPaths.libraryAudio(), label: t('libraryAudio.back') }}
        title={data.title}
        intro={<LibraryDisplayBadge shown={data.isDisplay} />}
      />
      {/* Started again from what the server stored after a save, once that has arrived. */}
      <AudioForm
        key={JSON.stringify(data)}
        item={data}
        categories={categories.data.lists}
        onSaved={() => setReloads((count) => count + 1)}
      />
    </Page>
  );
}
