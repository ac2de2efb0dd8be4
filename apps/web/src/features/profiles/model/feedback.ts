/**
 * Where the menu's feedback link leads (clubs-and-social.md §2 "Menu page"): the operator's choice, set at build
 * time as `VITE_FEEDBACK_URL` (an issue tracker, a form, a `mailto:`). Null when unset or not an http(s) or
 * mailto link: the menu then shows no feedback link rather than one to nowhere.
 */
export function feedbackUrl(value: unknown = import.meta.env.VITE_FEEDBACK_URL): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  return /^(https?:\/\/\S+|mailto:\S+@\S+)$/i.test(url) ? url : null;
}
