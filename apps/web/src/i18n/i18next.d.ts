import type { Resources } from './resources';

// Types every `t('ns:key')` against the English resources: a typo or a removed key fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
