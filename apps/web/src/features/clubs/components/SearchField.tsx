import { clsx } from 'clsx';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useId, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter pressed (the explore page opens the search with the text). */
  onSubmit?: (value: string) => void;
  className?: string;
  autoFocus?: boolean;
}

/** The club search box: a labelled search field with a clear button. */
export function SearchField({ value, onChange, onSubmit, className, autoFocus }: SearchFieldProps) {
  const { t } = useT();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.(value);
  };
  return (
    <form role="search" onSubmit={submit} className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('clubs:search.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-fg-muted"
      />
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('clubs:search.placeholder')}
        className={clsx(
          'h-12 w-full rounded-full border border-line bg-surface pr-12 pl-12 text-base shadow-sm',
          'placeholder:text-fg-muted focus-visible:border-ring [&::-webkit-search-cancel-button]:hidden',
        )}
      />
      {value !== '' && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('clubs:search.clear')}
          title={t('clubs:search.clear')}
          className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
