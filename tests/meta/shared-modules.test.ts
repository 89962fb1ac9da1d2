/**
 * The "app" test project runs without isolation (vitest.config.ts): the files one worker runs share
 * one module graph. A file that mocks a module, changes the environment or leaves fake timers on
 * would change what the next file imports or sees, so it must be listed in ISOLATED, where each
 * file gets a graph of its own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED } from "../../vitest.config";

const root = join(import.meta.dirname, "../..");
/** Its own examples of leaks are strings, not leaks. */
const thisFile = "tests/meta/shared-modules.test.ts";

const sharedStateRules: { name: string; pattern: RegExp }[] = [
  { name: "module mock", pattern: /\bvi\.(mock|doMock|resetModules)\s*\(/ },
  { name: "environment change", pattern: /process\.env\.\w+\s*=[^=]|delete process\.env|stubEnv/ },
];

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => relative(root, join(root, dir, name)));
}

/** What in `source` would leak into the next file that shares its module graph. */
function sharedStateLeaks(source: string): string[] {
  const leaks = sharedStateRules.filter((r) => r.pattern.test(source)).map((r) => r.name);
  if (/\buseFakeTimers\s*\(/.test(source) && !/\buseRealTimers\s*\(/.test(source))
    leaks.push("fake timers never restored");
  if (/\bstubGlobal\s*\(/.test(source) && !/\bunstubAllGlobals\s*\(/.test(source))
    leaks.push("globals never restored");
  return leaks;
}

describe("test files sharing a module graph", () => {
  it("recognises each kind of leak", () => {
    expect(sharedStateLeaks(`vi.mock("../x", () => ({}))`)).toEqual(["module mock"]);
    expect(sharedStateLeaks(`process.env.WORKER_THREADS = "2";`)).toEqual(["environment change"]);
    expect(sharedStateLeaks(`if (process.env.CI === "1") {}`)).toEqual([]);
    expect(sharedStateLeaks("vi.useFakeTimers();")).toEqual(["fake timers never restored"]);
    expect(sharedStateLeaks("vi.useFakeTimers(); vi.useRealTimers();")).toEqual([]);
    expect(sharedStateLeaks("vi.stubGlobal('fetch', f)")).toEqual(["globals never restored"]);
  });

  it("leave nothing behind, or are listed in ISOLATED", () => {
    const files = ["src", "tests/api", "tests/db", "tests/meta"].flatMap(testFiles);
    expect(files.length).toBeGreaterThan(100);
    const leaking = files
      .filter((file) => !ISOLATED.includes(file) && file !== thisFile)
      .map((file) => ({ file, leaks: sharedStateLeaks(readFileSync(join(root, file), "utf8")) }))
      .filter((f) => f.leaks.length > 0);
    expect(leaking).toEqual([]);
  });

  it("isolates only files that need it (isolation costs each an import of the server)", () => {
    for (const file of ISOLATED)
      expect(sharedStateLeaks(readFileSync(join(root, file), "utf8")), file).not.toEqual([]);
  });
});
