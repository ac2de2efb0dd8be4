import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';

export interface StepActionsProps {
  /** Shown on skippable steps. */
  onSkip?: () => void;
  /** The submit button's label; "Next" by default. */
  nextLabel?: string;
  nextDisabled?: boolean;
  /** Extra actions between Skip and Next (the handicap step's "No handicap"). */
  children?: ReactNode;
}

/**
 * The buttons at the foot of a step: Next submits the step's form; Skip, on the steps that allow it,
 * goes on with the default answer. Full width and stacked on a phone, in a row from 640 px.
 */
export function StepActions({ onSkip, nextLabel, nextDisabled = false, children }: StepActionsProps) {
  const { t } = useT();
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
      {onSkip && (
        <Button variant="ghost" size="lg" onClick={onSkip} className="sm:mr-auto">
          {t('onboarding:skip')}
        </Button>
      )}
      {children}
      <Button type="submit" size="lg" disabled={nextDisabled}>
        {nextLabel ?? t('onboarding:next')}
      </Button>
    </div>
  );
}
