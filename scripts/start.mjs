// `npm start`: build what is missing or stale, then run the server (it migrates the database at start-up).
import { spawn } from "node:child_process";
import "./ensure-built.mjs";
import { SERVER_ENV } from "./server-env.mjs";

const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
  stdio: "inherit",
  env: { ...process.env, ...SERVER_ENV },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
