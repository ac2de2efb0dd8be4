import Building2 from 'lucide-react/icons/building-complex';
import Flag from 'lucide-react/icons/flag';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { ChoiceCards, type Choice } from '../components/ChoiceCards';
import { FormMessage } from '../components/FormMessage';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { StepActions } from '../components/StepActions';
import { useOnboardingStep } from '../hooks/use-onboarding-step';
import type { Role } from '../model/draft';

/** `/welcome/role`: golfer, coach or club staff. */
export function RoleStep() {
  const { t } = useT();
  const { draft, complete } = useOnboardingStep('role');
  const [role, setRole] = useState<Role | null>(draft.data.role);
  const [isMissing, setIsMissing] = useState(false);
  const choices: Choice<Role>[] = [
    {
      value: 'golfer',
      label: t('onboarding:role.golfer'),
      hint: t('onboarding:role.golferHint'),
      Icon: Flag,
    },
    {
      value: 'coach',
      label: t('onboarding:role.coach'),
      hint: t('onboarding:role.coachHint'),
      Icon: GraduationCap,
    },
    {
      value: 'club_staff',
      label: t('onboarding:role.club_staff'),
      hint: t('onboarding:role.club_staffHint'),
      Icon: Building2,
    },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (role) complete({ role });
    else setIsMissing(true);
  };

  return (
    <OnboardingFrame
      step="role"
      completed={draft.completed}
      title={t('onboarding:role.title')}
      description={t('onboarding:role.description')}
    >
      <form onSubmit={submit} noValidate>
        <ChoiceCards choices={choices} value={role} onChange={setRole} />
        {isMissing && !role && (
          <div className="mt-4">
            <FormMessage tone="error" role="alert">
              {t('onboarding:chooseToContinue')}
            </FormMessage>
          </div>
        )}
        <StepActions />
      </form>
    </OnboardingFrame>
  );
}
