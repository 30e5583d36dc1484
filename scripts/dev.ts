/**
 * `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload. The browser talks to
 * Vite on 5173, which forwards /api and /ws to the API on 3000, so 5173 is the shop's public address (sign-in
 * redirects, cookies) unless PUBLIC_URL says otherwise.
 */
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { PUBLIC_URL: "http://localhost:5173", ...process.env, NODE_ENV: "development" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
