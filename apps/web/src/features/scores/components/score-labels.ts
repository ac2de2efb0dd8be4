import type { GameFormat, LeaderboardRanking, NamedScoreKey, ScoreName } from '@fairway/golf';
import type { useT } from '../../../i18n/use-t';
import type { Standing } from '../model/live-leaderboard';
import { formatToPar } from '../model/live-leaderboard';

/** The app's translation function. */
export type T = ReturnType<typeof useT>['t'];

/** The translated name of a hole score ("Birdie", "3 over par"). */
export function scoreNameLabel(t: T, name: ScoreName): string {
  if (name.key === 'over_par') return t('play:scoreNames.over_par', { count: name.count });
  if (name.key === 'under_par') return t('play:scoreNames.under_par', { count: name.count });
  const labels: Record<NamedScoreKey, string> = {
    hole_in_one: t('play:scoreNames.hole_in_one'),
    condor: t('play:scoreNames.condor'),
    double_eagle: t('play:scoreNames.double_eagle'),
    eagle: t('play:scoreNames.eagle'),
    birdie: t('play:scoreNames.birdie'),
    par: t('play:scoreNames.par'),
    bogey: t('play:scoreNames.bogey'),
    double_bogey: t('play:scoreNames.double_bogey'),
    triple_bogey: t('play:scoreNames.triple_bogey'),
    quadruple_bogey: t('play:scoreNames.quadruple_bogey'),
  };
  return labels[name.key];
}

/** The translated name of a format; any other value is free play. */
export function formatLabel(t: T, format: string): string {
  const labels: Record<GameFormat, string> = {
    strokeplay: t('play:formats.strokeplay'),
    stableford: t('play:formats.stableford'),
    matchplay: t('play:formats.matchplay'),
    skins: t('play:formats.skins'),
    bestball: t('play:formats.bestball'),
    scramble: t('play:formats.scramble'),
    alternate: t('play:formats.alternate'),
  };
  return (labels as Record<string, string>)[format] ?? t('play:formats.free_play');
}

/** To par as text: "E" (translated) for even, else "+3" / "−2". */
export function toParLabel(t: T, toPar: number): string {
  return toPar === 0 ? t('play:evenPar') : formatToPar(toPar);
}

/** A leaderboard standing as text for its format. */
export function standingLabel(t: T, standing: Standing): string {
  switch (standing.kind) {
    case 'points':
      return t('play:points', { count: standing.points });
    case 'skins':
      return t('play:skins', { count: standing.skins });
    case 'toPar':
      return standing.net
        ? t('play:netToPar', { value: toParLabel(t, standing.toPar) })
        : toParLabel(t, standing.toPar);
    case 'match':
      if (standing.outcome === 'halved' || standing.result === 'halved') return t('play:matchHalved');
      if (standing.result && standing.outcome === 'won') {
        return t('clubs:scorecard.matchWon', { result: standing.result });
      }
      if (standing.result && standing.outcome === 'lost') {
        return t('clubs:scorecard.matchLost', { result: standing.result });
      }
      if (standing.result) return standing.result;
      if (standing.leader === null) return t('play:matchAllSquare');
      return standing.leader
        ? t('play:matchUp', { count: standing.holesUp })
        : t('play:matchDown', { count: standing.holesUp });
  }
}

/** A standing as a figure and, for points and skins, what it counts (shown small under the figure). */
export function standingParts(t: T, standing: Standing): { value: string; caption: string | null } {
  switch (standing.kind) {
    case 'points':
      return { value: String(standing.points), caption: t('play:pointsCaption') };
    case 'skins':
      return { value: String(standing.skins), caption: t('play:skinsCaption') };
    case 'toPar':
      return standing.net
        ? { value: toParLabel(t, standing.toPar), caption: t('play:netCaption') }
        : { value: standingLabel(t, standing), caption: null };
    case 'match':
      return { value: standingLabel(t, standing), caption: null };
  }
}

/** What a leaderboard ranks by, said above it ("Ranked by stableford points"). */
export function rankingLabel(t: T, ranking: LeaderboardRanking): string {
  const labels: Record<LeaderboardRanking, string> = {
    netStrokes: t('play:rankedBy.netStrokes'),
    grossStrokes: t('play:rankedBy.grossStrokes'),
    points: t('play:rankedBy.points'),
    holesUp: t('play:rankedBy.holesUp'),
    skins: t('play:rankedBy.skins'),
  };
  return labels[ranking];
}

/** A leaderboard position ("1", "T2"), or a dash before the first hole. */
export function positionLabel(t: T, position: number | null, tied: boolean): string {
  if (position === null) return '–';
  return tied ? t('play:tiedPosition', { position }) : String(position);
}
