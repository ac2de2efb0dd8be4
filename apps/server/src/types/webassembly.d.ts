// Node runs WebAssembly, but @types/node does not declare it and the DOM lib is not loaded on the server.
// Only what the server uses (compiling PGlite's module once, see db/pglite.ts).
declare namespace WebAssembly {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Module {}
  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
}
