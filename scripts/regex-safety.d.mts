/** Types of ./regex-safety.mjs for the test that uses it (tests/meta/regex-safety.test.ts). */
export interface RegexLiteral {
  /** file:line */
  where: string;
  /** As written: /pattern/flags */
  literal: string;
  pattern: string;
  flags: string;
}
export interface Verdict {
  status: "safe" | "vulnerable" | "unknown";
  complexity?: string;
  attack?: string;
}
export const VERDICTS_FILE: string;
export function regexLiterals(): RegexLiteral[];
export function verdictOf(
  literal: Pick<RegexLiteral, "pattern" | "flags">,
  timeout?: number,
): Verdict;
export function readVerdicts(): { safe: string[]; allowed: Record<string, string> };
