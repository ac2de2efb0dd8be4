import { clsx } from 'clsx';

export interface SpinnerProps {
  /** When given, the spinner is announced (`role="status"`); otherwise it is decorative. */
  label?: string;
  className?: string;
}

/** A small spinning ring for buttons and inline waits. Slows to a pulse when motion is reduced. */
export function Spinner({ label, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block size-5 rounded-full border-2 border-current border-r-transparent',
        'motion-safe:animate-spin motion-reduce:animate-pulse',
        className,
      )}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
