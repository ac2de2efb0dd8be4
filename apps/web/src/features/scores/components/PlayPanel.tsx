import type { GamePlayer } from '@fairway/contract';
import type { GameFormat, LeaderboardRow, RoundStats, ScoringMode } from '@fairway/golf';
import Backpack from 'lucide-react/icons/backpack';
import BadgeCheck from 'lucide-react/icons/badge-check';
import DoorOpen from 'lucide-react/icons/door-open';
import Flag from 'lucide-react/icons/flag';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import Table2 from 'lucide-react/icons/table-2';
import Trash2 from 'lucide-react/icons/trash';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import type { HoleView } from '../model/holes';
import { fromRound } from './BackToRound';
import { HoleNavigator } from './HoleNavigator';
import { LiveLeaderboard } from './LiveLeaderboard';

export interface PlayPanelProps {
  gameId: string;
  hole: HoleView;
  holeIndex: number;
  holeTotal: number;
  onStep: (delta: 1 | -1) => void;
  format: GameFormat;
  /** Whether the leaderboard counts strokes net or gross (`leaderboardMode`). */
  scoringMode: ScoringMode;
  rows: readonly LeaderboardRow[];
  players: readonly GamePlayer[];
  myPlayerId: string | null;
  myStats: RoundStats | null;
  showLeaderboard: boolean;
  showStats: boolean;
  isFinished: boolean;
  isOwner: boolean;
  finishing: boolean;
  onScorecard: () => void;
  onQuit: () => void;
  onFinish: () => void;
  onDelete: () => void;
  /** Leaves the round (after a confirmation), for a golfer who did not create it; null hides the button. */
  onLeave?: (() => void) | null;
  /** Shown right under the hole navigation (the sheet's collapsed view ends there). */
  summary?: ReactNode;
  /** The sheet is at its low height: what is below the shortcuts is out of sight and out of reach. */
  collapsed?: boolean;
}

/**
 * What the bottom sheet holds (the side panel on wide screens): hole navigation, shortcuts to the round's
 * settings, the bag and the scorecard, the live leaderboard and the golfer's figures, quit, finish and delete.
 */
export function PlayPanel(props: PlayPanelProps) {
  const { t } = useT();
  const { gameId, myStats } = props;
  const shortcut =
    'flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl border border-line bg-surface px-2 py-2 text-sm font-semibold hover:bg-surface-muted';
  return (
    <div className="flex flex-col gap-4">
      <HoleNavigator
        hole={props.hole}
        index={props.holeIndex}
        total={props.holeTotal}
        onPrevious={() => props.onStep(-1)}
        onNext={() => props.onStep(1)}
      />
      {props.summary}

      <nav aria-label={t('play:shortcuts')} className="grid grid-cols-3 gap-2">
        <Link to={`/game/${encodeURIComponent(gameId)}/settings`} className={shortcut}>
          <Settings aria-hidden="true" className="size-5 text-brand" />
          {t('play:settings')}
        </Link>
        <Link to={fromRound('/my-bag', gameId)} className={shortcut}>
          <Backpack aria-hidden="true" className="size-5 text-brand" />
          {t('play:bag')}
        </Link>
        <button type="button" data-scorecard-trigger onClick={props.onScorecard} className={shortcut}>
          <Table2 aria-hidden="true" className="size-5 text-brand" />
          {t('play:scorecard')}
        </button>
      </nav>

      <div inert={props.collapsed} className="flex flex-col gap-4">
        {props.showLeaderboard && props.players.length > 1 && (
          <LiveLeaderboard
            format={props.format}
            scoringMode={props.scoringMode}
            rows={props.rows}
            players={props.players}
            myPlayerId={props.myPlayerId}
          />
        )}

        {props.showStats && myStats && myStats.holesPlayed > 0 && (
          <section aria-labelledby="my-round-title">
            <h2
              id="my-round-title"
              className="mb-2 text-sm font-semibold tracking-wide text-fg-muted uppercase"
            >
              {t('play:myRound')}
            </h2>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <Figure label={t('play:putts')} value={String(myStats.totalPutts)} />
              <Figure
                label={t('play:fairways')}
                value={`${myStats.fairwayAccuracy.middle}/${myStats.fairwayOpportunities}`}
              />
              <Figure
                label={t('play:gir')}
                value={`${myStats.greensInRegulationCount}/${myStats.girOpportunities}`}
              />
            </dl>
          </section>
        )}

        <div className="flex flex-col gap-2 pb-4">
          {props.isFinished ? (
            <p
              className="flex h-12 items-center justify-center gap-2 rounded-full bg-fairway font-semibold text-brand"
              role="status"
            >
              <BadgeCheck aria-hidden="true" className="size-5" />
              {t('play:youFinished')}
            </p>
          ) : (
            <Button size="lg" className="w-full" onClick={props.onFinish} disabled={props.finishing}>
              <Flag aria-hidden="true" className="size-5" />
              {t('play:finish')}
            </Button>
          )}
          <Button variant="secondary" size="lg" className="w-full" onClick={props.onQuit}>
            <DoorOpen aria-hidden="true" className="size-5" />
            {t('play:quit')}
          </Button>
          {!props.isOwner && props.onLeave && (
            <Button variant="ghost" size="lg" className="w-full text-danger" onClick={props.onLeave}>
              <LogOut aria-hidden="true" className="size-5" />
              {t('games:membership.leave')}
            </Button>
          )}
          {props.isOwner && (
            <Button variant="ghost" size="lg" className="w-full text-danger" onClick={props.onDelete}>
              <Trash2 aria-hidden="true" className="size-5" />
              {t('play:delete')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface px-2 py-2">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}
