import { clsx } from 'clsx';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Globe from 'lucide-react/icons/globe';
import { useId } from 'react';
import { changeLanguage } from '../../../i18n';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../../i18n/languages';
import { useT } from '../../../i18n/use-t';

/**
 * A labelled native `<select>` of the 12 languages, each in its own name: keyboard and screen-reader
 * friendly on every platform. The choice is stored under `locale`.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useT();
  const id = useId();
  return (
    <div className={clsx('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('common:language')}
      </label>
      <Globe aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-fg-muted" />
      <select
        id={id}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => void changeLanguage(i18n, event.target.value, true)}
        className="h-9 cursor-pointer appearance-none rounded-full border border-line bg-surface pr-8 pl-9 text-sm font-medium text-fg hover:bg-surface-muted"
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 size-4 text-fg-muted" />
    </div>
  );
}
