import { eslintForSnippets } from "./lint-test-kit";
import { describe, expect, it } from "vitest";

/** The lint rule that keeps query keys in queryOptions factories must actually fire. */
describe("house/query-keys-from-factories lint rule", () => {
  const eslint = eslintForSnippets();
  const lint = (filePath: string, code: string) =>
    eslint
      .lintText(code, { filePath })
      .then((r) => r[0]!.messages.filter((m) => m.ruleId === "house/query-keys-from-factories"));
  const file = "web/src/features/home/api/thing.ts";

  it("refuses a key typed out in useQuery, an invalidation or a cache write", async () => {
    const code = [
      'import { useQuery, useQueryClient } from "@tanstack/react-query";',
      'export const useThing = (id: string) => useQuery({ queryKey: ["/api/things", id], queryFn: () => id });',
      "export function useSave() {",
      "  const queryClient = useQueryClient();",
      '  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ["/api/things"] }), queryClient.setQueryData(["/api/things", "1"], 1), queryClient.getQueryData(["/api/things"])]);',
      "}",
      "",
    ].join("\n");
    const messages = await lint(file, code);
    expect(messages.map((m) => m.line)).toEqual([2, 5, 5, 5]);
  });

  it("allows keys defined in queryOptions and infiniteQueryOptions, and used through .queryKey", async () => {
    const code = [
      'import { infiniteQueryOptions, queryOptions, useQueryClient } from "@tanstack/react-query";',
      'export const thingQuery = (id: string) => queryOptions({ queryKey: ["/api/things", id], queryFn: () => id });',
      'export const thingsQuery = infiniteQueryOptions({ queryKey: ["/api/things"], queryFn: () => [1], initialPageParam: 0, getNextPageParam: () => undefined });',
      "export function useSave() {",
      "  const queryClient = useQueryClient();",
      '  return () => Promise.all([queryClient.invalidateQueries({ queryKey: thingQuery("1").queryKey }), queryClient.setQueryData(thingQuery("1").queryKey, "1")]);',
      "}",
      "",
    ].join("\n");
    expect(await lint(file, code)).toEqual([]);
  });
});
