/** Push notifications on this device: the permission prompt and turning pushes on. */
export { PushPrompt } from './components/PushPrompt';
export { enablePush, permissionState } from './model/enable-push';
export type { EnableResult } from './model/enable-push';
