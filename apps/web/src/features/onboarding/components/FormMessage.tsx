import { clsx } from 'clsx';
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Loader2 from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';

export type MessageTone = 'error' | 'success' | 'info';

const ICONS = { error: AlertCircle, success: CheckCircle2, info: Loader2 } as const;

/** A line of feedback under a field or a step: an icon and its text, coloured by tone. */
export function FormMessage({
  tone,
  id,
  role,
  children,
}: {
  tone: MessageTone;
  id?: string;
  /** `alert` for an error the user just caused; otherwise the container's live region speaks. */
  role?: 'alert';
  children: ReactNode;
}) {
  const Icon = ICONS[tone];
  return (
    <p
      id={id}
      role={role}
      className={clsx(
        'flex items-start gap-2 text-sm font-medium',
        tone === 'error' && 'text-danger',
        tone === 'success' && 'text-brand',
        tone === 'info' && 'text-fg-muted',
      )}
    >
      <Icon
        aria-hidden="true"
        className={clsx('mt-px size-4 shrink-0', tone === 'info' && 'motion-safe:animate-spin')}
      />
      <span>{children}</span>
    </p>
  );
}
