import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/** A titled group of fields on a card. */
export function Section({
  title,
  children,
  className,
  action,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={clsx('flex flex-col gap-2', className)}>
      <div className="flex items-center justify-between gap-2 px-1">
        <h2 id={id} className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
          {title}
        </h2>
        {action}
      </div>
      <div className="overflow-hidden rounded-2xl border border-line bg-surface">{children}</div>
    </section>
  );
}

/** One row of a {@link Section}, with a hairline between rows. */
export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('border-line px-4 py-3 not-first:border-t', className)}>{children}</div>;
}

/**
 * An on/off setting: a native checkbox with the switch role (Space toggles it, screen readers say "switch,
 * on"), drawn as a switch. The whole row is its label.
 */
export function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const hintId = useId();
  const labelId = useId();
  return (
    <label
      className={clsx(
        'flex min-h-14 items-center gap-4 border-line px-4 py-3 not-first:border-t',
        disabled ? 'cursor-not-allowed' : 'cursor-pointer',
      )}
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        {hint && (
          <span id={hintId} className="text-sm text-fg-muted">
            {hint}
          </span>
        )}
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-surface-muted ring-1 ring-line transition-colors ring-inset',
          'peer-checked:bg-primary peer-checked:ring-primary peer-disabled:opacity-50',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          'after:absolute after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform',
          'peer-checked:after:translate-x-5 motion-reduce:after:transition-none',
        )}
      />
    </label>
  );
}

export interface SegmentOption<T extends string | number> {
  value: T;
  label: string;
}

/** A choice among a few options: native radio buttons (arrow keys move) drawn as a segmented control. */
export function Segmented<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  disabled,
  className,
}: {
  legend: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className={clsx('min-w-0', className)}>
      <legend className="sr-only">{legend}</legend>
      <div className="flex rounded-full bg-surface-muted p-1">
        {options.map((option) => (
          <label
            key={String(option.value)}
            className={clsx(
              'flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-full px-2 text-center text-sm font-semibold whitespace-nowrap text-fg-muted transition-colors',
              'has-[:checked]:bg-surface has-[:checked]:text-fg has-[:checked]:shadow-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              'has-[:disabled]:cursor-not-allowed',
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A field's label above it, with an optional hint and error under it. */
export function FieldRow({
  label,
  htmlFor,
  hint,
  hintId,
  error,
  errorId,
  children,
  aside,
}: {
  label: string;
  htmlFor: string;
  hint?: string;
  hintId?: string;
  error?: string | null;
  errorId?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5 border-line px-4 py-3 not-first:border-t">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={htmlFor} className="font-medium">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint && !error && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The look of text inputs and selects in the round screens. */
export const inputClasses = clsx(
  'h-12 w-full min-w-0 rounded-xl border border-line bg-bg px-3 text-base text-fg placeholder:text-fg-muted/70',
  'focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60',
  'aria-[invalid=true]:border-danger dark:[color-scheme:dark]',
);
