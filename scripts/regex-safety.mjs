#!/usr/bin/env node
/**
 * Every regular expression literal in the server and shared code, and whether it can take more
 * than linear time on some input (ReDoS), as recheck (https://makenowjust-labs.github.io/recheck/)
 * finds it. A pattern that can try every length from every start (`\s*(?:x)?\s*` on a run of
 * spaces, `\d+` from inside a run of digits) costs the square of its input: tenant text reaches
 * most of them, and one product named in 500 digits took the search index 4-6 ms.
 *
 * tests/meta/regex-safety.test.ts checks each literal; tests/meta/regex-safety.json keeps the
 * verdicts already found safe (so the test checks only new or changed literals) and the ones
 * allowed with a reason. `node scripts/regex-safety.mjs --write` checks every literal again and
 * rewrites the safe list (the allowed ones and their reasons are kept as they are).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const ts = require("typescript");
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const VERDICTS_FILE = join(root, "tests/meta/regex-safety.json");

/** Each regular expression literal of the server and shared code (not their tests). */
export function regexLiterals() {
  const files = ["src/server", "src/shared"]
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true }).map((f) => join(dir, f)))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort();
  const found = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(source);
        const end = literal.lastIndexOf("/");
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({
          where: `${file}:${line + 1}`,
          literal,
          pattern: literal.slice(1, end),
          flags: literal.slice(end + 1),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * recheck's verdict: "safe", "vulnerable" (with the complexity and an attack string) or "unknown"
 * (it could not decide in `timeout` ms). `g` and `y` change where a match starts, not its cost.
 */
export function verdictOf({ pattern, flags }, timeout = 2_000) {
  const { checkSync } = require("recheck");
  const result = checkSync(pattern, flags.replace(/[gy]/g, ""), { timeout });
  return {
    status: result.status,
    complexity: result.complexity
      ? `${result.complexity.type}${result.complexity.degree ? ` ${result.complexity.degree}` : ""}`
      : undefined,
    attack: result.attack?.pattern,
  };
}

export function readVerdicts() {
  return JSON.parse(readFileSync(VERDICTS_FILE, "utf8"));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--write")) {
  const known = readVerdicts();
  const safe = new Set();
  for (const literal of regexLiterals()) {
    if (known.allowed[literal.literal]) continue;
    const verdict = verdictOf(literal);
    if (verdict.status === "safe") safe.add(literal.literal);
    else
      console.log(
        `${verdict.status} ${verdict.complexity ?? ""} ${literal.where} ${literal.literal}`,
      );
  }
  known.safe = [...safe].sort();
  writeFileSync(VERDICTS_FILE, `${JSON.stringify(known, null, 2)}\n`);
  console.log(`${safe.size} safe, ${Object.keys(known.allowed).length} allowed: ${VERDICTS_FILE}`);
}
