/** What other features use of the games feature. */
export { PlayerAvatar } from './components/PlayerAvatar';
export { gameKeys, usePlayerNames, useJoinRound, useGame } from './queries';
export { Sheet } from './components/Sheet';
export { GameErrorScreen } from './components/GameErrorScreen';
export { useRoundMembership } from './components/RoundMembership';
export { SwitchRow } from './components/controls';
