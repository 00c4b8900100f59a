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
    // dist/web/.vite/manifest.json: the build measures each route's initial JS from it
    // (scripts/bundle-budgets.mjs).
    manifest: true,
    // Every browser the app supports (baseline widely available) knows <link rel=modulepreload>;
    // the polyfill would add its bytes to every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every screen runs first, in one file: compressed together they are smaller
        // than as the several chunks the default split makes (the sign-in screen has 130 KB).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Only what the sign-in screen runs: TanStack's mutation, infinite and multi-query
              // observers stay with the screens that use them.
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|tailwind-merge|clsx)[\\/]/.test(
                  id,
                ) &&
                // The board's virtual list stays with the board.
                !/[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/.test(id) &&
                !/[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|useQueries|queriesObserver|useSuspense\w*|usePrefetch\w*|useIsFetching|useMutationState|HydrationBoundary|hydration|streamedQuery)\.js$/.test(
                  id,
                ),
            },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
