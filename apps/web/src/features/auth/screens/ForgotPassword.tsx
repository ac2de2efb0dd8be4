import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useApi } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { requestPasswordReset } from '../auth-api';
import {
  FORGOT_PASSWORD_REDIRECT_MS,
  validateForgotPassword,
  type ForgotPasswordValues,
} from '../auth-rules';
import { AuthCard } from '../components/AuthCard';
import { TextLink } from '../components/AuthLinks';
import { TextField } from '../components/Field';
import { FormAlert } from '../components/FormAlert';
import { rulesResolver } from '../components/form-resolver';
import { problemMessage } from '../components/problem-message';

/** §8: the error's own message, or "Failed to send password reset email". */
function failureKey(error: unknown) {
  const key = errorMessageKey(error);
  return key === 'errors:unknown_error' ? 'auth:forgot.failed' : key;
}

/**
 * /forgot-password (platform.md §2.1, §4, §5): an email and the send button. Success says so and returns
 * to sign-in after 5 s.
 */
export function ForgotPassword() {
  const { t } = useT();
  const api = useApi();
  const navigate = useNavigate();
  const form = useForm<ForgotPasswordValues>({
    resolver: rulesResolver(validateForgotPassword),
    defaultValues: { email: '' },
  });
  const submit = useMutation({
    mutationFn: ({ email }: ForgotPasswordValues) => requestPasswordReset(api, email),
  });

  useEffect(() => {
    if (!submit.isSuccess) return;
    const timer = setTimeout(() => void navigate('/sign-in'), FORGOT_PASSWORD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [submit.isSuccess, navigate]);

  return (
    <AuthCard
      title={t('auth:forgot.title')}
      subtitle={t('auth:forgot.subtitle')}
      footer={<TextLink to="/sign-in">{t('auth:backToSignIn')}</TextLink>}
    >
      {submit.isSuccess ? (
        <FormAlert tone="success" focusOnShow>
          <p className="font-semibold">{t('auth:forgot.success')}</p>
          <p className="mt-1 text-fg-muted">{t('auth:forgot.redirecting')}</p>
        </FormAlert>
      ) : (
        <>
          {submit.isError && (
            <FormAlert key={submit.submittedAt} tone="error" focusOnShow>
              {t(failureKey(submit.error))}
            </FormAlert>
          )}
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => submit.mutate(values))}
            className="flex flex-col gap-4"
          >
            <TextField
              label={t('auth:email')}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              error={problemMessage(t, form.formState.errors.email, 'auth:forgot.emailRequired')}
              {...form.register('email')}
            />
            <Button type="submit" size="lg" disabled={submit.isPending} className="mt-2 w-full">
              {submit.isPending && <Spinner />}
              {submit.isPending ? t('auth:forgot.submitting') : t('auth:forgot.submit')}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
