import { useTranslation } from 'react-i18next';
import { NAMESPACES } from './resources';

/**
 * The app's translation hook. Key convention, relied on by i18n.test.ts:
 *
 * - Always write the full key with its namespace, as one string literal: `t('nav:home')`,
 *   `<Trans i18nKey="landing:hero.title" />`, or a literal in a typed map (`labelKey: 'nav:home'`).
 *   Every such literal in `src/` must exist in English, and `tsc` checks it too.
 * - A key built at run time (a template literal) is allowed only on a line marked `i18n-dynamic`, with a
 *   test that covers every value it can take (see `errorMessageKey` and the ERROR_CODES test).
 */
export function useT() {
  return useTranslation(NAMESPACES);
}
