/** What other features use of the onboarding feature: the handicap keypad, the avatar upload and the country list (profiles). */
export * from './index.light';
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
