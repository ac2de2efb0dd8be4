/**
 * What the API client learns about the session while making calls, for the SessionProvider to act on:
 * the server handed back a renewed token, or refused a token for good (401 after renewal and retry). A
 * plain listener set: the client is a module, the provider a component, and neither should import the other.
 */
export type SessionEvent =
  /** The token was renewed and stored; the session should use it from now on. */
  | { type: 'token-renewed'; token: string }
  /** Calls made with `token` are refused: if it is still the session's token, the user is signed out. */
  | { type: 'expired'; token: string };

type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();

/** Calls `listener` for every event until the returned function is called. */
export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener. */
export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of [...listeners]) listener(event);
}
