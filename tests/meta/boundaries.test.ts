import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { cruise, type IConfiguration, type ICruiseResult } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

/**
 * The import rules of .dependency-cruiser.cjs (docs/ARCHITECTURE.md, Feature boundaries), run on a
 * fixture tree that breaks each of them once, so a rule that stops matching fails here; and the
 * feature graph of the real web app, which must have no cycle (depcruise checks modules, not
 * features: two features can each import the other's index.ts without any module cycle).
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const fixture = fileURLToPath(new URL("../fixtures/boundaries", import.meta.url));
const config = createRequire(import.meta.url)(`${root}.dependency-cruiser.cjs`) as IConfiguration;

async function cruiseTree(baseDir: string, paths: string[]): Promise<ICruiseResult> {
  const { output } = await cruise(paths, {
    baseDir,
    ruleSet: { forbidden: config.forbidden ?? [] },
    validate: true,
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
  });
  if (typeof output === "string") throw new Error("expected a cruise result, not a report");
  return output;
}

/** Feature → the features its modules import (static, dynamic and type-only imports alike). */
function featureGraph(result: ICruiseResult) {
  const featureOf = (path: string) => /^src\/web\/features\/([^/]+)\//.exec(path)?.[1];
  const graph = new Map<string, Set<string>>();
  for (const module of result.modules) {
    const from = featureOf(module.source);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const dependency of module.dependencies) {
      const to = featureOf(dependency.resolved);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Each cycle of the graph once, as "a → b → a", found by a depth-first walk. */
function cycles(graph: Map<string, Set<string>>) {
  const found = new Set<string>();
  const walk = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        const start = cycle.indexOf([...cycle].sort()[0] ?? "");
        const turned = [...cycle.slice(start), ...cycle.slice(0, start)];
        found.add([...turned, turned[0]].join(" → "));
      } else walk(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) walk(node, [node]);
  return [...found].sort();
}

describe("import boundaries (.dependency-cruiser.cjs)", () => {
  it("reports each kind of forbidden import in the fixture tree, and nothing else", async () => {
    const result = await cruiseTree(fixture, ["src"]);
    const violations = result.summary.violations
      .filter((v) => v.rule.severity === "error")
      .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
      .sort();
    expect(violations).toEqual([
      "feature-internals: src/web/features/beta/uses-internal.ts → src/web/features/alpha/internal.ts",
      "no-circular: src/web/lib/one.ts → src/web/lib/two.ts",
      "shared-knows-no-side: src/shared/imports-web.ts → src/web/lib/one.ts",
      "web-not-server: src/web/lib/imports-server.ts → src/server/thing.ts",
    ]);
  });

  it("finds a cycle between features that import each other only through index.ts", async () => {
    const result = await cruiseTree(fixture, ["src/web/features"]);
    expect(cycles(featureGraph(result))).toEqual(["delta → gamma → delta"]);
  });

  it("the web app's features form no cycle", { timeout: 180_000 }, async () => {
    const result = await cruiseTree(root, ["src/web"]);
    const graph = featureGraph(result);
    // The features that import others (a graph that lost its edges would pass vacuously).
    expect(graph.get("jobs")).toContain("quotes");
    expect(cycles(graph)).toEqual([]);
  });
});
