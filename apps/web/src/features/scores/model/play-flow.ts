import { stepHole } from './holes';

/**
 * Which view of the live screen is shown and for which hole and player (games-and-profiles.md §2 "Live game
 * screen", §4 "Score entry defaults"):
 * - `map`: the hole map with distances, only for a round with GPS;
 * - `entry`: the score view of one player on one hole;
 * - `list`: every player with their score on the hole (score only; the home view without GPS).
 */
export type PlayMode = 'map' | 'entry' | 'list';

export interface PlayState {
  mode: PlayMode;
  hole: number;
  /** The player whose score the entry view shows. */
  playerId: string;
}

export interface PlayContext {
  /** The holes played, in playing order. */
  layout: readonly number[];
  hasGps: boolean;
  /** The `autoAdvance` preference: after saving a player, open the next player still without a score. */
  autoAdvance: boolean;
}

export type PlayAction =
  /** The floating button: map ↔ scores (the list). Without GPS there is no map. */
  | { type: 'toggleMap' }
  | { type: 'openEntry'; playerId: string }
  /** Back from the entry view (its sheet dismissed): to the list. */
  | { type: 'closeEntry' }
  | { type: 'switchPlayer'; playerId: string }
  | { type: 'goToHole'; hole: number }
  | { type: 'step'; delta: 1 | -1 }
  /**
   * The Save button of the entry view. `holeComplete`: every player now has a score on the hole;
   * `nextPlayerId`: the next player (in order after the one saved) still without a score, if any.
   */
  | { type: 'saved'; holeComplete: boolean; nextPlayerId: string | null };

/** The view a round starts in and returns to: the map with GPS, the list without. */
export function homeMode(hasGps: boolean): 'map' | 'list' {
  return hasGps ? 'map' : 'list';
}

/** The first state of the screen. */
export function initialPlayState(context: PlayContext, hole: number, playerId: string): PlayState {
  return { mode: homeMode(context.hasGps), hole, playerId };
}

/**
 * The next state of the live screen. Saving the last score of a hole moves to the next hole (if any) and back
 * to the home view (the map with GPS); saving any other returns to the list, or with `autoAdvance` opens the
 * next player still without a score. Without GPS the map never shows.
 */
export function playReducer(state: PlayState, action: PlayAction, context: PlayContext): PlayState {
  switch (action.type) {
    case 'toggleMap':
      if (!context.hasGps) return state.mode === 'list' ? state : { ...state, mode: 'list' };
      return { ...state, mode: state.mode === 'map' ? 'list' : 'map' };
    case 'openEntry':
      return { ...state, mode: 'entry', playerId: action.playerId };
    case 'closeEntry':
      return state.mode === 'entry' ? { ...state, mode: 'list' } : state;
    case 'switchPlayer':
      return { ...state, playerId: action.playerId };
    case 'goToHole':
      return context.layout.includes(action.hole) ? { ...state, hole: action.hole } : state;
    case 'step':
      return { ...state, hole: stepHole(context.layout, state.hole, action.delta) };
    case 'saved': {
      if (state.mode !== 'entry') return state;
      if (action.holeComplete) {
        return { ...state, mode: homeMode(context.hasGps), hole: stepHole(context.layout, state.hole, 1) };
      }
      if (context.autoAdvance && action.nextPlayerId) return { ...state, playerId: action.nextPlayerId };
      return { ...state, mode: 'list' };
    }
  }
}

/** One player's entry on one hole. */
export interface EntryKey {
  hole: number;
  playerId: string;
}

/**
 * The entry an action leaves, which must be saved before the action applies (games-and-profiles.md §4: "switching
 * the active player saves the current entry first", "the score sheet auto-saves when dismissed"): dismissing the
 * score view or switching to another player. Stepping through holes saves nothing, or browsing ahead would record
 * pars on holes not played. Save writes its entry itself.
 */
export function entryLeftBy(state: PlayState, action: PlayAction): EntryKey | null {
  if (state.mode !== 'entry') return null;
  const current = { hole: state.hole, playerId: state.playerId };
  switch (action.type) {
    case 'closeEntry':
    case 'toggleMap':
      return current;
    case 'switchPlayer':
    case 'openEntry':
      return action.playerId === state.playerId ? null : current;
    case 'goToHole':
    case 'step':
    case 'saved':
      return null;
  }
}

/** The next player after `playerId`, in order and wrapping around, who has no score yet; null when none. */
export function nextPlayerWithoutScore(
  playerIds: readonly string[],
  playerId: string,
  hasScore: (playerId: string) => boolean,
): string | null {
  const start = playerIds.indexOf(playerId);
  for (let step = 1; step < playerIds.length; step += 1) {
    const candidate = playerIds[(start + step) % playerIds.length];
    if (candidate !== undefined && candidate !== playerId && !hasScore(candidate)) return candidate;
  }
  return null;
}
