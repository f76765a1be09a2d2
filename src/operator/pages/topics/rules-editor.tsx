// The topic's rules: numbered do / don't lines, added and removed here (the focus follows: see
// line-focus.ts).
import { useTranslation } from 'react-i18next';
import {
  TOPIC_RULE_KINDS,
  TOPIC_RULE_MAX_LENGTH,
  TOPIC_RULES_MAX,
  type TopicRuleKind,
} from '../../../../contract/topic-rules';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import styles from '../../competitions.module.css';
import pages from '../../operator-pages.module.css';
import { useLineFocus } from './line-focus';
import { nextDraftId, ruleField, type RuleDraft } from './topic-form-values';

interface RulesEditorProps {
  rules: RuleDraft[];
  onChange(rules: RuleDraft[]): void;
  /** The sentence of a line's problem, by its field name. */
  problemOf(field: string): string | null;
  register(field: string): (element: HTMLElement | null) => void;
  focus(field: string): void;
}

export function RulesEditor({ rules, onChange, problemOf, register, focus }: RulesEditorProps) {
  const { t } = useTranslation('operator');
  const { addButton, focusAfterAdding, focusAfterRemoving } = useLineFocus(focus);
  const full = rules.length >= TOPIC_RULES_MAX;

  function change(id: number, patch: Partial<RuleDraft>) {
    onChange(rules.map((rule) => (rule.id === id ? { ...rule, ...patch } : rule)));
  }

  function add() {
    const rule: RuleDraft = { id: nextDraftId(), kind: 'do', text: '' };
    focusAfterAdding(ruleField(rule.id));
    onChange([...rules, rule]);
  }

  function remove(id: number) {
    focusAfterRemoving();
    onChange(rules.filter((rule) => rule.id !== id));
  }

  return (
    <fieldset className={pages.fieldset}>
      <legend className={pages.legend}>{t('topicForm.rules')}</legend>
      <p className={pages.muted}>
        {t('topicForm.rulesHint', { max: TOPIC_RULES_MAX, length: TOPIC_RULE_MAX_LENGTH })}
      </p>
      {rules.length === 0 ? (
        <p className={pages.muted}>{t('topicForm.noRules')}</p>
      ) : (
        <ol className={styles.lines}>
          {rules.map((rule, index) => {
            const number = index + 1;
            return (
              <li key={rule.id} className={styles.line}>
                <div className={styles.kind}>
                  <SelectField
                    label={t('topicForm.ruleKind', { number })}
                    value={rule.kind}
                    onChange={(event) => change(rule.id, { kind: event.target.value as TopicRuleKind })}
                  >
                    {TOPIC_RULE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`topicForm.ruleKinds.${kind}`)}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <TextField
                  ref={register(ruleField(rule.id))}
                  label={t('topicForm.ruleText', { number })}
                  maxLength={TOPIC_RULE_MAX_LENGTH}
                  value={rule.text}
                  error={problemOf(ruleField(rule.id))}
                  onChange={(event) => change(rule.id, { text: event.target.value })}
                />
                <Button variant="ghost" size="sm" className={styles.remove} onClick={() => remove(rule.id)}>
                  {t('topicForm.removeRule', { number })}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <Button ref={addButton} variant="secondary" className={pages.start} onClick={add} disabled={full}>
        {t('topicForm.addRule')}
      </Button>
      {full && <p className={pages.muted}>{t('topicForm.rulesFull')}</p>}
    </fieldset>
  );
}
