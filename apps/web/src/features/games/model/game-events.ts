/**
 * Whether a `game.updated` event asks for a refetch: when nothing is cached yet, or when the event's version
 * is newer than the cached game's (an own save already stored its answer, with that version or a later one).
 */
export function shouldRefetchGame(eventVersion: number, cachedVersion: number | null): boolean {
  return cachedVersion === null || eventVersion > cachedVersion;
}
