import { clsx } from 'clsx';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { STEP_TITLE_ID } from './OnboardingFrame';

export interface Choice<Value extends string | number> {
  value: Value;
  label: string;
  hint?: string;
  Icon: LucideIcon;
}

export interface ChoiceCardsProps<Value extends string | number> {
  choices: readonly Choice<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  /** Two columns from 640 px (short labels); one by default. */
  columns?: 1 | 2;
}

/**
 * A single choice drawn as cards: native radio buttons (arrow keys move, Space selects), labelled by the
 * step's question.
 */
export function ChoiceCards<Value extends string | number>({
  choices,
  value,
  onChange,
  columns = 1,
}: ChoiceCardsProps<Value>) {
  const name = useId();
  return (
    <fieldset aria-labelledby={STEP_TITLE_ID} className="min-w-0">
      <div className={clsx('grid gap-3', columns === 2 && 'sm:grid-cols-2')}>
        {choices.map(({ value: choice, label, hint, Icon }) => (
          <label
            key={choice}
            className={clsx(
              'group relative flex cursor-pointer items-center gap-4 rounded-2xl border border-line bg-surface p-4 transition-colors',
              'hover:border-brand/50 has-[:checked]:border-primary has-[:checked]:bg-fairway',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(choice)}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-fairway text-brand group-has-[:checked]:bg-primary group-has-[:checked]:text-on-primary"
            >
              <Icon className="size-5" />
            </span>
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="font-semibold">{label}</span>
              {hint && <span className="text-sm text-fg-muted text-pretty">{hint}</span>}
            </span>
            <CheckCircle2
              aria-hidden="true"
              className="ml-auto size-5 shrink-0 text-brand opacity-0 transition-opacity group-has-[:checked]:opacity-100"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
