import { describe, expect, it } from 'vitest';
import { ZPublicDashboard } from './dashboards-api';
import { advanceDemoDashboard, buildDemoDashboard } from './demo-dashboard';
import { readLiveDashboardEvent } from './live-dashboard-event';

describe('the live demo dashboard', () => {
  it('is a valid public answer with four habits, two goals and two skills', () => {
    const demo = buildDemoDashboard('2026-11-26');
    expect(ZPublicDashboard.parse(demo)).toEqual(demo);
    expect(demo.habits).toHaveLength(4);
    expect(demo.goals).toHaveLength(2);
    expect(demo.skills).toHaveLength(2);
    expect(demo.logs.every((log) => log.date <= '2026-11-26' && log.date > '2025-11-26')).toBe(true);
  });

  it('logs the habits still to do one by one, raising their streaks, then starts the day over', () => {
    const morning = buildDemoDashboard('2026-11-26');
    const todo = morning.habits.filter(
      (habit) => !morning.logs.some((log) => log.habit_id === habit.id && log.date === '2026-11-26'),
    );
    expect(todo.length).toBeGreaterThan(0);
    let state = morning;
    for (const habit of todo) {
      const before = state.habits.find((candidate) => candidate.id === habit.id);
      state = advanceDemoDashboard(state, morning);
      const after = state.habits.find((candidate) => candidate.id === habit.id);
      expect(after?.current_streak).toBe((before?.current_streak ?? 0) + 1);
      expect(after?.strength).toBeGreaterThan(before?.strength ?? 0);
    }
    expect(advanceDemoDashboard(state, morning)).toBe(morning);
  });
});

describe('readLiveDashboardEvent', () => {
  it('reads a dashboard or gone event and ignores anything else', () => {
    const dashboard = buildDemoDashboard('2026-11-26');
    expect(readLiveDashboardEvent(JSON.stringify({ type: 'dashboard', dashboard }))?.type).toBe('dashboard');
    expect(readLiveDashboardEvent(JSON.stringify({ type: 'gone', dashboard }))?.type).toBe('gone');
    expect(readLiveDashboardEvent('{"type":"habits"}')).toBeNull();
    expect(readLiveDashboardEvent('not json')).toBeNull();
    expect(
      readLiveDashboardEvent(JSON.stringify({ type: 'dashboard', dashboard: { habits: 1 } })),
    ).toBeNull();
  });
});
