import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the app runs on :3000 and the API on :3001; the proxy makes them one origin, so the app
// always calls relative `/api` paths (in production the server serves both).
const API_TARGET = 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      // The realtime WebSocket; listed first so its upgrade is proxied as a socket.
      '/api/realtime': { target: API_TARGET, ws: true, changeOrigin: true },
      '/api': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
  },
});
