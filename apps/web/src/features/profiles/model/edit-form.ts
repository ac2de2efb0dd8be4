import {
  DESCRIPTION_MAX_LENGTH,
  GOLF_START_YEAR_MIN,
  SOCIAL_PLATFORMS,
  isSocialLinkOf,
  type EditProfileBody,
  type ProfileView,
  type SocialPlatform,
} from '@fairway/contract';

/** The edit form's values: what the inputs hold (text for the handicap keypad and the links). */
export interface EditForm {
  firstName: string;
  lastName: string;
  description: string;
  countryCode: string;
  sex: 0 | 1 | 2;
  /** The keypad's text ("" for 0, "+2.5" for a plus handicap), or null for "no handicap". */
  handicap: string | null;
  golfStartYear: number | null;
  tee: EditProfileBody['tee'];
  dexterity: EditProfileBody['dexterity'];
  socialLinks: Record<SocialPlatform, string>;
}

/** The form as the profile fills it. */
export function formOf(profile: ProfileView): EditForm {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    description: profile.description ?? '',
    countryCode: profile.countryCode,
    sex: profile.sex,
    handicap: profile.handicap === null ? null : handicapText(profile.handicap),
    golfStartYear: profile.golfStartYear,
    tee: profile.tee,
    dexterity: profile.dexterity,
    socialLinks: Object.fromEntries(
      SOCIAL_PLATFORMS.map((platform) => [platform, profile.socialLinks[platform] ?? '']),
    ) as Record<SocialPlatform, string>,
  };
}

/** A stored handicap as the keypad writes it: a plus handicap (stored negative) with its "+". */
export function handicapText(value: number): string {
  return value < 0 ? `+${-value}` : String(value);
}

/** The keypad's text as a stored handicap: empty is 0, "+" makes it negative; null when it is no number. */
export function handicapValue(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '+') return 0;
  const plus = trimmed.startsWith('+');
  const value = Number(plus ? trimmed.slice(1) : trimmed);
  if (!Number.isFinite(value)) return null;
  return plus ? -value : value;
}

/** The years of the golf start year picker, newest first: this year back to 1945. */
export function golfStartYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= GOLF_START_YEAR_MIN; year -= 1) years.push(year);
  return years;
}

export type FieldProblem =
  | 'first_name_required'
  | 'last_name_required'
  | 'description_too_long'
  | 'invalid_handicap'
  | 'invalid_social_link';

/** The form's problems by field (the form validates on change): the same rules the server applies. */
export function problemsOf(form: EditForm): Partial<Record<string, FieldProblem>> {
  const problems: Partial<Record<string, FieldProblem>> = {};
  if (form.firstName.trim() === '') problems.firstName = 'first_name_required';
  if (form.lastName.trim() === '') problems.lastName = 'last_name_required';
  if (form.description.trim().length > DESCRIPTION_MAX_LENGTH) problems.description = 'description_too_long';
  if (form.handicap !== null) {
    const value = handicapValue(form.handicap);
    if (value === null || value < -10 || value > 54 || Math.round(value * 10) !== value * 10)
      problems.handicap = 'invalid_handicap';
  }
  for (const platform of SOCIAL_PLATFORMS) {
    const url = form.socialLinks[platform].trim();
    if (url !== '' && !isSocialLinkOf(platform, url))
      problems[`socialLinks.${platform}`] = 'invalid_social_link';
  }
  return problems;
}

/** The request body of a valid form. */
export function bodyOf(form: EditForm): EditProfileBody {
  const description = form.description.trim();
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    description: description === '' ? null : description,
    countryCode: form.countryCode,
    sex: form.sex,
    handicap: form.handicap === null ? null : handicapValue(form.handicap),
    golfStartYear: form.golfStartYear,
    tee: form.tee,
    dexterity: form.dexterity,
    socialLinks: SOCIAL_PLATFORMS.map((platform) => ({ platform, url: form.socialLinks[platform].trim() })),
  };
}

/** Whether the form differs from what was loaded (save stays disabled until it does). */
export function isChanged(form: EditForm, initial: EditForm): boolean {
  return JSON.stringify(bodyOf(form)) !== JSON.stringify(bodyOf(initial));
}
