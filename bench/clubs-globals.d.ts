// Declarations the clubs benchmark needs: what the server code it imports uses of WebAssembly (declared for the
// server in apps/server/src/types/webassembly.d.ts, outside this workspace's program), and the part of
// autocannon 8 (no bundled types, no @types package installed) that the benchmark calls.
declare namespace WebAssembly {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Module {}
  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
}

declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: 'GET' | 'POST'; path: string }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
