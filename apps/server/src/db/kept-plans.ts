/**
 * Statements whose best plan does not depend on their values, run with the plan PostgreSQL keeps for them.
 *
 * PostgreSQL chooses between a plan made for the run (custom) and the one it keeps (generic) by comparing their
 * estimates, and a parameter's default estimate can make the kept plan look far dearer even when it is the very
 * same plan: a text search's pattern is estimated to match 200 of 40,000 clubs against the handful a plan made for
 * the run expects, so PostgreSQL planned every search anew. On PGlite that was 0.6–0.7 ms of a 1.3 ms search; on
 * PostgreSQL a search took 1.35 ms in the server at p50 and 2.68 at p95, 0.86–0.96 and 1.78–2.13 with the kept plan
 * (bench/README.md, clubs).
 *
 * How each driver runs a marked statement: PGlite sets `plan_cache_mode = force_generic_plan` for that run only, in
 * the same call into the database (pglite-prepared.ts); PostgreSQL runs it on connections opened with that setting
 * (client.ts), outside a transaction. Every other statement keeps PostgreSQL's own choice.
 */
const oneKeptPlan = new Set<string>();

/** Marks the statement `text` as one whose plan does not depend on its values. */
export function keepOnePlan(text: string): void {
  oneKeptPlan.add(text);
}

/** Whether the statement `text` was marked by `keepOnePlan`. */
export function keepsOnePlan(text: string): boolean {
  return oneKeptPlan.has(text);
}

/** The setting under which a marked statement runs. */
export const KEPT_PLAN_SETTING = 'plan_cache_mode = force_generic_plan';
