import { REALTIME } from '@fairway/contract/realtime-constants';
import type { ClientMessage, RealtimeEvent, ServerMessage, Topic } from '@fairway/contract';

// Types and the REALTIME constants only: the contract's zod schemas stay out of the web bundle. Server
// messages are trusted to follow the contract (the server validates what it sends); unknown types are ignored.

export type RealtimeStatus = 'idle' | 'connecting' | 'ready' | 'offline' | 'unauthorized';
export type EventHandler = (event: RealtimeEvent) => void;

/** One `subscribe` call: its events, and what to do each time the server confirms the subscription. */
interface Subscriber {
  readonly onEvent: EventHandler;
  readonly onLive?: () => void;
}

/** The WebSocket constructor the client uses: the browser's, or `ws` in tests. */
export type WebSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};
export type WebSocketFactory = (url: string) => WebSocketLike;

export interface RealtimeClientOptions {
  /** Absolute ws:// or wss:// URL of `/api/realtime`. */
  url: string;
  /** The current bearer token (read at every connection, so a refreshed token is used). */
  getToken: () => string | null;
  createSocket?: WebSocketFactory;
  /** Reconnect delays grow from `minDelayMs` to `maxDelayMs`, with jitter. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A connection silent for this long is presumed dead and replaced. */
  idleTimeoutMs?: number;
}

/** The `/api/realtime` URL for the page's own origin. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME.path}`;
}

/** Delay before reconnect attempt `attempt` (0-based): doubling from min to max, with ±20% jitter. */
export function reconnectDelay(
  attempt: number,
  minDelayMs: number,
  maxDelayMs: number,
  random = Math.random,
): number {
  const base = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * One reconnecting connection to `/api/realtime`. It authenticates with the bearer token, subscribes to every
 * topic that has a subscriber, and after a drop reconnects with backoff and subscribes again, so callers only
 * say which topics they want.
 *
 * A topic's events reach the client only from the moment the server has taken its subscription, which the server
 * confirms (`subscribed`): whatever a screen read before that, its first fetch or what it had before a drop, may
 * already be stale, with the event that said so lost. So each confirmation calls the topic's `onLive` callbacks,
 * and screens refetch then; `onResync` listeners run when the server says it may have missed events itself.
 */
export class RealtimeClient {
  private readonly options: Required<Omit<RealtimeClientOptions, 'createSocket'>> & {
    createSocket: WebSocketFactory;
  };
  private socket: WebSocketLike | null = null;
  private readonly subscribers = new Map<Topic, Set<Subscriber>>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private readonly resyncListeners = new Set<() => void>();
  private status: RealtimeStatus = 'idle';
  private attempt = 0;
  private running = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;

  constructor(options: RealtimeClientOptions) {
    this.options = {
      minDelayMs: 500,
      maxDelayMs: 15_000,
      idleTimeoutMs: REALTIME.heartbeatMs * 2 + 5_000,
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      ...options,
    };
  }

  /** Starts connecting (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Closes the connection and stops reconnecting; handlers stay registered for a later start(). */
  stop(): void {
    this.running = false;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'client stopped');
    this.setStatus('idle');
  }

  /** Reconnects at once (the browser came back online, the page became visible, the token changed). */
  reconnectNow(): void {
    if (!this.running) return;
    if (this.status === 'ready' || this.status === 'connecting') return;
    this.attempt = 0;
    this.clearTimers();
    this.connect();
  }

  /**
   * Calls `onEvent` for every event on `topic` until the returned function is called, and `onLive` each time the
   * server confirms the topic's subscription: the first time, and again after every reconnection. Events are
   * delivered from each confirmation on, so a caller refetches then. (A caller joining a topic that is already
   * confirmed is not called until the next reconnection: its events flow already, and its own fetch comes after.)
   */
  subscribe(topic: Topic, onEvent: EventHandler, onLive?: () => void): () => void {
    const subscriber: Subscriber = { onEvent, onLive };
    let set = this.subscribers.get(topic);
    if (!set) {
      set = new Set();
      this.subscribers.set(topic, set);
      if (this.status === 'ready') this.send({ type: 'subscribe', topic });
    }
    set.add(subscriber);
    return () => {
      const current = this.subscribers.get(topic);
      if (!current) return;
      current.delete(subscriber);
      if (current.size === 0) {
        this.subscribers.delete(topic);
        if (this.status === 'ready') this.send({ type: 'unsubscribe', topic });
      }
    };
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener(this.status);
    return () => this.statusListeners.delete(listener);
  }

  /** Runs when the server says it may have missed events (its `resync`): every screen refetches. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  getStatus(): RealtimeStatus {
    return this.status;
  }

  private connect(): void {
    const token = this.options.getToken();
    if (!token) {
      this.setStatus('unauthorized');
      return;
    }
    this.setStatus('connecting');
    let socket: WebSocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.send({ type: 'auth', token });
      this.touch();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.touch();
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      this.receive(message);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      if (!this.running) return;
      if (event.code === REALTIME.closeCodes.unauthorized) {
        // The session is gone: wait for a new token (reconnectNow) rather than hammering the server.
        this.setStatus('unauthorized');
        return;
      }
      this.setStatus('offline');
      this.scheduleReconnect();
    };
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'ready': {
        this.attempt = 0;
        this.setStatus('ready');
        for (const topic of this.subscribers.keys()) this.send({ type: 'subscribe', topic });
        this.pingTimer = setInterval(() => this.send({ type: 'ping' }), REALTIME.heartbeatMs);
        return;
      }
      case 'subscribed': {
        const subscribers = this.subscribers.get(message.topic);
        if (!subscribers) return;
        for (const subscriber of [...subscribers]) subscriber.onLive?.();
        return;
      }
      case 'events': {
        const subscribers = this.subscribers.get(message.topic);
        if (!subscribers) return;
        for (const event of message.events)
          for (const subscriber of [...subscribers]) subscriber.onEvent(event);
        return;
      }
      case 'resync':
        // The server may have missed events: screens refetch.
        for (const listener of this.resyncListeners) listener();
        return;
      case 'error':
      case 'unsubscribed':
      case 'pong':
        return;
    }
  }

  private send(message: ClientMessage): void {
    if (this.socket && this.socket.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  private touch(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      // Nothing heard for too long (a half-open connection): replace it.
      const socket = this.socket;
      this.socket = null;
      socket?.close(4000, 'idle');
      this.clearTimers();
      if (this.running) {
        this.setStatus('offline');
        this.scheduleReconnect();
      }
    }, this.options.idleTimeoutMs);
  }

  private scheduleReconnect(): void {
    if (!this.running || this.reconnectTimer) return;
    const delay = reconnectDelay(this.attempt, this.options.minDelayMs, this.options.maxDelayMs);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.reconnectTimer = null;
    this.idleTimer = null;
    this.pingTimer = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }
}
