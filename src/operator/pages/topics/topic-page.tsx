// /operator/topics/new and /operator/topics/:uuid (reviewer, admin): the topic form, empty for a
// new job, or filled with the job as the server has it (GET …/topics/{uuid}) for an edit.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { TopicDetail } from '../../../../contract/topics';
import { ButtonLink } from '../../../components/ui/button';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { useEnvelope } from '../../../lib/use-envelope';
import { getTopicForEdit } from '../../api/competitions';
import { operatorPaths } from '../../paths';
import { TopicForm } from './topic-form';
import { emptyTopicValues, valuesOfTopic } from './topic-form-values';

export default function TopicPage() {
  const { t } = useTranslation('operator');
  const { uuid } = useParams();
  const back = { to: operatorPaths.topics(), label: t('topicForm.back') };
  if (!uuid) {
    return (
      <Page width="medium">
        <PageHeader back={back} title={t('topicForm.newTitle')} />
        <TopicForm uuid={null} initial={emptyTopicValues()} />
      </Page>
    );
  }
  return <EditTopic key={uuid} uuid={uuid} back={back} />;
}

function EditTopic({ uuid, back }: { uuid: string; back: { to: string; label: string } }) {
  const { t } = useTranslation('operator');
  const topic = useEnvelope(`operator-topic:${uuid}`, (signal) => getTopicForEdit(uuid, signal));
  if (topic.status !== 'ready') {
    return (
      <Page width="medium">
        <PageHeader back={back} title={t('topicForm.editTitle')} />
        <LoadState
          load={topic}
          errorTitle={t('topicForm.error')}
          notFound={{ title: t('topicForm.notFoundTitle'), text: t('topicForm.notFoundText') }}
        />
      </Page>
    );
  }
  return <EditTopicForm uuid={uuid} topic={topic.data} back={back} />;
}

function EditTopicForm({
  uuid,
  topic,
  back,
}: {
  uuid: string;
  topic: TopicDetail;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation('operator');
  // Once: the form keeps its own values from here on.
  const initial = useMemo(() => valuesOfTopic(topic), [topic]);
  return (
    <Page width="medium">
      <PageHeader
        back={back}
        title={t('topicForm.editTitle')}
        intro={topic.topic}
        actions={
          <ButtonLink to={operatorPaths.topicGroups(uuid)} variant="secondary">
            {t('topicForm.toGroups')}
          </ButtonLink>
        }
      />
      <TopicForm uuid={uuid} initial={initial} />
    </Page>
  );
}
