// Several built instances behind nginx with deploy/nginx.conf, on one PostgreSQL database and one S3 peer: what
// the cluster test and the cluster bench run against.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV } from "../server-env.mjs";
import { freePort } from "../../server/test/free-port";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Debian's nginx, installed with apt-get when missing (as scripts/test.mjs does for Chromium). */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0) {
    console.log("nginx not found: installing Debian's nginx-light with apt-get...");
    spawnSync(
      "sh",
      ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null"],
      { stdio: "inherit" },
    );
    // The package starts a default site on port 80 where a service manager runs; the cluster needs none of it.
    spawnSync("sh", ["-c", "command -v service >/dev/null && service nginx stop >/dev/null 2>&1 || true"]);
    if (existsSync(NGINX)) return;
  }
  throw new Error("nginx is needed for the cluster test: apt-get install nginx-light (or set NGINX_PATH)");
}

/**
 * deploy/nginx.conf with this run's ports and folders: the upstream's servers (those in `down` marked down, as
 * an operator does before restarting one), the listen port, the cache.
 */
function nginxConfig(dir: string, listen: number, ports: number[], down = new Set<number>()) {
  const site = readFileSync("deploy/nginx.conf", "utf8");
  const servers = ports
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s${down.has(p) ? " down" : ""};`)
    .join("\n");
  const templated = site
    .replace(
      /(upstream dobara \{[\s\S]*?)((?:\s*server 127\.0\.0\.1:\d+[^;]*;)+)/,
      (_m, head: string) => `${head}\n${servers}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${listen};`)
    .replace("/var/cache/nginx/dobara-uploads", path.join(dir, "cache"));
  if (templated.split("127.0.0.1:").length - 1 !== ports.length + 1) throw new Error("deploy/nginx.conf: no upstream");
  writeFileSync(path.join(dir, "dobara.conf"), templated);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      // As root, workers would otherwise run as nobody and could not use this run's folders.
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 2;",
      "daemon off;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 4096; }",
      "http {",
      "  access_log off;",
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      `  include ${path.join(dir, "dobara.conf")};`,
      "}",
    ].join("\n"),
  );
}

export interface Instance {
  port: number;
  /** Marked down in nginx's upstream (see setDown). */
  down: boolean;
  origin: string;
  child: ChildProcess;
  /** Starts (again) the built server on this port; resolves once it is ready. */
  start(): Promise<void>;
  /** SIGTERM, as a deploy does; resolves once the process has exited. */
  stop(): Promise<number | null>;
  kill(): Promise<void>;
}

export async function startCluster(options: {
  databaseUrl: string;
  /** The S3 variables (S3_BUCKET, S3_ENDPOINT, ...). */
  s3Env: Record<string, string>;
  instances: number;
  extraEnv?: Record<string, string>;
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "dobara-cluster-"));
  mkdirSync(path.join(dir, "cache"));
  const ports = await Promise.all(Array.from({ length: options.instances }, freePort));
  const listen = await freePort();
  const env = {
    ...process.env,
    ...SERVER_ENV,
    ...options.s3Env,
    DATABASE_URL: options.databaseUrl,
    NODE_ENV: "development",
    SEED_DEMO: "0",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${listen}`,
    TRUST_PROXY: "loopback",
    // Every instance must decrypt what another wrote.
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    // Above deploy/nginx.conf's upstream keepalive_timeout (2 s): see the comment there.
    SHUTDOWN_DRAIN_SECONDS: "3",
    // The SDK's notice that its 2027 releases need Node 22, once per instance: noise in the test's output.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    ...options.extraEnv,
  };

  const instances: Instance[] = ports.map((port, i) => {
    const instance: Instance = {
      port,
      down: false,
      origin: `http://127.0.0.1:${port}`,
      child: undefined as unknown as ChildProcess,
      async start() {
        const dataDir = path.join(dir, `instance-${i + 1}`);
        mkdirSync(dataDir, { recursive: true });
        instance.child = spawn(process.execPath, ["dist/server/main.js"], {
          env: { ...env, PORT: String(port), DATA_DIR: dataDir },
          stdio: ["ignore", "inherit", "inherit"],
        });
        await waitReady(instance);
      },
      async stop() {
        const exited = new Promise<number | null>((r) => instance.child.once("exit", (code) => r(code)));
        instance.child.kill("SIGTERM");
        return exited;
      },
      async kill() {
        const exited = new Promise((r) => instance.child.once("exit", r));
        instance.child.kill("SIGKILL");
        await exited;
      },
    };
    return instance;
  });
  // The first one alone migrates the fresh database; the others then start together.
  await instances[0]!.start();
  await Promise.all(instances.slice(1).map((i) => i.start()));

  ensureNginx();
  nginxConfig(dir, listen, ports);
  const check = spawnSync(NGINX, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "inherit" });
  const origin = `http://127.0.0.1:${listen}`;
  for (
    let i = 0;
    !(await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 100) throw new Error("nginx did not answer in 10 s");
    await sleep(100);
  }

  return {
    origin,
    instances,
    /**
     * Takes an instance out of nginx's upstream, or puts it back: the configuration rewritten and reloaded
     * (SIGHUP; the old workers finish their requests). nginx has no readiness polling of its own, so this is how
     * a rolling restart keeps new requests away from an instance before it closes its port.
     */
    async setDown(instance: Instance, down: boolean) {
      const marked = new Set(instances.filter((i) => i.down).map((i) => i.port));
      instance.down = down;
      if (down) marked.add(instance.port);
      else marked.delete(instance.port);
      nginxConfig(dir, listen, ports, marked);
      nginx.kill("SIGHUP");
      await sleep(500);
    },
    async stop() {
      const exits = instances
        .filter((i) => i.child.exitCode === null && i.child.signalCode === null)
        .map((i) => new Promise((r) => i.child.once("exit", r)));
      for (const i of instances) i.child.kill("SIGTERM");
      nginx.kill("SIGQUIT");
      await Promise.race([Promise.all(exits), sleep(15_000)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Until the instance says it is ready for traffic (/api/ready; /api/health where there is no readiness yet). */
async function waitReady(instance: Instance) {
  for (let i = 0; ; i++) {
    if (instance.child.exitCode !== null) throw new Error(`the instance on ${instance.port} exited`);
    const status = await fetch(`${instance.origin}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (status === 404 && (await fetch(`${instance.origin}/api/health`).then((r) => r.ok))) return;
    if (i > 1200) throw new Error(`the instance on ${instance.port} was not ready in 120 s`);
    await sleep(100);
  }
}
