// The two fields of a phone check, shared by the signup form and the phone change on /mypage: the
// number (a mobile number of the deployment's country, with its example as hint and placeholder)
// and the texted code with the time it has left.
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../contract/currency-rules';
import { PHONE_CODE_LENGTH } from '../../../contract/user-rules';
import { formatCountdown } from '../../lib/countdown';
import { phoneExample, unbreakablePhone } from '../../lib/phone';
import styles from './form.module.css';
import { TextField, type TextFieldProps } from './text-field';

/** Long enough for "+1 (201) 555-0123" and a space too many; the rules check the rest. */
const PHONE_MAX_LENGTH = 24;

export interface PhoneNumberFieldProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'hint' | 'placeholder' | 'maxLength'
> {
  /** The deployment's country: its example and its rule's hint. */
  country: Country;
}

/** A phone number field: type tel, the country's example as hint and placeholder. */
export function PhoneNumberField({
  country,
  autoComplete = 'tel-national',
  ...field
}: PhoneNumberFieldProps) {
  const { t } = useTranslation('account');
  const example = phoneExample(country);
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      maxLength={PHONE_MAX_LENGTH}
      placeholder={example}
      hint={t(`phone.hint.${country}`, { example: unbreakablePhone(example) })}
      {...field}
    />
  );
}

export interface PhoneCodeFieldProps extends Omit<
  TextFieldProps,
  'label' | 'hint' | 'inputMode' | 'autoComplete' | 'maxLength' | 'action'
> {
  secondsLeft: number;
}

/** The texted code, with the time it has left beside it. */
export function PhoneCodeField({ secondsLeft, ...field }: PhoneCodeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('phone.code')}
      hint={t('phone.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={PHONE_CODE_LENGTH}
      action={
        // A timer's changes are not announced second by second (role=timer is aria-live=off);
        // the expiry message is.
        <span role="timer" className={styles.timer}>
          <span className="visually-hidden">{t('phone.timeLeft')} </span>
          {formatCountdown(secondsLeft)}
        </span>
      }
      {...field}
    />
  );
}
