/**
 * Issue 17 item 9: the product speaks British English. Every text a user can see (JSX text,
 * string and template literals in the web, the product's messages, PDF drawing code and mail
 * templates) is scanned for US spellings of words our trade uses. Identifiers and field names
 * (laborDays, totalLaborPence, labor_days, text-center) are code, not text, and are allowed: the
 * TypeScript parser gives the texts alone, and class names are left out.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");

/**
 * A word as people read it: not part of an identifier (laborDays, labor_days, "catalogue"), a
 * class (items-center, transition-colors), a CSS declaration (color:#0f172a, text-align:center)
 * or a media query (prefers-color-scheme). "Labor: £500" is still a word.
 */
const word = (stem: string) => new RegExp(`(?<![-\\w:#./])${stem}(?![-\\w]|:\\S)`, "i");

/** US spelling → what the product says. */
const spellings: { us: RegExp; gb: string }[] = [
  { us: word("labor(s|ed|ing)?"), gb: "labour" },
  { us: word("color(s|ed|ful|ing)?"), gb: "colour" },
  { us: word("cent(er|ers|ered)"), gb: "centre" },
  { us: word("favorit(e|es|ed)"), gb: "favourite" },
  { us: word("catalog(s|ed)?"), gb: "catalogue" },
];

/** Calls and attributes whose strings are CSS classes, not words. */
const CLASS_CALLS = new Set(["cn", "cva", "clsx", "twMerge"]);
const CLASS_ATTRIBUTES = new Set(["className", "class"]);

function isClassString(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at)) return CLASS_ATTRIBUTES.has(at.name.getText());
    if (ts.isCallExpression(at) && CLASS_CALLS.has(at.expression.getText())) return true;
    if (ts.isPropertyAssignment(at) && /className$/i.test(at.name.getText())) return true;
  }
  return false;
}

/** The texts of a source file a user could read: JSX text and string/template literals. */
function visibleTexts(fileName: string, source: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const isText =
      ts.isJsxText(node) ||
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    const isCode =
      !node.parent ||
      ts.isImportDeclaration(node.parent) ||
      ts.isExportDeclaration(node.parent) ||
      ts.isLiteralTypeNode(node.parent) ||
      (ts.isPropertyAssignment(node.parent) && node.parent.name === node) ||
      // A layout keyword (pdfkit's align: "center", valign: "center") is code, like a class.
      (ts.isPropertyAssignment(node.parent) && /^v?align$/.test(node.parent.name.getText())) ||
      (ts.isElementAccessExpression(node.parent) && node.parent.argumentExpression === node);
    if (isText && !isCode && !isClassString(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      texts.push({ line: line + 1, text: (node as ts.LiteralLikeNode).text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

function usSpellings(fileName: string, source: string): string[] {
  const found: string[] = [];
  for (const { line, text } of visibleTexts(fileName, source)) {
    // Whole HTML tags in mail templates are markup (<td align="center">), not words.
    const words = text.replace(/<[^<>]*>/g, " ");
    for (const { us, gb } of spellings) {
      const match = us.exec(words);
      if (match) found.push(`${fileName}:${line} "${match[0]}" (say ${gb}): ${text.trim()}`);
    }
  }
  return found;
}

function walk(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((path) => !/\.test\.tsx?$/.test(path) && keep(path));
}

/** The web, the product's messages, and the server code that draws PDFs or writes emails. */
const scanned = [
  ...walk("src/web", (p) => /\.tsx?$/.test(p)),
  "src/shared/messages.ts",
  ...walk("src/server/mail", (p) => p.endsWith(".ts")),
  ...walk("src/server/pdf", (p) => p.endsWith(".ts")),
  ...walk("src/server/features", (p) => /\/(pdf[^/]*|email[^/]*|letterhead)\.ts$/.test(p)),
];

describe("British English in every visible text", () => {
  it("scans the web, the messages, the PDFs and the emails", () => {
    expect(scanned).toContain("src/server/mail/templates.ts");
    expect(scanned.some((p) => p.endsWith("pdf-draw.ts"))).toBe(true);
    expect(scanned.filter((p) => p.startsWith("src/web/")).length).toBeGreaterThan(50);
  });

  it("finds a visible US spelling and allows identifiers, field names and classes", () => {
    const source = `
      const laborDays = quote.totalLaborPence;
      export const row = { labor_days: 1, label: "Labor: £500" };
      const el = <p className="text-center">{laborDays} days of labor cost</p>;
      const t = \`Your favorite \${x} colour\`;
      const box = "flex items-center transition-colors";
      const css = '<td align="center" style="color:#0f172a;text-align:center">Catalogue</td>';
      const dark = "(prefers-color-scheme: dark)";
      const visible = "Pick a color";
      pdf.image(bytes, 0, 0, { fit: [10, 10], align: "center", valign: "center" });
      pdf.text("Site centre", 0, 0, { title: "center" });
    `;
    expect(usSpellings("fixture.tsx", source).map((f) => f.split(" ")[1])).toEqual([
      '"Labor"',
      '"labor"',
      '"favorite"',
      '"color"',
      '"center"',
    ]);
  });

  it("has none", () => {
    const found = scanned.flatMap((path) =>
      usSpellings(path, readFileSync(join(root, path), "utf8")),
    );
    expect(found).toEqual([]);
  });
});
