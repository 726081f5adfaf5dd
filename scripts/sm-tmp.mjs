import { readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
import zlib from "node:zlib";
const file = process.argv[2];
const code = readFileSync(file, "utf8");
const map = JSON.parse(readFileSync(file + ".map", "utf8"));
const c = new SourceMapConsumer(map);
const lines = code.split("\n");
const bytes = new Map();
let last = null;
// attribute each char by nearest preceding mapping
const mappings = [];
c.eachMapping((m) => mappings.push(m));
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  let len;
  if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
  else len = lines[m.generatedLine - 1].length - m.generatedColumn;
  const src = (m.source || "?").replace(/.*node_modules\//, "nm/").replace(/.*\/web\/src\//, "src/");
  bytes.set(src, (bytes.get(src) || 0) + len);
}
const total = code.length, gz = zlib.gzipSync(code).length;
console.log(file, total, "raw", gz, "gz");
[...bytes].sort((a, b) => b[1] - a[1]).slice(0, +process.argv[3] || 40).forEach(([s, b]) => console.log((b / 1024).toFixed(1).padStart(6), "KB raw ~", ((b / total) * gz / 1024).toFixed(1), "gz", s));
