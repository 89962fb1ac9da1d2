/**
 * Import boundaries, checked by `npm run check` (docs/ARCHITECTURE.md, "Feature boundaries").
 * Run alone: `npx depcruise src`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "feature-internals",
      severity: "error",
      comment:
        "A web feature uses another feature only through that feature's index.ts, which names what it offers; " +
        "its other files are its own to change (docs/ARCHITECTURE.md, Feature boundaries).",
      from: { path: "^src/web/features/([^/]+)/" },
      to: {
        path: "^src/web/features/([^/]+)/",
        pathNot: ["^src/web/features/$1/", "^src/web/features/[^/]+/index\\.tsx?$"],
      },
    },
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A module cannot be read, tested or split on its own when it imports itself through others: " +
        "move what both sides need to the module that owns it.",
      from: { path: "^src/(web|shared)/" },
      to: { circular: true },
    },
    {
      name: "no-circular-server",
      severity: "error",
      comment:
        "The same rule on the server: a module that reaches itself through others cannot be read, " +
        "tested or loaded on its own (the pool's archive task reads the dump's shape from db/backup-format.ts).",
      from: { path: "^src/server/" },
      to: { circular: true },
    },
    {
      name: "shared-knows-no-side",
      severity: "error",
      comment: "src/shared is used by both the web app and the server, so it imports neither.",
      from: { path: "^src/shared/" },
      to: { path: "^src/(web|server)/" },
    },
    {
      name: "web-not-server",
      severity: "error",
      comment: "The web app talks to the server over HTTP; what both need lives in src/shared.",
      from: { path: "^src/web/" },
      to: { path: "^src/server/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "An import that resolves to nothing: a typo, or a package missing from package.json.",
      from: { path: "^src/" },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^src/web/public/", "\\.css$"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    cache: false,
  },
};
