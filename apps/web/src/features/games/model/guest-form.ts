import { parseHandicapInput, type HandicapInputError } from '@fairway/golf';
import type { NewGuest } from '../queries';

/** The guest form as typed. */
export interface GuestFormValues {
  name: string;
  /** Keypad text: empty means 0, "+2" is a plus handicap (games-and-profiles.md §5). */
  handicap: string;
  email: string;
}

export type GuestFormProblem = 'name_required' | 'invalid_email' | HandicapInputError;

export type GuestFormResult =
  | { ok: true; guest: NewGuest }
  | { ok: false; errors: Partial<Record<keyof GuestFormValues, GuestFormProblem>> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The guest a form describes: name required (trimmed), handicap by the keypad rules, email optional. */
export function validateGuestForm(values: GuestFormValues): GuestFormResult {
  const errors: Partial<Record<keyof GuestFormValues, GuestFormProblem>> = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'name_required';
  const handicap = parseHandicapInput(values.handicap);
  if (!handicap.ok) errors.handicap = handicap.error;
  const email = values.email.trim();
  if (email !== '' && !EMAIL.test(email)) errors.email = 'invalid_email';
  if (Object.keys(errors).length > 0 || !handicap.ok) return { ok: false, errors };
  return { ok: true, guest: { name, handicap: handicap.value, email: email === '' ? null : email } };
}
