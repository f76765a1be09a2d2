import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { useCurrency } from '../../stores/deployment-store';

/**
 * An amount in the deployment's currency (CONTRACT.md "Money"), in the current language's
 * conventions: switching the language never changes what an amount is worth.
 */
export function Money({ amount, signed = false }: { amount: number; signed?: boolean }) {
  const text = formatMoney(amount, useCurrency(), currentLanguage());
  return <span data-money="">{signed && amount > 0 ? `+${text}` : text}</span>;
}
