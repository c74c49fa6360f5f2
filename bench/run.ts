// npm run bench: prints each figure beside its design.md budget. Figures, never pass/fail tests.
import { spawnSync } from 'node:child_process';
import { benchAnalyticsPglite, benchAnalyticsPostgres } from './analytics.bench';
import { benchBundle } from './bundle.bench';
import { benchCoach } from './coach.bench';
import { benchCoachEval } from './coach-eval.bench';
import { benchExport } from './export.bench';
import { benchGoalsAndRealtime } from './goals-realtime.bench';
import { benchHealth } from './http.bench';
import { benchImports } from './imports.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchLongTasks } from './long-tasks.bench';
import { benchPgliteThread } from './pglite-thread.bench';
import { benchPostgresRestart } from './postgres-restart.bench';
import { benchReminders } from './reminders.bench';
import { formatResult, type TBenchResult } from './report';
import { benchRestartAfterKill } from './restart-after-kill.bench';
import { benchScaleOut } from './scale-out.bench';
import { root } from './server-process';
import { benchSoak } from './soak.bench';
import { benchStartup } from './startup.bench';
import { benchTrackerPglite, benchTrackerPostgres } from './tracker.bench';

const sections: [string, () => TBenchResult[] | Promise<TBenchResult[]>][] = [
  ['Server start-up and memory (PGlite)', benchStartup],
  ['Restart after SIGKILL (PGlite)', benchRestartAfterKill],
  ['HTTP floor (PGlite)', benchHealth],
  ['Web bundle', benchBundle],
  ['Tracker, seeded user (PGlite)', benchTrackerPglite],
  ['Tracker, seeded user (PostgreSQL)', benchTrackerPostgres],
  ['Analytics, seeded user (PGlite)', benchAnalyticsPglite],
  ['Analytics, seeded user (PostgreSQL)', benchAnalyticsPostgres],
  ['Data export, seeded user (PGlite)', benchExport],
  ['Goals, skills and realtime, seeded user (PostgreSQL)', benchGoalsAndRealtime],
  ['Coach chat, seeded user (PGlite)', benchCoach],
  ['Built-in coach evaluation set', benchCoachEval],
  ['Lighthouse, mobile preset (PGlite)', benchLighthouse],
  ['Long tasks after /app paints, CPU 4x (PGlite)', benchLongTasks],
  ['Imports, Loop CSV (PGlite)', benchImports],
  ['Reminders, 10,000 due in one minute (PGlite)', benchReminders],
  ['PGlite thread: main vs worker, seeded user', benchPgliteThread],
  ['Soak, mixed reads and writes (PGlite)', benchSoak],
  ['PostgreSQL restart under load', benchPostgresRestart],
  ['Scale-out: 1, 2 and 3 servers behind HAProxy (PostgreSQL)', benchScaleOut],
];

// Flags after the filter (--quick) are read by the sections themselves.
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
console.log('Building the web app for the bundle figures…');
spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
});

for (const [title, run] of sections) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n## ${title}`);
  try {
    for (const result of await run()) console.log(formatResult(result));
  } catch (error) {
    console.log(`  failed: ${(error as Error).message}`);
  }
}
