import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useApi, useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { signIn } from '../auth-api';
import { SIGN_IN_PAUSE_MS, signInArrival, validateSignIn, type SignInValues } from '../auth-rules';
import { AuthCard } from '../components/AuthCard';
import { OrDivider, TextLink } from '../components/AuthLinks';
import { PasswordField, TextField } from '../components/Field';
import { FormAlert } from '../components/FormAlert';
import { rulesResolver } from '../components/form-resolver';
import { problemMessage } from '../components/problem-message';
import { SocialButtons } from '../components/SocialButtons';
import { usePublicConfig } from '../queries';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /sign-in (platform.md §2.1): email or username and password, the forgot-password link, Google and Apple
 * when the server has them, and the way to sign up. It also greets the verification link's redirect.
 */
export function SignIn() {
  const { t } = useT();
  const api = useApi();
  const { setToken } = useSession();
  const { search } = useLocation();
  const arrival = signInArrival(search);
  const providers = usePublicConfig().data?.socialProviders ?? [];

  const form = useForm<SignInValues>({
    resolver: rulesResolver(validateSignIn),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = useMutation({
    mutationFn: async (values: SignInValues) => {
      const token = await signIn(api, values);
      await pause(SIGN_IN_PAUSE_MS);
      return token;
    },
    // The session takes over: the guard shows the loader, then leads to the dashboard or onboarding.
    onSuccess: (token) => setToken(token),
  });
  const isBusy = submit.isPending || submit.isSuccess;

  return (
    <AuthCard
      title={t('auth:signIn.title')}
      subtitle={t('auth:signIn.subtitle')}
      footer={
        <>
          {t('auth:signIn.noAccount')} <TextLink to="/sign-up">{t('auth:signIn.signUpLink')}</TextLink>
        </>
      }
    >
      {arrival === 'verified' && <FormAlert tone="success">{t('auth:signIn.verified')}</FormAlert>}
      {arrival === 'invalid-link' && <FormAlert tone="error">{t('errors:invalid_token')}</FormAlert>}
      {arrival === 'social-failed' && <FormAlert tone="error">{t('auth:social.failed')}</FormAlert>}
      {submit.isError && (
        // Keyed by the attempt: the same refusal twice is announced (and focused) twice.
        <FormAlert key={submit.submittedAt} tone="error" focusOnShow>
          {t(errorMessageKey(submit.error))}
        </FormAlert>
      )}

      <form
        noValidate
        onSubmit={form.handleSubmit((values) => submit.mutate(values))}
        className="flex flex-col gap-4"
      >
        <TextField
          label={t('auth:signIn.identifier')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={problemMessage(t, errors.identifier, 'auth:signIn.identifierRequired')}
          {...form.register('identifier')}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('auth:password')}
            autoComplete="current-password"
            error={problemMessage(t, errors.password, 'auth:signIn.passwordRequired')}
            {...form.register('password')}
          />
          <TextLink to="/forgot-password" className="self-end text-sm">
            {t('auth:signIn.forgotPassword')}
          </TextLink>
        </div>
        <Button type="submit" size="lg" disabled={isBusy} className="mt-2 w-full">
          {isBusy && <Spinner />}
          {isBusy ? t('auth:signIn.submitting') : t('auth:signIn.submit')}
        </Button>
      </form>

      {providers.length > 0 && (
        <>
          <OrDivider>{t('auth:or')}</OrDivider>
          <SocialButtons providers={providers} />
        </>
      )}
    </AuthCard>
  );
}
