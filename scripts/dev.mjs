// `npm run dev`: the API with reload (tsx watch, port 3001) and Vite with hot reload (port 5173).
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "src/server/index.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: process.env.API_PORT ?? "3001",
      PUBLIC_URL: "http://localhost:5173",
    },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
