import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The BFF listens on :3000 by default (`npx -y pnpm@10 start`); override with BFF_URL.
const target = process.env.BFF_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '^/(v1|auth)/': { target, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '^/(v1|auth)/': { target, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks cache better.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (id.includes('@tanstack')) return 'tanstack';
          if (/(zod|react-hook-form|@hookform)/.test(id)) return 'forms';
          return 'vendor';
        },
      },
    },
  },
});
