import { act } from '@testing-library/react';

/**
 * A WebSocket stand-in for screen tests: `vi.stubGlobal('WebSocket', FakeSocket)` and the test plays the server's
 * side of the realtime connection. Every socket made is in `FakeSocket.all` (reset it before each test).
 */
export class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  closed = false;
  sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  /** The server says something. */
  receive(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}
