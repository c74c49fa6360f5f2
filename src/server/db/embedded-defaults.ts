// The embedded database's defaults, in a module of their own: settings.ts declares them, and the process
// entry reads them before the settings (and zod) load, to start the PGlite worker early (decision 0035).
export const defaultDataDir = './data';
export const defaultWebConcurrency = 1;
export const defaultPgliteThread = 'worker';
