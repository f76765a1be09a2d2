import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../contract/money-rules';
import { Section } from '../../components/ui/section';
import type { Language } from '../../lib/constants';
import { formatMoney } from '../../lib/money';
import { EXAMPLE_REWARD, exampleGroup } from './group-example';
import { Icon, type IconName } from './icons';
import styles from './introduction-page.module.css';
import text from '../../components/ui/text.module.css';

const FLOW = ['works', 'counts', 'ranks', 'share'] as const satisfies readonly IconName[];

interface GroupDiagramProps {
  language: Language;
  /** The deployment's: the example is in the currency the creator earns in. */
  currency: Currency;
  values: Record<string, string | number>;
}

/**
 * Works in a group → production counts → ranks → share of the reward, then a worked example in
 * the deployment's currency whose amounts add up to the reward.
 */
export function GroupDiagram({ language, currency, values }: GroupDiagramProps) {
  const { t } = useTranslation('introduction');
  const group = exampleGroup(EXAMPLE_REWARD[currency]);
  const percent = new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const number = new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US');
  const money = (amount: number) => formatMoney(amount, currency, language);
  const captionId = useId();

  return (
    <Section title={t('group.title')} intro={t('group.lead')}>
      <ol className={styles.flow} aria-label={t('group.flowLabel')}>
        {FLOW.map((stage) => (
          <li key={stage} className={styles.flowStage}>
            <Icon name={stage} className={styles.flowIcon} />
            <h3 className={styles.flowTitle}>{t(`group.${stage}.title`)}</h3>
            <p className={text.muted}>{t(`group.${stage}.text`)}</p>
          </li>
        ))}
      </ol>

      <div className={styles.example}>
        {/* A focusable region so that the table can be scrolled by keyboard on the narrowest
            screens, where it may not fit. */}
        <div className={styles.exampleScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.exampleTable}>
            <caption id={captionId}>{t('group.example.caption', { reward: money(group.reward) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('group.example.work')}</th>
                <th scope="col">{t('group.example.count')}</th>
                <th scope="col">{t('group.example.ratio')}</th>
                <th scope="col">{t('group.example.rank')}</th>
                <th scope="col">{t('group.example.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {group.entries.map((entry, index) => {
                const letter = String.fromCharCode(65 + index);
                return (
                  <tr key={letter}>
                    <th scope="row">{t('group.example.workName', { letter })}</th>
                    <td>{number.format(entry.count)}</td>
                    <td>
                      <span className={styles.ratio}>
                        <span className={styles.bar} aria-hidden="true">
                          <span style={{ width: `${entry.ratio * 100}%` }} />
                        </span>
                        {percent.format(entry.ratio)}
                      </span>
                    </td>
                    <td>{entry.rank}</td>
                    <td className={styles.amount}>{money(entry.amount)}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('group.example.total')}</th>
                <td>{number.format(group.total)}</td>
                <td>{percent.format(1)}</td>
                <td />
                <td className={styles.amount}>
                  {money(group.entries.reduce((sum, entry) => sum + entry.amount, 0))}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className={text.muted}>{t('group.example.note', values)}</p>
      </div>
    </Section>
  );
}
