import { clsx } from 'clsx';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useId } from 'react';
import type { ReactNode, Ref } from 'react';

export interface StepperProps {
  /** The visible name of the value ("Score", "Putts"). */
  label: string;
  value: number;
  /** What screen readers hear as the value ("5, bogey"); the number when absent. */
  valueText?: string;
  /** Shown under the value (the score's name). */
  hint?: ReactNode;
  decreaseLabel: string;
  increaseLabel: string;
  /** The plus button, for a view that puts the focus on it. */
  increaseRef?: Ref<HTMLButtonElement>;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  size?: 'lg' | 'md' | 'sm';
  /** Classes of the value (the score's colours). */
  valueClassName?: string;
}

const BUTTON = {
  lg: 'size-16 [&_svg]:size-8',
  md: 'size-14 [&_svg]:size-6',
  sm: 'size-11 [&_svg]:size-5',
} as const;
const VALUE = { lg: 'text-5xl min-w-20', md: 'text-3xl min-w-14', sm: 'text-2xl min-w-8' } as const;

/**
 * A number with a minus and a plus button: a labelled group whose buttons say what they do, and whose value is
 * announced politely when it changes (the buttons keep the focus).
 */
export function Stepper({
  label,
  value,
  valueText,
  hint,
  decreaseLabel,
  increaseLabel,
  increaseRef,
  canDecrease,
  canIncrease,
  onDecrease,
  onIncrease,
  size = 'md',
  valueClassName,
}: StepperProps) {
  const labelId = useId();
  const button = clsx(
    'inline-flex shrink-0 items-center justify-center rounded-full border-2 border-line bg-surface text-fg shadow-sm transition-colors',
    'active:scale-95 hover:bg-surface-muted disabled:pointer-events-none disabled:opacity-35',
    BUTTON[size],
  );
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center justify-between gap-3">
      <span id={labelId} className={clsx('font-semibold', size === 'sm' ? 'text-sm' : 'text-base')}>
        {label}
      </span>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={button}
          aria-label={decreaseLabel}
          disabled={!canDecrease}
          onClick={onDecrease}
        >
          <Minus aria-hidden="true" strokeWidth={2.5} />
        </button>
        <div className="flex flex-col items-center">
          <output
            aria-live="polite"
            aria-atomic="true"
            aria-label={`${label}: ${valueText ?? value}`}
            className={clsx(
              'rounded-2xl px-2 text-center font-extrabold tabular-nums leading-tight',
              VALUE[size],
              valueClassName,
            )}
          >
            {value}
          </output>
          {hint && <span className="mt-0.5 text-xs font-semibold text-fg-muted">{hint}</span>}
        </div>
        <button
          ref={increaseRef}
          type="button"
          className={button}
          aria-label={increaseLabel}
          disabled={!canIncrease}
          onClick={onIncrease}
        >
          <Plus aria-hidden="true" strokeWidth={2.5} />
        </button>
      </div>
    </div>
  );
}
