// Small words of the library screens: a category's name in the operator's language, an audio
// item's length, a font family inside a style.
import type { ConsoleCategory } from '../../../../contract/operator-library';
import type { Language } from '../../../lib/constants';

/** A category (or an item's copy of one) in the language the console is shown in. */
export function nameIn(category: Pick<ConsoleCategory, 'nameKo' | 'nameEn'>, language: Language): string {
  return language === 'ko' ? category.nameKo : category.nameEn;
}

/** 95 → "1:35" (whole seconds, as the server stores them). */
export function formatLength(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A family name inside the quotes of `font-family: '<name>'`. */
export function quotedFamily(family: string): string {
  return `'${family.replace(/['\\\n\r]/g, '')}'`;
}

/** The audio categories as the selects show them: each category 1 with its category 2 list. */
export function categoryTree(categories: readonly ConsoleCategory[]) {
  return categories
    .filter((category) => category.depth === 1)
    .map((parent) => ({
      parent,
      children: categories.filter((category) => category.parentUuid === parent.uuid),
    }));
}
