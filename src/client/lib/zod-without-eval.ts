/**
 * Imported first by main.tsx. zod probes for eval (new Function) on its first object parse, which our
 * Content-Security-Policy refuses and Chrome reports as a CSP issue on every page; zod reads this global
 * when its chunk loads, and its interpreter needs no eval. Importing zod here instead would pull its core
 * into the first-load bundle.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
