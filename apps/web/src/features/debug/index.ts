/** What other features use of the debug feature. */
export { APP_VERSION, NO_TAPS, tapVersion } from './unlock';
