import { useId } from 'react';
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useT } from '../../../i18n/use-t';
import type { NewPasswordValues } from '../auth-rules';
import { PasswordField } from './Field';
import { PasswordChecklist } from './PasswordChecklist';
import { problemMessage } from './problem-message';

export interface NewPasswordFieldsProps<Values extends NewPasswordValues> {
  form: UseFormReturn<Values>;
  /** "Password" on sign-up, "New password" on a reset or a change. */
  label: string;
  confirmLabel: string;
}

/**
 * The one new-password block (platform.md §5): the password with its live checklist, then its confirmation,
 * which is judged again whenever the password changes once the golfer has touched it. Sign-up, the reset and
 * the change of password all use it.
 */
export function NewPasswordFields<Values extends NewPasswordValues>({
  form,
  label,
  confirmLabel,
}: NewPasswordFieldsProps<Values>) {
  const { t } = useT();
  const checklistId = useId();
  // The two fields every form of this block has (its values extend NewPasswordValues).
  const password = 'password' as Path<Values>;
  const confirmPassword = 'confirmPassword' as Path<Values>;
  const typed = useWatch({ control: form.control, name: password });
  const errorOf = (name: Path<Values>) => form.getFieldState(name, form.formState).error;
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        describedBy={checklistId}
        error={problemMessage(t, errorOf(password), 'auth:passwordRequired')}
        {...form.register(password, {
          // A changed password re-judges a confirmation the user already typed.
          onChange: () => {
            if (form.getFieldState(confirmPassword).isTouched) void form.trigger(confirmPassword);
          },
        })}
      />
      <PasswordChecklist id={checklistId} password={typeof typed === 'string' ? typed : ''} />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={problemMessage(t, errorOf(confirmPassword), 'auth:passwordRequired')}
        {...form.register(confirmPassword)}
      />
    </>
  );
}
