const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

export type TLogLevel = keyof typeof levels;

export type Logger = {
  debug: (message: string, detail?: unknown) => void;
  info: (message: string, detail?: unknown) => void;
  warn: (message: string, detail?: unknown) => void;
  error: (message: string, detail?: unknown) => void;
};

export function createLogger(level: TLogLevel): Logger {
  const threshold = levels[level];
  const write = (at: Exclude<TLogLevel, 'silent'>) => (message: string, detail?: unknown) => {
    if (levels[at] < threshold) return;
    const line = `[${new Date().toISOString()}] ${at.toUpperCase()} ${message}`;
    const out = at === 'error' || at === 'warn' ? console.error : console.log;
    if (detail === undefined) out(line);
    else out(line, detail);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
