import { useParams } from 'react-router';
import { FullScreenLoader } from '../../../ui/FullScreenLoader';
import { GameErrorScreen } from '../../games';
import { LiveRound } from '../components/LiveRound';
import { lostRoundReason, useLeaveLostRound } from '../hooks/use-leave-lost-round';
import { usePlayGame } from '../queries';

/**
 * `/play/:gameId` and `/game/:gameId`: the live round, or the game error screen. A round that was open and then
 * answers 403 or 404 (the golfer was taken out of it, or it was deleted) sends the golfer to the dashboard, saying
 * why; a round that never loaded shows the error screen.
 */
export function Play() {
  const { gameId } = useParams();
  const game = usePlayGame(gameId);
  useLeaveLostRound(gameId, game.data ? lostRoundReason(game.error) : null);
  if (game.data) return <LiveRound key={game.data.id} detail={game.data} />;
  if (game.isError) return <GameErrorScreen error={game.error} onRetry={() => void game.refetch()} />;
  return <FullScreenLoader />;
}
