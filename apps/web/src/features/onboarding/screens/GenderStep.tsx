import EyeOff from 'lucide-react/icons/eye-off';
import Mars from 'lucide-react/icons/mars';
import Venus from 'lucide-react/icons/venus';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { ChoiceCards, type Choice } from '../components/ChoiceCards';
import { FormMessage } from '../components/FormMessage';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { StepActions } from '../components/StepActions';
import { useOnboardingStep } from '../hooks/use-onboarding-step';
import { GENDERS, type GenderId } from '../model/draft';

/** `/welcome/gender`: man, woman or prefer not to say; an answer is needed before Next (platform.md §5). */
export function GenderStep() {
  const { t } = useT();
  const { draft, complete } = useOnboardingStep('gender');
  const [gender, setGender] = useState<GenderId | null>(draft.data.gender);
  const [isMissing, setIsMissing] = useState(false);
  const choices: Choice<GenderId>[] = [
    { value: GENDERS.man, label: t('onboarding:gender.man'), Icon: Mars },
    { value: GENDERS.woman, label: t('onboarding:gender.woman'), Icon: Venus },
    { value: GENDERS.preferNotToSay, label: t('onboarding:gender.preferNotToSay'), Icon: EyeOff },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gender !== null) complete({ gender });
    else setIsMissing(true);
  };

  return (
    <OnboardingFrame
      step="gender"
      completed={draft.completed}
      title={t('onboarding:gender.title')}
      description={t('onboarding:gender.description')}
    >
      <form onSubmit={submit} noValidate>
        <ChoiceCards choices={choices} value={gender} onChange={setGender} />
        {isMissing && gender === null && (
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
