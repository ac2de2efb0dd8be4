import { useParams } from 'react-router';
import { FullScreenLoader } from '../../../ui/FullScreenLoader';
import { GameError } from '../components/GameError';
import { LiveRound } from '../components/LiveRound';
import { usePlayGame } from '../queries';

/** `/play/:gameId` and `/game/:gameId`: the live round, or the game error screen. */
export function Play() {
  const { gameId } = useParams();
  const game = usePlayGame(gameId);
  if (game.data) return <LiveRound key={game.data.id} detail={game.data} />;
  if (game.isError) return <GameError error={game.error} />;
  return <FullScreenLoader />;
}
