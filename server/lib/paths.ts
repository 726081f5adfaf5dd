import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folder holding package.json, found upward from this file: the same from source (tsx) and from dist/. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

const root = findRoot();
export const projectPath = (...parts: string[]) => path.join(root, ...parts);
