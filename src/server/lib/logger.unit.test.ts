import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('the logger', () => {
  it('writes one JSON object per line whatever the message holds', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (line) => lines.push(line));
    logger.warn('report\n[2026-01-01] INFO E-mail to a@b.c: Reset\u2028x', { message: 'a\r\nb' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\n\r\u2028]/);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'warn', detail: { message: 'a\r\nb' } });
  });

  it('logs a failed query without its parameters', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    const failure = Object.assign(new Error('Failed query: insert into habits … params: my secret note'), {
      query: 'insert into habits (name) values ($1)',
      params: ['my secret note'],
    });
    logger.error('POST /api/habits failed', { requestId: 'r1', error: failure });
    expect(lines[0]).not.toContain('my secret note');
    expect(JSON.parse(lines[0] ?? '').detail).toMatchObject({
      requestId: 'r1',
      error: { message: 'Failed query', query: 'insert into habits (name) values ($1)' },
    });
  });

  it('stays silent below its level', () => {
    const lines: string[] = [];
    createLogger('warn', (line) => lines.push(line)).info('hidden');
    expect(lines).toEqual([]);
  });
});
