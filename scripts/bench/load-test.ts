import { spawn } from "node:child_process";

/**
 * Requests per second over `seconds` at 50 connections: autocannon in its own process, so this process can serve
 * the requests meanwhile. Its error output reaches the console (with --json it writes nothing else there).
 */
export function loadTest(target: string, seconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["autocannon", "--json", "-c", "50", "-d", String(seconds), target], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out) as { requests: { average: number }; non2xx: number; errors: number };
      if (result.non2xx || result.errors)
        console.log(`  (warning: ${result.non2xx} non-2xx answers, ${result.errors} errors during the load test)`);
      resolve(result.requests.average);
    });
  });
}
