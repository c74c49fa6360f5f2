import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBackupPeriod } from '../settings';
import { backupFileName, pruneBackups } from './online-backup';

describe('scheduled backups', () => {
  it('keeps the newest BACKUP_KEEP backups and leaves other files alone', () => {
    const folder = mkdtempSync(join(tmpdir(), 'compound-prune-'));
    const days = [1, 2, 3, 4, 5].map((day) => new Date(Date.UTC(2026, 10, day, 3)));
    for (const day of days) writeFileSync(join(folder, backupFileName('pglite', day)), 'dump');
    writeFileSync(join(folder, 'notes.txt'), 'mine');
    expect(pruneBackups(folder, 2)).toHaveLength(3);
    expect(readdirSync(folder).sort()).toEqual([
      backupFileName('pglite', days[3]),
      backupFileName('pglite', days[4]),
      'notes.txt',
    ]);
  });

  it('reads BACKUP_EVERY as minutes, hours or days, and nothing else', () => {
    expect(parseBackupPeriod('24h')).toBe(86_400_000);
    expect(parseBackupPeriod('30m')).toBe(1_800_000);
    expect(parseBackupPeriod('7d')).toBe(604_800_000);
    for (const refused of ['', '1m', '24', 'daily', '-1h', '1.5h'])
      expect(parseBackupPeriod(refused), refused).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.constantFrom('h', 'd'), (count, unit) => {
        expect(parseBackupPeriod(`${count}${unit}`)).toBe(count * (unit === 'h' ? 3_600_000 : 86_400_000));
      }),
    );
  });
});
