import { readStorage, writeStorage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * The optional `username` query parameter of `/welcome` (platform.md §2.1): a name picked before the
 * account exists (on the landing's "claim your name" field, or in a shared link), carried into the
 * username step.
 *
 * This module is imported by the landing, so it stays free of zod and of the contract's runtime: it only
 * trims, encodes and stores. The username step validates the name like any typed one.
 */

/** The longest name worth carrying; the username step says why anything longer is refused. */
const MAX_CLAIM_LENGTH = 64;

/** The name as carried: trimmed; null when nothing is left. */
export function normaliseClaim(raw: string | null | undefined): string | null {
  const name = (raw ?? '').trim().slice(0, MAX_CLAIM_LENGTH);
  return name === '' ? null : name;
}

/** `/welcome?username=<trimmed, URL-encoded>`, or `/welcome` without a name. */
export function welcomeHref(raw: string | null | undefined): string {
  const name = normaliseClaim(raw);
  return name ? `/welcome?username=${encodeURIComponent(name)}` : '/welcome';
}

/** The claimed name in a location's query string (`?username=…`), trimmed; null when absent or blank. */
export function claimFromSearch(search: string): string | null {
  return normaliseClaim(new URLSearchParams(search).get('username'));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Puts a name claimed by a signed-out visitor into the onboarding draft on this device, for whichever
 * account onboards next. A draft without an owner keeps its other answers; one that belongs to an account
 * (someone who signed out mid-way) is not mixed with a visitor's claim: the claim starts a fresh draft.
 */
export function rememberClaim(raw: string | null | undefined): void {
  const name = normaliseClaim(raw);
  if (!name) return;
  let stored: unknown;
  try {
    stored = JSON.parse(readStorage(STORAGE_KEYS.onboarding) ?? 'null');
  } catch {
    stored = null;
  }
  const isOwnerless = isRecord(stored) && (stored.owner === undefined || stored.owner === null);
  const draft = isRecord(stored) && isOwnerless ? stored : {};
  const data = isRecord(draft.data) ? draft.data : {};
  writeStorage(STORAGE_KEYS.onboarding, JSON.stringify({ ...draft, data: { ...data, username: name } }));
}
