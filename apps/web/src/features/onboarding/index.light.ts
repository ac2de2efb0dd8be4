/**
 * The part of the onboarding feature's surface that the landing may load: the claim of a username before sign-up,
 * which pulls in no API client or query (index.ts re-exports it, with the rest).
 */
export { rememberClaim, welcomeHref } from './model/claim';
