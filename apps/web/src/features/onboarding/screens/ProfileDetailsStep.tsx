import { CreateProfileBody } from '@fairway/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/use-t';
import { CountryPicker } from '../components/CountryPicker';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { StepActions } from '../components/StepActions';
import { TextField } from '../components/TextField';
import { useOnboardingStep } from '../hooks/use-onboarding-step';
import { errorKeyOf } from '../model/messages';

// The server's own rules for these fields (required, 50 characters, a country code): one source.
const ProfileDetails = CreateProfileBody.pick({ firstName: true, lastName: true, countryCode: true });

/** `/welcome/profile-details`: first and last name, and country (France by default). */
export function ProfileDetailsStep() {
  const { t } = useT();
  const { draft, complete, save } = useOnboardingStep('profile-details');
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ProfileDetails),
    defaultValues: {
      firstName: draft.data.firstName,
      lastName: draft.data.lastName,
      countryCode: draft.data.countryCode,
    },
    mode: 'onTouched',
  });
  const { errors } = formState;

  // What is typed survives a reload before Next is pressed.
  const [firstName, lastName, countryCode] = useWatch({
    control,
    name: ['firstName', 'lastName', 'countryCode'],
  });
  useEffect(() => {
    save({ firstName, lastName, ...(countryCode ? { countryCode } : {}) });
  }, [firstName, lastName, countryCode, save]);

  return (
    <OnboardingFrame
      step="profile-details"
      completed={draft.completed}
      title={t('onboarding:details.title')}
      description={t('onboarding:details.description')}
    >
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) =>
            complete({
              firstName: values.firstName,
              lastName: values.lastName,
              countryCode: values.countryCode,
            }),
          )(event)
        }
        className="flex flex-col gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('onboarding:details.firstName')}
            autoComplete="given-name"
            error={errors.firstName ? t(errorKeyOf(errors.firstName.message)) : undefined}
            {...register('firstName')}
          />
          <TextField
            label={t('onboarding:details.lastName')}
            autoComplete="family-name"
            error={errors.lastName ? t(errorKeyOf(errors.lastName.message)) : undefined}
            {...register('lastName')}
          />
        </div>
        <Controller
          control={control}
          name="countryCode"
          render={({ field }) => <CountryPicker value={field.value ?? 'FR'} onChange={field.onChange} />}
        />
        <StepActions />
      </form>
    </OnboardingFrame>
  );
}
