// `npm run dev`: the API with reload (tsx watch) and the Vite dev server with hot reload, which proxies /api to it.
import { spawn } from "node:child_process";

const procs = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => procs.forEach((p) => p.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
procs.forEach((p) =>
  p.on("exit", (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  }),
);
