/** What other features use of the auth feature. */
export { usePublicConfig } from './queries';
export { validateNewPassword } from './auth-rules';
export type { FieldErrors } from './auth-rules';
export { PasswordField, TextField } from './components/Field';
export { FormAlert } from './components/FormAlert';
export { rulesResolver } from './components/form-resolver';
export { NewPasswordFields } from './components/NewPasswordFields';
export { problemMessage } from './components/problem-message';
export { useFocusOnArrival } from './components/use-focus-on-arrival';
