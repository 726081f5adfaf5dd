import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import pg from "pg";

/**
 * The floor the API is measured against: bare node:http and node-postgres, no framework, no validation, no
 * headers beyond the essentials, answering the same two reads from the same rows (every column but the search
 * vector, as the app reads them). What the app spends above this is its own cost.
 */
export async function startFloorServer(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const { rows } = await pool.query<{ column_name: string }>(
    "select column_name from information_schema.columns where table_name = 'products' and column_name <> 'search_vector' order by ordinal_position",
  );
  const columns = rows.map((r) => `"${r.column_name}"`).join(", ");
  const list = {
    name: "floor_list",
    text: `select ${columns} from products where status = 'approved' and is_available order by created_at desc, id desc limit $1 offset 0`,
  };
  const one = { name: "floor_one", text: `select ${columns} from products where id = $1 limit 1` };
  const UUID = /^\/api\/products\/([0-9a-f-]{36})$/;

  const server: Server = createServer((req, res) => {
    const url = req.url ?? "/";
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    const byId = UUID.exec(url);
    const query = byId
      ? pool
          .query({ ...one, values: [byId[1]] })
          .then((r) => (r.rows[0] ? answer(200, r.rows[0]) : answer(404, { message: "not found" })))
      : url.startsWith("/api/products?")
        ? pool
            .query({ ...list, values: [Number(new URL(url, "http://x").searchParams.get("limit") ?? 20)] })
            .then((r) => answer(200, r.rows))
        : Promise.resolve(answer(404, { message: "not found" }));
    query.catch(() => answer(500, { message: "error" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

/**
 * The floor in a process of its own (floor-main.ts, run through tsx): its pid for CPU accounting, and its URL.
 * `nodeArgs` go to node before the script (`--cpu-prof`).
 */
export async function startFloorProcess(databaseUrl: string, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "scripts/bench/floor-main.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("message", (message) => resolve((message as { url: string }).url));
    child.once("exit", (code) => reject(new Error(`the floor server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
