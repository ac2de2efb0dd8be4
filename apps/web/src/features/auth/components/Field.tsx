import { clsx } from 'clsx';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** The translated problem with the value; marks the input invalid and is read with it. */
  error?: string;
  /** Help read with the input (e.g. the password checklist's id is passed through `describedBy`). */
  hint?: ReactNode;
  /** Ids of other elements describing the input. */
  describedBy?: string;
  /** Something drawn inside the input's right end (the show-password button). */
  trailing?: ReactNode;
}

export const inputClasses = clsx(
  'h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-fg shadow-xs transition-colors',
  'placeholder:text-fg-muted hover:border-fg-muted/60 focus-visible:border-ring',
  'aria-[invalid=true]:border-danger disabled:opacity-60',
);

/** A labelled input with its help and its error, wired for assistive technology (describedby, invalid). */
export function TextField({
  label,
  error,
  hint,
  describedBy,
  trailing,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describers = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean);
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describers.length > 0 ? describers.join(' ') : undefined}
          className={clsx(inputClasses, trailing ? 'pr-12' : undefined)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <div id={hintId} className="text-sm text-fg-muted">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle (a real button, pressed while the password is visible). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useT();
  const [isVisible, setVisible] = useState(false);
  const label = isVisible ? t('auth:hidePassword') : t('auth:showPassword');
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-pressed={isVisible}
          aria-label={t('auth:showPassword')}
          title={label}
          onClick={() => setVisible((visible) => !visible)}
          className="inline-flex size-10 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
        >
          {isVisible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
