import { firstLoadJavaScript, FIRST_LOAD_PAGES } from "./bench/first-load";
import { existsSync, readFileSync, statSync } from "node:fs";
for (const [label, mod] of Object.entries(FIRST_LOAD_PAGES)) {
  const { files } = firstLoadJavaScript("dist/web", mod);
  let gz = 0, br = 0;
  for (const f of files) { const p = "dist/web/" + f.file; gz += existsSync(p + ".gz") ? statSync(p + ".gz").size : statSync(p).size; br += existsSync(p + ".br") ? statSync(p + ".br").size : statSync(p).size; }
  console.log(label, (gz / 1024).toFixed(1), "served gzip", (br / 1024).toFixed(1), "served br");
}
