import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r("./web"),
  publicDir: r("./web/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@contract": r("./contract"), "@web": r("./web/src") },
  },
  build: {
    outDir: r("./dist/web"),
    emptyOutDir: true,
    target: "es2020",
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:5000", "/uploads": "http://127.0.0.1:5000" },
  },
});
