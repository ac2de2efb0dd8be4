import {
  HANDICAP_INDEX_SCORE_WINDOW,
  HARD_CAP_LIMIT,
  SOFT_CAP_THRESHOLD,
  differentialsCounted,
  handicapIndex,
  handicapIndexOfRecord,
} from './handicap';
import type { ScoringRecordEntry } from './handicap';
import type { HandicapIndex } from './units';

/** Which cap, if any, held the Handicap Index down against the low Handicap Index (WHS rule 5.8). */
export type HandicapCap = 'none' | 'soft' | 'hard';

/** One score of the record as the explanation shows it. */
export interface ExplainedScore {
  /** Among the most recent 20 scores, the ones the index is calculated from. */
  readonly inWindow: boolean;
  /** One of the lowest differentials of the window: it counts in the index. */
  readonly counts: boolean;
  /** The differential with the exceptional score reductions applied, as the index uses it. */
  readonly usedDifferential: number;
}

/** How a scoring record's Handicap Index comes about, step by step. */
export interface HandicapExplanation {
  /** Per score of the record, in its order (oldest first). */
  readonly scores: readonly ExplainedScore[];
  /** The row of table 5.2a used: how many scores there are in the window, how many lowest count, the adjustment. */
  readonly table: { readonly scores: number; readonly lowest: number; readonly adjustment: number } | null;
  /** The average of the counted differentials plus the adjustment, before any cap, rounded to one decimal. */
  readonly uncappedIndex: HandicapIndex | null;
  readonly lowHandicapIndex: HandicapIndex | null;
  readonly cap: HandicapCap;
  /** The Handicap Index: `handicapIndexOfRecord`'s. */
  readonly handicapIndex: HandicapIndex | null;
  /** The index after each score, in the record's order (null while fewer than 3 scores). */
  readonly history: readonly (HandicapIndex | null)[];
}

const tenths = (value: number) => Math.round(value * 10);

/**
 * Explains `handicapIndexOfRecord` on a record ordered oldest first: which of the last 20 differentials count
 * (the lowest, after exceptional score reductions), the table row, the index before capping, which cap applied,
 * and the index after each score. It composes the WHS functions of handicap.ts and computes nothing they do not.
 */
export function explainHandicapIndex(record: readonly ScoringRecordEntry[]): HandicapExplanation {
  const result = handicapIndexOfRecord(record);
  const first = Math.max(0, record.length - HANDICAP_INDEX_SCORE_WINDOW);
  const used = record.map(
    (entry, i) => (tenths(entry.differential) + (result.exceptionalScoreReductions[i] ?? 0) * 10) / 10,
  );
  const window = used.slice(first);
  const table = differentialsCounted(window.length);
  // The lowest of the window, ties going to the older score (a stable sort, as handicapIndex sorts).
  const counted = new Set(
    window
      .map((value, k) => ({ value, i: first + k }))
      .sort((a, b) => tenths(a.value) - tenths(b.value))
      .slice(0, table?.lowest ?? 0)
      .map(({ i }) => i),
  );
  const uncappedIndex = handicapIndex(window);
  let cap: HandicapCap = 'none';
  const low = result.lowHandicapIndex;
  if (low !== null && uncappedIndex !== null && result.handicapIndex !== null) {
    const increase = tenths(uncappedIndex) - tenths(low);
    if (increase > SOFT_CAP_THRESHOLD * 10) {
      const softened = SOFT_CAP_THRESHOLD * 10 + (increase - SOFT_CAP_THRESHOLD * 10) / 2;
      cap = softened > HARD_CAP_LIMIT * 10 ? 'hard' : 'soft';
    }
  }
  return {
    scores: record.map((_, i) => ({
      inWindow: i >= first,
      counts: counted.has(i),
      usedDifferential: used[i]!,
    })),
    table: table && { scores: window.length, ...table },
    uncappedIndex,
    lowHandicapIndex: low,
    cap,
    handicapIndex: result.handicapIndex,
    history: record.map((_, i) => handicapIndexOfRecord(record.slice(0, i + 1)).handicapIndex),
  };
}
