// The zone of the deployment's business days, for the screens that show an entry's expected dates.
// Apart from the deployment store, which the home route loads: checking the zone is needed only
// here.
import { COUNTRY_SETTINGS } from '../../contract/currency-rules';
import { useDeployment } from './deployment-store';

/** An IANA zone this browser knows ("Asia/Seoul"). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone (IANA) in which the entries' expected dates are calendar dates: the server's, or its
 * country's when the host does not send one or sends one this browser does not know.
 */
export function useBusinessTimeZone(): string {
  const { timeZone, country } = useDeployment();
  return isTimeZone(timeZone) ? timeZone : COUNTRY_SETTINGS[country].timeZone;
}
