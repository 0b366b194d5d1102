// Copies @fluent/bundle's distributed build (installed by `npm install`
// in ui/) to ui/fluent-bundle.js, unchanged under a licence header: the
// window loads it from there (see that header for why). Run after
// changing the version in ui/package.json: `node ui/vendor-fluent.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const here = new URL(".", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("node_modules/@fluent/bundle/package.json", here), "utf8"));
const build = readFileSync(new URL("node_modules/@fluent/bundle/index.js", here), "utf8");
const header = `/*
 * @fluent/bundle ${pkg.version} (https://projectfluent.org, https://github.com/projectfluent/fluent.js)
 * Copyright Mozilla Foundation and others. Licensed under the Apache License,
 * Version 2.0: https://www.apache.org/licenses/LICENSE-2.0
 *
 * Vendored unchanged below this comment: the package's own distributed
 * build (node_modules/@fluent/bundle/index.js, a UMD file that sets
 * globalThis.FluentBundle when loaded as a plain script or module). Why a
 * copy: the window has no bundler, and Tauri embeds the files its
 * \`frontendDist\` lists, flat at the root, so the window loads it offline
 * from \`fluent-bundle.js\` like its own files. ui/package.json pins the
 * version; i18n-logic.test.js checks this copy equals the installed
 * package's file. To update: \`npm install\` the new version in ui/, then
 * \`node ui/vendor-fluent.mjs\`.
 */
`;
writeFileSync(new URL("fluent-bundle.js", here), header + build);
