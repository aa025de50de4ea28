import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

const src = fileURLToPath(new URL('./src', import.meta.url))

// Two entries: the console (/login, /admin/*, /stage) and the class screen (/screens).
// The screen entry never imports console code, so a wall display downloads only its own bundle.
export default defineConfig({
  root: src,
  base: '/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        console: `${src}/console/index.html`,
        screen: `${src}/screen/index.html`,
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/graphql': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/brand': 'http://127.0.0.1:3000',
    },
  },
})
