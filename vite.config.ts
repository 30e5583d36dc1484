import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress-plugin.ts";

// The API server listens on 3000 in development; Vite serves the client and forwards the rest.
const apiTarget = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  publicDir: "public",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload a page's own chunk (see src/server/plugins/client-app.ts).
    manifest: true,
    rollupOptions: {
      // The second entry starts the app on a page the server rendered, once its photo is painted.
      input: { index: "index.html", "first-view-loader": "src/client/first-view-loader.ts" },
      output: {
        codeSplitting: {
          // What both entries share travels as one file: each file of the first download costs its own
          // request and compression frame (pricing alone had become a 0.5 KB file).
          groups: [
            {
              name: "shared",
              test: /src\/(client\/lib\/api\/query-keys|domain\/pricing)\.ts$|@tanstack\/(react-query|query-core)\//,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/ws": { target: apiTarget, ws: true },
    },
  },
});
