import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rr = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    // @shared/… and @web/… come from tsconfig.base.json's paths.
    tsconfigPaths: true,
    // react-router's package exports only its development build; production drops its dev warnings.
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: rr('index.mjs') },
            { find: /^react-router\/dom$/, replacement: rr('dom-export.mjs') },
          ]
        : [],
  },
  // Every browser we serve supports <link rel="modulepreload">: no polyfill in the first bundle.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and the router in one long-cached chunk; left alone, the bundler merges lazy-only
        // modules into that shared chunk and so into the first load.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
}));
