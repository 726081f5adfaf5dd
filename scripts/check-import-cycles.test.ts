import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Every .ts file under these folders (tests included: a test importing in a circle is as confusing). */
function sourceFiles(folders: string[]) {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(path);
    }
  };
  folders.forEach((folder) => walk(join(root, folder)));
  return files;
}

/** The project files one file imports (type-only imports count too), by relative path or the @contract alias. */
function importsOf(file: string) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const base = fileName.startsWith("@contract/")
      ? join(root, "contract", fileName.slice(10))
      : fileName.startsWith(".")
        ? resolve(dirname(file), fileName)
        : undefined;
    if (!base) return [];
    const found = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((candidate) => existsSync(candidate));
    return found ? [found] : [];
  });
}

/** Strongly connected groups of more than one file (or a file importing itself): each is an import cycle. */
function findCycles(graph: Map<string, string[]>) {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe("import cycles", () => {
  it("finds a cycle through several files and none in a chain", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("server/ and contract/ import nothing in a circle", () => {
    const graph = new Map(sourceFiles(["server", "contract"]).map((file) => [file, importsOf(file)]));
    const cycles = findCycles(graph).map((group) => group.map((file) => relative(root, file)));
    expect(cycles).toEqual([]);
  });
});
