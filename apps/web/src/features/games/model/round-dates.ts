import type { RoundKind } from './round-draft';

/** The date of a round: local `datetime-local` values, ISO dates with offset, and which dates a round may take. */

/** Midnight of the local day of `at`. */
export function startOfLocalDay(at: Date): Date {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate());
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as a `datetime-local` input value in local time (`2025-06-01T08:30`). */
export function toLocalInputValue(at: Date): string {
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}`
  );
}

/** Reads a `datetime-local` value as local time; null when empty or malformed. */
export function fromLocalInputValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** An ISO 8601 string with the local offset (`2025-06-01T08:30:00+02:00`), as the API's date takes it. */
export function toIsoWithOffset(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${toLocalInputValue(at)}:${pad(at.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

export type DateProblem = 'date_in_past' | 'date_in_future' | 'date_invalid';

/** Why a round's date is refused: a live round not before today, a recorded one not after now. */
export function dateProblem(kind: RoundKind, date: string, now: Date): DateProblem | null {
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) return 'date_invalid';
  if (kind === 'live' && at.getTime() < startOfLocalDay(now).getTime()) return 'date_in_past';
  if (kind === 'recorded' && at.getTime() > now.getTime()) return 'date_in_future';
  return null;
}

/** The bounds of the date input: a live round from today on, a recorded one up to now. */
export function dateInputBounds(kind: RoundKind, now: Date): { min?: string; max?: string } {
  return kind === 'live' ? { min: toLocalInputValue(startOfLocalDay(now)) } : { max: toLocalInputValue(now) };
}
