// The topic's examples of a good entry: image examples, each a caption and an image uploaded here
// (tType 'bcon', no video); a video example loaded with the topic is kept as it is (this form
// uploads no videos) and may only be removed.
import { useTranslation } from 'react-i18next';
import { EXAMPLE_NAME_MAX_LENGTH, TOPIC_EXAMPLE_WORKS_MAX } from '../../../../contract/topic-rules';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import styles from '../../competitions.module.css';
import pages from '../../operator-pages.module.css';
import { useLineFocus } from './line-focus';
import { TopicImageField } from './topic-image-field';
import { exampleImageField, exampleNameField, nextDraftId, type ExampleDraft } from './topic-form-values';

interface ExamplesEditorProps {
  examples: ExampleDraft[];
  onChange(examples: ExampleDraft[]): void;
  /** The sentence of a field's problem, by its field name. */
  problemOf(field: string): string | null;
  register(field: string): (element: HTMLElement | null) => void;
  focus(field: string): void;
  onBusy(delta: 1 | -1): void;
}

export function ExamplesEditor({
  examples,
  onChange,
  problemOf,
  register,
  focus,
  onBusy,
}: ExamplesEditorProps) {
  const { t } = useTranslation('operator');
  const { addButton, focusAfterAdding, focusAfterRemoving } = useLineFocus(focus);
  const full = examples.length >= TOPIC_EXAMPLE_WORKS_MAX;

  function change(id: number, patch: Partial<ExampleDraft>) {
    onChange(examples.map((example) => (example.id === id ? { ...example, ...patch } : example)));
  }

  function add() {
    const example: ExampleDraft = {
      id: nextDraftId(),
      name: '',
      tType: 'bcon',
      videoUrl: null,
      thumbnailUrl: null,
    };
    focusAfterAdding(exampleNameField(example.id));
    onChange([...examples, example]);
  }

  function remove(id: number) {
    focusAfterRemoving();
    onChange(examples.filter((example) => example.id !== id));
  }

  return (
    <fieldset className={pages.fieldset}>
      <legend className={pages.legend}>{t('topicForm.examples')}</legend>
      <p className={pages.muted}>
        {t('topicForm.examplesHint', { max: TOPIC_EXAMPLE_WORKS_MAX, length: EXAMPLE_NAME_MAX_LENGTH })}
      </p>
      {examples.length === 0 ? (
        <p className={pages.muted}>{t('topicForm.noExamples')}</p>
      ) : (
        <ol className={styles.lines}>
          {examples.map((example, index) => {
            const number = index + 1;
            return (
              <li key={example.id} className={styles.line}>
                {example.tType === 'video' ? (
                  <p>{t('topicForm.exampleVideo', { number, name: example.name })}</p>
                ) : (
                  <>
                    <TextField
                      ref={register(exampleNameField(example.id))}
                      label={t('topicForm.exampleName', { number })}
                      maxLength={EXAMPLE_NAME_MAX_LENGTH}
                      value={example.name}
                      error={problemOf(exampleNameField(example.id))}
                      onChange={(event) => change(example.id, { name: event.target.value })}
                    />
                    <TopicImageField
                      ref={register(exampleImageField(example.id))}
                      kind="example"
                      label={t('topicForm.exampleImage', { number })}
                      url={example.thumbnailUrl}
                      error={problemOf(exampleImageField(example.id))}
                      onChange={(url) => change(example.id, { thumbnailUrl: url })}
                      onBusy={onBusy}
                    />
                  </>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.remove}
                  onClick={() => remove(example.id)}
                >
                  {t('topicForm.removeExample', { number })}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <Button ref={addButton} variant="secondary" className={pages.start} onClick={add} disabled={full}>
        {t('topicForm.addExample')}
      </Button>
      {full && <p className={pages.muted}>{t('topicForm.examplesFull')}</p>}
    </fieldset>
  );
}
