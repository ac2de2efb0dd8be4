/**
 * The save bar of the profile edit (games-and-profiles.md §4): `initial` (unsaved changes: cancel and save),
 * `saving` while the real request runs, `success` once it answered, back to `initial` after 2 s.
 */
export type SaveBarState = 'initial' | 'saving' | 'success';

/** How long the "changes saved" state stays. */
export const SAVED_STATE_MS = 2000;

/** How long the profile's "link copied" state stays (games-and-profiles.md §4). */
export const COPIED_STATE_MS = 2000;

export type SaveBarEvent = 'submit' | 'saved' | 'failed' | 'elapsed';

export function nextSaveBarState(state: SaveBarState, event: SaveBarEvent): SaveBarState {
  switch (event) {
    case 'submit':
      return state === 'saving' ? state : 'saving';
    case 'saved':
      return state === 'saving' ? 'success' : state;
    case 'failed':
      return state === 'saving' ? 'initial' : state;
    case 'elapsed':
      return state === 'success' ? 'initial' : state;
  }
}

/** Whether save may be pressed: the form changed, is valid, and nothing is being saved. */
export function canSave(state: SaveBarState, changed: boolean, valid: boolean): boolean {
  return state !== 'saving' && changed && valid;
}

/** The profile's shared link: the app's public origin with /u/{username}. */
export function profileLink(origin: string, username: string): string {
  return `${origin}/u/${encodeURIComponent(username)}`;
}
