import { clsx } from 'clsx';
import Check from 'lucide-react/icons/check';
import Search from 'lucide-react/icons/search';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { countryOptions, filterCountries } from '../model/countries';

export interface CountryPickerProps {
  value: string;
  onChange: (code: string) => void;
}

/**
 * A searchable country list: a search field narrowing native radio buttons, names in the interface
 * language (Intl.DisplayNames). The chosen country stays at the top while nothing is searched. Codes, not
 * flag emojis, mark each line: Windows has no flag glyphs.
 */
export function CountryPicker({ value, onChange }: CountryPickerProps) {
  const { t, i18n } = useT();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo(() => countryOptions(language), [language]);
  const [query, setQuery] = useState('');
  const name = useId();
  const selected = options.find((option) => option.code === value);
  const shown = useMemo(() => {
    if (query.trim() !== '') return filterCountries(options, query);
    return selected ? [selected, ...options.filter((option) => option !== selected)] : options;
  }, [options, query, selected]);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-semibold">{t('onboarding:details.country')}</legend>
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t('onboarding:details.countrySelected', { country: selected?.name ?? value })}
      </p>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-fg-muted"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={t('onboarding:details.countrySearch')}
          placeholder={t('onboarding:details.countrySearch')}
          autoComplete="off"
          className="h-12 w-full rounded-xl border border-line bg-surface pr-3 pl-10 text-base placeholder:text-fg-muted/80"
        />
      </div>
      <div className="relative max-h-60 overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface p-1">
        {shown.length === 0 ? (
          <p className="px-3 py-4 text-sm text-fg-muted">{t('onboarding:details.countryNone', { query })}</p>
        ) : (
          shown.map((option) => (
            <label
              key={option.code}
              className={clsx(
                'relative flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm hover:bg-surface-muted',
                'has-[:checked]:bg-fairway has-[:checked]:font-semibold',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.code}
                checked={option.code === value}
                onChange={() => onChange(option.code)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="w-8 shrink-0 rounded-md bg-surface-muted py-0.5 text-center text-xs font-semibold text-fg-muted"
              >
                {option.code}
              </span>
              <span className="flex-1">{option.name}</span>
              {option.code === value && <Check aria-hidden="true" className="size-4 text-brand" />}
            </label>
          ))
        )}
      </div>
    </fieldset>
  );
}
