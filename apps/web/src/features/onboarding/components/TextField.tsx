import { clsx } from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { FormMessage } from './FormMessage';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The translated error to show under the field; marks it invalid. */
  error?: string;
}

/** A labelled text input with its error, wired for assistive technology (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, className, ...props },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'h-12 w-full rounded-xl border bg-surface px-3.5 text-base',
          error ? 'border-danger' : 'border-line',
        )}
        {...props}
      />
      {error && (
        <FormMessage tone="error" id={errorId}>
          {error}
        </FormMessage>
      )}
    </div>
  );
});
