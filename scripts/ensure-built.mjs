// Builds the web app and server when dist/ is missing or older than any source file.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "dist", ".build-stamp");
const sources = [
  "contract",
  "server",
  "web",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "tsup.config.ts",
  "tsconfig.json",
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts")) continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (built < changed) {
  console.log(built ? "Sources changed: rebuilding..." : "First start: building the web app and server...");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
  writeFileSync(stamp, new Date().toISOString());
}
