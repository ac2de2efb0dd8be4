import { stepHole } from './holes';

/**
 * Which view of the live screen is shown and for which hole and player (games-and-profiles.md §2 "Live game
 * screen", §4 "Score entry defaults"):
 * - `map`: the hole map with distances, only for a round with GPS;
 * - `entry`: the score view of one player on one hole;
 * - `list`: every player with their score on the hole (the home view without GPS).
 */
export type PlayMode = 'map' | 'entry' | 'list';

export interface PlayState {
  mode: PlayMode;
  hole: number;
  /** The player whose score the entry view shows. */
  playerId: string;
  /** Where the entry view was opened from: Save and Back return there. */
  entryFrom: 'map' | 'list';
}

export interface PlayContext {
  /** The holes played, in playing order. */
  layout: readonly number[];
  hasGps: boolean;
  /** The `autoAdvance` preference: after saving the last player of a hole in the list, go to the next hole. */
  autoAdvance: boolean;
}

export type PlayAction =
  /** The floating button: map ↔ score (the entry view of the player shown, from the map). */
  | { type: 'toggleMap' }
  | { type: 'openEntry'; playerId: string }
  /** Back from the entry view (its sheet dismissed). */
  | { type: 'closeEntry' }
  | { type: 'switchPlayer'; playerId: string }
  | { type: 'goToHole'; hole: number }
  | { type: 'step'; delta: 1 | -1 }
  /** The Save button of the entry view; `holeComplete` when every player now has a score on the hole. */
  | { type: 'saved'; holeComplete: boolean };

/** The view a round starts in and returns to: the map with GPS, the list without. */
export function homeMode(hasGps: boolean): 'map' | 'list' {
  return hasGps ? 'map' : 'list';
}

/** The first state of the screen. */
export function initialPlayState(context: PlayContext, hole: number, playerId: string): PlayState {
  return { mode: homeMode(context.hasGps), hole, playerId, entryFrom: homeMode(context.hasGps) };
}

/**
 * The next state of the live screen. Saving from the map's entry view moves to the next hole (if any) and back
 * to the map; saving from the list returns to the list, and with `autoAdvance` moves on once the hole is
 * complete. Without GPS the map never shows.
 */
export function playReducer(state: PlayState, action: PlayAction, context: PlayContext): PlayState {
  switch (action.type) {
    case 'toggleMap':
      if (!context.hasGps) return state.mode === 'list' ? state : { ...state, mode: 'list' };
      return state.mode === 'map'
        ? { ...state, mode: 'entry', entryFrom: 'map' }
        : { ...state, mode: 'map' };
    case 'openEntry':
      return {
        ...state,
        mode: 'entry',
        playerId: action.playerId,
        entryFrom: state.mode === 'map' ? 'map' : 'list',
      };
    case 'closeEntry':
      return state.mode === 'entry' ? { ...state, mode: state.entryFrom } : state;
    case 'switchPlayer':
      return { ...state, playerId: action.playerId };
    case 'goToHole':
      return context.layout.includes(action.hole) ? { ...state, hole: action.hole } : state;
    case 'step':
      return { ...state, hole: stepHole(context.layout, state.hole, action.delta) };
    case 'saved': {
      if (state.mode !== 'entry') return state;
      if (state.entryFrom === 'map' && context.hasGps) {
        return { ...state, mode: 'map', hole: stepHole(context.layout, state.hole, 1) };
      }
      const advance = context.autoAdvance && action.holeComplete;
      return {
        ...state,
        mode: 'list',
        hole: advance ? stepHole(context.layout, state.hole, 1) : state.hole,
      };
    }
  }
}
