/** The app's version (package.json), set by vite.config.ts's `define`. */
declare const __SOLE_VERSION__: string;
