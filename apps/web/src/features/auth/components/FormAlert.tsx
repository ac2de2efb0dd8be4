import { clsx } from 'clsx';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import { useEffect, useRef, type ReactNode } from 'react';

export type FormAlertTone = 'error' | 'success' | 'info';

export interface FormAlertProps {
  tone: FormAlertTone;
  children: ReactNode;
  /** Move focus to the message when it appears (after a failed submit): keyboard and screen-reader users land on it. */
  focusOnShow?: boolean;
  className?: string;
}

const TONES: Record<FormAlertTone, string> = {
  error: 'border-danger/40 bg-danger/10 text-fg',
  success: 'border-brand/40 bg-fairway text-fg',
  info: 'border-line bg-surface-muted text-fg',
};

const ICONS = { error: CircleAlert, success: CircleCheck, info: Info } as const;

/**
 * A message about the whole form (a refused sign-in, a sent link). Errors are alerts, the others polite
 * status messages, so each is announced once when it appears.
 */
export function FormAlert({ tone, children, focusOnShow = false, className }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow, children]);
  const Icon = ICONS[tone];
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={focusOnShow ? -1 : undefined}
      className={clsx(
        'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm focus:outline-none focus-visible:outline-2',
        TONES[tone],
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={clsx('mt-0.5 size-5 shrink-0', tone === 'error' ? 'text-danger' : 'text-brand')}
      />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
