import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineDailyProgress, layoutDashboardImage } from './dashboard-image-layout';
import {
  dashboardDisplayTitle,
  dashboardPaths,
  describeSlugProblem,
  normalizeSlug,
  ownerPreviewPath,
  reservedSlugs,
  untitledDashboardTitle,
} from './dashboard-rules';
import { ZDashboardUpdate } from './dashboards-api';
import { fitPixelText, layoutPixelText, toPixelFontText } from './pixel-font';

describe('describeSlugProblem', () => {
  it('accepts lower-case words joined by single hyphens, 3 to 32 characters', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 }), (words) => {
        const slug = words.join('-');
        const problem = describeSlugProblem(slug);
        if (slug.length < 3 || slug.length > 32 || reservedSlugs.has(slug)) {
          expect(problem).not.toBeNull();
        } else {
          expect(problem).toBeNull();
        }
      }),
    );
  });

  it('refuses anything that could leave the path segment or look like another address', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 32 }), (value) => {
        const problem = describeSlugProblem(value);
        if (problem === null) {
          expect(value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        }
      }),
    );
    for (const bad of ['ana runs', 'ana/x', '../up', 'ana--b', 'ana-', 'Ana', 'café']) {
      expect(describeSlugProblem(bad), bad).not.toBeNull();
    }
  });

  it('is applied after trimming and lowering case, and an empty name means none', () => {
    expect(normalizeSlug('  Ana-Runs ')).toBe('ana-runs');
    const parsed = ZDashboardUpdate.parse({
      slug: '  ',
      title: ' Hi ',
      bio: '',
      visibility: 'unlisted',
      habit_ids: [],
      goal_ids: [],
      skill_ids: [],
    });
    expect(parsed).toMatchObject({ slug: null, title: 'Hi' });
  });
});

describe('dashboardPaths', () => {
  it('opens /u/ only when public and /d/ unless private', () => {
    const base = { slug: 'ana', hash: 'h' };
    expect(dashboardPaths({ ...base, visibility: 'public' })).toEqual({
      page: '/u/ana',
      live: '/u/ana/live',
      link: '/d/h',
    });
    expect(dashboardPaths({ ...base, visibility: 'unlisted' })).toEqual({
      page: null,
      live: null,
      link: '/d/h',
    });
    expect(dashboardPaths({ ...base, visibility: 'private' })).toEqual({
      page: null,
      live: null,
      link: null,
    });
  });
});

describe('the preview image layout', () => {
  it('shades each day by the mean progress of the shared habits, ignoring logs of others', () => {
    const habits = [
      {
        id: 'a',
        name: 'A',
        type: 'boolean' as const,
        target: null,
        unit: null,
        current_streak: 0,
        best_streak: 0,
        strength: 0,
        verdicts: [],
      },
      {
        id: 'b',
        name: 'B',
        type: 'number' as const,
        target: 10,
        unit: null,
        current_streak: 0,
        best_streak: 0,
        strength: 0,
        verdicts: [],
      },
    ];
    const log = (habit_id: string, value: Partial<{ value_boolean: boolean; value_number: number }>) => ({
      habit_id,
      date: '2026-11-20',
      value_boolean: value.value_boolean ?? null,
      value_number: value.value_number ?? null,
      is_complete: true,
    });
    const progress = combineDailyProgress({
      habits,
      logs: [
        log('a', { value_boolean: true }),
        log('b', { value_number: 5 }),
        log('zzz', { value_boolean: true }),
      ],
    });
    expect(progress.get('2026-11-20')).toBeCloseTo(0.75);
    const dashboard = {
      slug: null,
      title: '',
      bio: '',
      visibility: 'public' as const,
      today: '2026-11-26',
      week_start: 1,
    };
    const { rects } = layoutDashboardImage({ habits, logs: [], dashboard });
    // The band, the title's pixels and 26 weeks of days (182), all inside the picture.
    const titlePixels = layoutPixelText('SHARED PROGRESS', { x: 0, y: 0, scale: 1, color: [0, 0, 0] });
    expect(rects).toHaveLength(1 + titlePixels.length + 182);
    for (const rect of rects) {
      expect(rect.x + rect.width).toBeLessThanOrEqual(1200);
      expect(rect.y + rect.height).toBeLessThanOrEqual(630);
    }
  });
});

describe('the preview image’s title', () => {
  const dashboard = {
    slug: null,
    title: 'Ana trains for Berlin',
    bio: '',
    visibility: 'public' as const,
    today: '2026-11-26',
    week_start: 1,
  };

  it('draws the dashboard’s title above the heatmap, so two titles make two pictures', () => {
    const drawn = (title: string) =>
      layoutDashboardImage({ habits: [], logs: [], dashboard: { ...dashboard, title } }).rects.filter(
        (rect) => rect.y > 24 && rect.y < 190,
      );
    expect(drawn('Ana trains for Berlin').length).toBeGreaterThan(50);
    expect(drawn('Ana trains for Berlin')).not.toEqual(drawn('Bo reads daily'));
  });

  it('keeps any title inside the picture, cut with "..." when too long', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (title) => {
        const fitted = fitPixelText(title, 6, 1034);
        expect(fitted.length * 36 - 6).toBeLessThanOrEqual(1034);
        for (const rect of layoutDashboardImage({ habits: [], logs: [], dashboard: { ...dashboard, title } })
          .rects) {
          expect(rect.x).toBeGreaterThanOrEqual(0);
          expect(rect.x + rect.width).toBeLessThanOrEqual(1200);
        }
      }),
    );
    expect(fitPixelText('A very long title about running, reading and writing every day', 6, 1034)).toMatch(
      /\.\.\.$/,
    );
  });

  it('writes accents and curly quotes as the font can draw them', () => {
    expect(toPixelFontText('Zoë’s café ✨ log')).toBe("ZOE'S CAFE LOG");
  });
});

describe('dashboardDisplayTitle', () => {
  it('is the title, else the owner’s progress, else shared progress, and the settings hint names the same', () => {
    expect(
      dashboardDisplayTitle({ dashboard: { title: 'Road to Boston' } as never, owner: { name: 'Ana' } }),
    ).toBe('Road to Boston');
    expect(dashboardDisplayTitle({ dashboard: { title: '' } as never, owner: { name: 'Ana' } })).toBe(
      untitledDashboardTitle('Ana'),
    );
    expect(untitledDashboardTitle('Ana')).toBe('Ana’s progress');
    expect(untitledDashboardTitle(null)).toBe('Shared progress');
  });
});

describe('ownerPreviewPath', () => {
  it('is the page by its link name when it has one, else the private link, for a private dashboard', () => {
    expect(ownerPreviewPath({ slug: 'ana', hash: 'h4sh' })).toBe('/u/ana');
    expect(ownerPreviewPath({ slug: null, hash: 'h4sh' })).toBe('/d/h4sh');
  });
});
