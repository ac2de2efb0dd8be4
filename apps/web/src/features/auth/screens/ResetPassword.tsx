import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { useApi, useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { resetPassword } from '../auth-api';
import { resetTokenOf, validateNewPassword, type NewPasswordValues } from '../auth-rules';
import { AuthCard } from '../components/AuthCard';
import { TextLink } from '../components/AuthLinks';
import { FormAlert } from '../components/FormAlert';
import { rulesResolver } from '../components/form-resolver';
import { NewPasswordFields } from '../components/NewPasswordFields';

/**
 * /reset-password: where the mailed reset link lands (`?token=…`, or `?error=INVALID_TOKEN` for a used or
 * expired link). A new password with the checklist and its confirmation; the server then ends every
 * session of the account, this device's too.
 */
export function ResetPassword() {
  const { t } = useT();
  const { search } = useLocation();
  const token = resetTokenOf(search);
  return (
    <AuthCard
      title={t('auth:reset.title')}
      footer={<TextLink to="/sign-in">{t('auth:backToSignIn')}</TextLink>}
    >
      {token === null ? <InvalidLink /> : <ResetForm token={token} />}
    </AuthCard>
  );
}

function InvalidLink() {
  const { t } = useT();
  return (
    <>
      <FormAlert tone="error">{t('errors:invalid_token')}</FormAlert>
      <Button asChild size="lg" className="w-full">
        <Link to="/forgot-password">{t('auth:reset.requestNewLink')}</Link>
      </Button>
    </>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useT();
  const api = useApi();
  const { status, signOut } = useSession();
  const form = useForm<NewPasswordValues>({
    resolver: rulesResolver(validateNewPassword),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const submit = useMutation({
    mutationFn: (values: NewPasswordValues) => resetPassword(api, token, values.password),
    // The server ended every session of the account: this device follows.
    onSuccess: () => (status === 'signed-out' ? undefined : signOut()),
  });

  if (submit.isSuccess) {
    return (
      <>
        <FormAlert tone="success" focusOnShow>
          {t('auth:reset.success')}
        </FormAlert>
        <Button asChild size="lg" className="w-full">
          <Link to="/sign-in">{t('auth:signIn.submit')}</Link>
        </Button>
      </>
    );
  }

  const isLinkRefused = submit.error instanceof ApiError && submit.error.code === 'invalid_token';
  return (
    <>
      {submit.isError && (
        <FormAlert key={submit.submittedAt} tone="error" focusOnShow>
          {t(errorMessageKey(submit.error))}
          {isLinkRefused && (
            <>
              {' '}
              <TextLink to="/forgot-password">{t('auth:reset.requestNewLink')}</TextLink>
            </>
          )}
        </FormAlert>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => submit.mutate(values))}
        className="flex flex-col gap-4"
      >
        <NewPasswordFields
          form={form}
          label={t('auth:newPassword')}
          confirmLabel={t('auth:confirmNewPassword')}
        />
        <Button type="submit" size="lg" disabled={submit.isPending} className="mt-2 w-full">
          {submit.isPending && <Spinner />}
          {submit.isPending ? t('auth:reset.submitting') : t('auth:reset.submit')}
        </Button>
      </form>
    </>
  );
}
