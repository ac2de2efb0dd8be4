import { useMutation } from '@tanstack/react-query';
import MailCheck from 'lucide-react/icons/mail-check';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useApi } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { signUp } from '../auth-api';
import { SIGN_UP_TOAST_MS, canSubmitSignUp, validateSignUp, type SignUpValues } from '../auth-rules';
import { AuthCard } from '../components/AuthCard';
import { TextLink } from '../components/AuthLinks';
import { TextField } from '../components/Field';
import { FormAlert } from '../components/FormAlert';
import { rulesResolver } from '../components/form-resolver';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { problemMessage } from '../components/problem-message';
import { usePublicConfig } from '../queries';

/** The form field a server error names (`body.email`), if it is one of this form's. */
function fieldOf(error: unknown): keyof SignUpValues | null {
  if (!(error instanceof ApiError)) return null;
  if (error.field === 'body.email') return 'email';
  if (error.field === 'body.password') return 'password';
  return null;
}

/**
 * /sign-up (platform.md §2.1, §5): email, password with the live checklist, confirmation; the submit
 * button waits until every rule passes. Then the check-your-email screen, with a 3-second success toast.
 */
export function SignUp() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo === null ? <SignUpForm onSent={setSentTo} /> : <CheckEmail email={sentTo} />;
}

function SignUpForm({ onSent }: { onSent: (email: string) => void }) {
  const { t, i18n } = useT();
  const api = useApi();
  const form = useForm<SignUpValues>({
    resolver: rulesResolver(validateSignUp),
    defaultValues: { email: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as SignUpValues;
  const canSubmit = canSubmitSignUp(values);

  const submit = useMutation({
    mutationFn: (input: SignUpValues) =>
      signUp(api, { email: input.email, password: input.password, locale: i18n.language }),
    onSuccess: (_answer, input) => onSent(input.email.trim()),
    onError: (error) => {
      // A refusal about one field is shown at that field, which takes focus.
      const field = fieldOf(error);
      if (field)
        form.setError(field, { type: 'server', message: t(errorMessageKey(error)) }, { shouldFocus: true });
    },
  });

  return (
    <AuthCard
      title={t('auth:signUp.title')}
      subtitle={t('auth:signUp.subtitle')}
      footer={
        <>
          {t('auth:signUp.haveAccount')} <TextLink to="/sign-in">{t('auth:signUp.signInLink')}</TextLink>
        </>
      }
    >
      {submit.isError && fieldOf(submit.error) === null && (
        <FormAlert key={submit.submittedAt} tone="error" focusOnShow>
          {t(errorMessageKey(submit.error))}
        </FormAlert>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit((input) => submit.mutate(input))}
        className="flex flex-col gap-4"
      >
        <TextField
          label={t('auth:email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={problemMessage(t, errors.email, 'auth:forgot.emailRequired')}
          {...form.register('email')}
        />
        <NewPasswordFields form={form} label={t('auth:password')} confirmLabel={t('auth:confirmPassword')} />
        <Button type="submit" size="lg" disabled={!canSubmit || submit.isPending} className="mt-2 w-full">
          {submit.isPending && <Spinner />}
          {submit.isPending ? t('auth:signUp.submitting') : t('auth:signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

/** "Check your email": the verification link is on its way. */
function CheckEmail({ email }: { email: string }) {
  const { t } = useT();
  const devMailbox = usePublicConfig().data?.devMailbox ?? null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    toast.success(t('auth:checkEmail.toast'), { id: 'sign-up-sent', duration: SIGN_UP_TOAST_MS });
  }, [t]);
  return (
    <AuthCard
      headingRef={headingRef}
      title={t('auth:checkEmail.title')}
      badge={
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-fairway text-brand">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
      }
      subtitle={t('auth:checkEmail.body', { email })}
    >
      <p className="text-sm text-fg-muted">{t('auth:checkEmail.noMail')}</p>
      {devMailbox && (
        <FormAlert tone="info">
          <a className="font-semibold text-brand underline underline-offset-4" href={devMailbox}>
            {t('auth:devMailbox')}
          </a>
        </FormAlert>
      )}
      <Button asChild size="lg" className="w-full">
        <Link to="/sign-in">{t('auth:checkEmail.goToSignIn')}</Link>
      </Button>
    </AuthCard>
  );
}
