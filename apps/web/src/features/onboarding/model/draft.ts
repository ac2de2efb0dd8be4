import { MOTIVATIONS, ROLES, USERNAME_LIMITS } from '@fairway/contract';
import { DEFAULT_HANDICAP } from '@fairway/golf';
import { readStorage, writeStorage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { ONBOARDING_STEPS, isOnboardingStep, type OnboardingStep } from './steps';

/**
 * The answers collected during onboarding (platform.md §3 "Onboarding data") and the steps completed,
 * kept on the device under one storage key so that a reload, or a return days later, resumes where the
 * user was. Pure functions over an immutable draft, plus the two storage helpers.
 */

export type Role = (typeof ROLES)[number];
export type Motivation = (typeof MOTIVATIONS)[number];

/** Gender ids of platform.md §3: prefer not to say 0, man 1, woman 2. */
export const GENDERS = { preferNotToSay: 0, man: 1, woman: 2 } as const;
export type GenderId = (typeof GENDERS)[keyof typeof GENDERS];

/** The default country (platform.md §9). */
export const DEFAULT_COUNTRY = 'FR';

/** First and last names: required, 50 characters at most (platform.md §5). */
export const NAME_MAX_LENGTH = 50;

export interface OnboardingData {
  role: Role | null;
  gender: GenderId | null;
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  motivation: Motivation | null;
  /** A handicap index as stored: 0 to 54, plus handicaps negative; null is the "No handicap" answer. */
  handicap: number | null;
  /** A preset avatar's path (`/avatars/flag.svg`) or an uploaded photo's URL (`/media/images/<uuid>.webp`), or null. */
  imageUrl: string | null;
  /** The home club's id, or null for none. */
  membership: string | null;
  /** The home club's name, to show the choice again on the way back (not sent). */
  membershipName: string | null;
  username: string;
}

export interface OnboardingDraft {
  data: OnboardingData;
  completed: ReadonlySet<OnboardingStep>;
  /**
   * The account the answers belong to (its user id), or null before it is known (a username claimed on the
   * landing before signing up). A draft left by another account on a shared device is never shown.
   */
  owner: string | null;
}

export const DEFAULT_DATA: OnboardingData = {
  role: null,
  gender: null,
  firstName: '',
  lastName: '',
  countryCode: DEFAULT_COUNTRY,
  motivation: null,
  handicap: DEFAULT_HANDICAP,
  imageUrl: null,
  membership: null,
  membershipName: null,
  username: '',
};

export const EMPTY_DRAFT: OnboardingDraft = { data: DEFAULT_DATA, completed: new Set(), owner: null };

/** The fields each step answers; a skipped step puts them back to their defaults. */
export const STEP_FIELDS: Readonly<Record<OnboardingStep, readonly (keyof OnboardingData)[]>> = {
  role: ['role'],
  gender: ['gender'],
  'profile-details': ['firstName', 'lastName', 'countryCode'],
  'golf-profile': ['motivation'],
  handicap: ['handicap'],
  avatar: ['imageUrl'],
  membership: ['membership', 'membershipName'],
  username: ['username'],
};

const isName = (value: string) => value.trim().length > 0 && value.trim().length <= NAME_MAX_LENGTH;

/**
 * Whether the data holds a valid answer for `step`: what makes a completed step count on resume (a step
 * marked done whose answer is missing, from an older version or a hand-edited storage, is asked again).
 */
export function hasAnswer(step: OnboardingStep, data: OnboardingData): boolean {
  switch (step) {
    case 'role':
      return data.role !== null;
    case 'gender':
      return data.gender !== null;
    case 'profile-details':
      return isName(data.firstName) && isName(data.lastName) && /^[A-Z]{2}$/.test(data.countryCode);
    case 'golf-profile':
      return data.motivation !== null;
    case 'handicap':
    case 'avatar':
    case 'membership':
      return true;
    case 'username':
      return data.username.trim().length >= USERNAME_LIMITS.min;
  }
}

/** Records `patch` as the answer of `step` and marks the step completed. */
export function completeStep(
  draft: OnboardingDraft,
  step: OnboardingStep,
  patch: Partial<OnboardingData>,
): OnboardingDraft {
  return { ...draft, data: { ...draft.data, ...patch }, completed: new Set([...draft.completed, step]) };
}

/** Skips `step`: its fields go back to their defaults, and the step counts as completed. */
export function skipStep(draft: OnboardingDraft, step: OnboardingStep): OnboardingDraft {
  const defaults = Object.fromEntries(STEP_FIELDS[step].map((field) => [field, DEFAULT_DATA[field]]));
  return completeStep(draft, step, defaults);
}

/** Keeps answers typed on the current step (not completed yet), so a reload keeps them. */
export function updateData(draft: OnboardingDraft, patch: Partial<OnboardingData>): OnboardingDraft {
  return { ...draft, data: { ...draft.data, ...patch } };
}

/**
 * The draft as the signed-in account `userId` may see it: its own, or an ownerless one (adopted), but never
 * another account's (someone else signed in on this device): that one is replaced by an empty draft.
 */
export function draftFor(draft: OnboardingDraft, userId: string): OnboardingDraft {
  if (draft.owner === userId) return draft;
  return draft.owner === null ? { ...draft, owner: userId } : { ...EMPTY_DRAFT, owner: userId };
}

// ---------- reading and writing the device copy ----------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const stringOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const nullableString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const oneOf = <T>(values: readonly T[], value: unknown): T | null =>
  values.includes(value as T) ? (value as T) : null;

function parseHandicap(value: unknown): number | null {
  if (value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) && value >= -10 && value <= 54
    ? value
    : DEFAULT_HANDICAP;
}

/**
 * Reads a stored draft. Anything unreadable or out of range falls back to its default, field by field;
 * a completed step whose answer is missing is dropped, so it is asked again.
 */
export function parseDraft(raw: string | null): OnboardingDraft {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  if (!isRecord(parsed)) return EMPTY_DRAFT;
  const stored = isRecord(parsed.data) ? parsed.data : {};
  const country = stringOr(stored.countryCode, DEFAULT_COUNTRY).toUpperCase();
  const data: OnboardingData = {
    role: oneOf(ROLES, stored.role),
    gender: oneOf([0, 1, 2] as const, stored.gender),
    firstName: stringOr(stored.firstName, '').slice(0, NAME_MAX_LENGTH * 2),
    lastName: stringOr(stored.lastName, '').slice(0, NAME_MAX_LENGTH * 2),
    countryCode: /^[A-Z]{2}$/.test(country) ? country : DEFAULT_COUNTRY,
    motivation: oneOf(MOTIVATIONS, stored.motivation),
    handicap: 'handicap' in stored ? parseHandicap(stored.handicap) : DEFAULT_HANDICAP,
    imageUrl: nullableString(stored.imageUrl),
    membership: nullableString(stored.membership),
    membershipName: nullableString(stored.membershipName),
    username: stringOr(stored.username, '').slice(0, USERNAME_LIMITS.max * 2),
  };
  const steps = Array.isArray(parsed.completed) ? parsed.completed : [];
  const completed = new Set(
    ONBOARDING_STEPS.filter(
      (step) => steps.includes(step) && isOnboardingStep(step) && hasAnswer(step, data),
    ),
  );
  const owner = typeof parsed.owner === 'string' && parsed.owner !== '' ? parsed.owner : null;
  return { data, completed, owner };
}

/** The stored form of a draft: its data and the completed steps in flow order. */
export function serializeDraft(draft: OnboardingDraft): string {
  return JSON.stringify({
    owner: draft.owner,
    data: draft.data,
    completed: ONBOARDING_STEPS.filter((step) => draft.completed.has(step)),
  });
}

/** The draft kept on this device (an empty one when there is none). */
export function readDraft(): OnboardingDraft {
  return parseDraft(readStorage(STORAGE_KEYS.onboarding));
}

export function writeDraft(draft: OnboardingDraft): void {
  writeStorage(STORAGE_KEYS.onboarding, serializeDraft(draft));
}

/** Forgets the draft: once the profile exists it has served its purpose. */
export function clearDraft(): void {
  writeStorage(STORAGE_KEYS.onboarding, null);
}
