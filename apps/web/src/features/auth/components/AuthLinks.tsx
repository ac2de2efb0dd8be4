import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { clsx } from 'clsx';

/** An inline text link of the auth screens: underlined on hover and focus, in the brand colour. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={clsx(
        'rounded font-semibold text-brand underline-offset-4 hover:underline focus-visible:underline',
        className,
      )}
      {...props}
    />
  );
}

/** "or", between the password form and the social buttons. */
export function OrDivider({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-fg-muted uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
      {children}
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
    </div>
  );
}
