import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:8080';
const proxied = ['/zhwy', '/api', '/base', '/yypt', '/zhsq', '/api-docs', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // The dev server forwards API calls; the Host header is kept so tenants still resolve (demo.localhost:5173).
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])),
  },
  build: { manifest: true, chunkSizeWarningLimit: 1500 },
});
