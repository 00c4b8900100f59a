import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { kbSearchPlugin } from './src/web/features/knowledge-base/build/kb-search-plugin';
import { themeBootPlugin } from './src/web/features/theme/build/theme-boot-plugin';

// The SPA lives in src/web and builds to dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [
    react(),
    tailwindcss(),
    kbSearchPlugin({ contentDir: fileURLToPath(new URL('./content/knowledge-base', import.meta.url)) }),
    themeBootPlugin({ entry: fileURLToPath(new URL('./src/web/features/theme/boot.ts', import.meta.url)) }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
