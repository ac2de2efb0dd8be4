import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import {
  validateNewPassword,
  type FieldErrors as RuleErrors,
  PasswordField,
  FormAlert,
  rulesResolver,
  NewPasswordFields,
  problemMessage,
} from '../../auth';
import { useChangePassword } from '../queries';

interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
  signOutOthers: boolean;
}

/** The current password must be given; the new one follows the sign-up rules (platform.md §5). */
function validate(
  values: ChangePasswordValues,
): RuleErrors<'currentPassword' | 'password' | 'confirmPassword'> {
  return {
    ...(values.currentPassword === '' ? { currentPassword: 'required' as const } : {}),
    ...validateNewPassword(values),
  };
}

/** Which field a refusal of the server is about. */
function fieldOf(error: unknown): 'currentPassword' | 'password' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'invalid_credentials') return 'currentPassword';
  if (error.field === 'body.newPassword') return 'password';
  return null;
}

/** Change password, with "sign out of other devices". */
export function ChangePasswordForm() {
  const { t } = useT();
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: rulesResolver(validate),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '', signOutOthers: true },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    change.mutate(
      {
        currentPassword: values.currentPassword,
        newPassword: values.password,
        revokeOtherSessions: values.signOutOthers,
      },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t('settings:account.password.changed'));
        },
        onError: (error) => {
          const field = fieldOf(error);
          const message =
            field === 'currentPassword'
              ? t('settings:account.password.wrongCurrent')
              : t(errorMessageKey(error));
          if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {change.isError && fieldOf(change.error) === null && (
        <FormAlert key={change.submittedAt} tone="error" focusOnShow>
          {t(errorMessageKey(change.error))}
        </FormAlert>
      )}
      <PasswordField
        label={t('settings:account.password.current')}
        autoComplete="current-password"
        error={problemMessage(t, errors.currentPassword, 'auth:signIn.passwordRequired')}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        form={form}
        label={t('auth:newPassword')}
        confirmLabel={t('auth:confirmNewPassword')}
      />
      <label className="flex cursor-pointer items-start gap-3 rounded-xl py-1 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--primary)]"
          {...form.register('signOutOthers')}
        />
        <span>
          <span className="font-medium">{t('settings:account.password.signOutOthers')}</span>
          <span className="block text-fg-muted">{t('settings:account.password.signOutOthersHint')}</span>
        </span>
      </label>
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending && <Spinner className="size-4" />}
        {change.isPending ? t('settings:account.password.submitting') : t('settings:account.password.submit')}
      </Button>
    </form>
  );
}
