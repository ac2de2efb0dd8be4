/** What other features use of the onboarding feature. */
export { rememberClaim, welcomeHref } from './model/claim';
export { KEYPAD_LAYOUT, isKeyEnabled, isPlus, pressKey, typeText } from './model/handicap-keypad';
export type { KeypadKey } from './model/handicap-keypad';
export { TextField } from './components/TextField';
export { countryOptions, countryName } from './model/countries';
export {
  AVATAR_ACCEPT,
  AVATAR_PROBLEM_KEYS,
  avatarFileProblem,
  avatarUploadProblem,
} from './model/avatar-upload';
export { uploadAvatar } from './queries';
