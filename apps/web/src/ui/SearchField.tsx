import { clsx } from 'clsx';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useId, useRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { useT } from '../i18n/use-t';

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'className' | 'aria-label'
> {
  /** The field's accessible name, also its placeholder unless one is given. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes of the wrapper (its margins and width). */
  className?: string;
}

/**
 * The app's search field: a `type="search"` input named by its label (said by screen readers, shown as the
 * placeholder), a search icon, and a clear button once something is typed that empties it and keeps the focus in
 * the field. Every search box of the app is this one.
 */
export function SearchField({
  label,
  value,
  onChange,
  className,
  id,
  placeholder,
  ...props
}: SearchFieldProps) {
  const { t } = useT();
  const ownId = useId();
  const inputId = id ?? ownId;
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted"
      />
      <input
        ref={input}
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder ?? label}
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 w-full min-w-0 rounded-xl border border-line bg-bg pr-11 pl-10 text-base text-fg placeholder:text-fg-muted/70 focus-visible:border-ring dark:[color-scheme:dark] [&::-webkit-search-cancel-button]:appearance-none"
        {...props}
      />
      {value !== '' && (
        <button
          type="button"
          aria-label={t('common:clearSearch')}
          title={t('common:clearSearch')}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
