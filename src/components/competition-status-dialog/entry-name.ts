import type { TFunction } from 'i18next';
import type { LetterTemplate } from '../../../contract/topics';

/**
 * The name a ranking shows for an entry: its own, or, when its creator has left the portal
 * (`anonymous`, an empty name from the server), the neutral label of the reader's language.
 */
export function entryName(template: LetterTemplate, t: TFunction<'competition'>): string {
  return template.anonymous ? t('table.anonymousEntry') : template.name;
}
