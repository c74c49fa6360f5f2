import { escapeHtml } from '../../../domain/content/render-markdown';
import { dashboardDisplayTitle } from '../../../domain/dashboards/dashboard-rules';
import type { TPublicDashboard, TPublicDashboardRequest } from '../../../domain/dashboards/dashboards-api';
import { publicDashboardQueryKey } from '../../../domain/http/server-rendered-queries';
import { matchPathPattern } from '../../../domain/routing/match-path-pattern';
import { formatCount } from '../../../domain/text/format-count';
import { formatPercent } from '../../../domain/text/format-percent';
import type { TPrerenderedPage } from '../../content/prerender-pages';
import type { Database } from '../../db/client';
import { loadPublicDashboard } from './load-public-dashboard';

/** Which dashboard a page address names: /u/{slug}, /u/{slug}/live or /d/{hash}. */
export function readDashboardAddress(pathname: string): TPublicDashboardRequest | null {
  const path = pathname.replace(/\/+$/, '');
  const [, kind, key] = path.split('/');
  if (!key) return null;
  const decoded = (() => {
    try {
      return decodeURIComponent(key);
    } catch {
      return null;
    }
  })();
  if (decoded === null) return null;
  if (matchPathPattern('/u/:slug', path) || matchPathPattern('/u/:slug/live', path)) {
    return kind === 'u' ? { slug: decoded.toLowerCase() } : null;
  }
  return matchPathPattern('/d/:hash', path) ? { hash: decoded } : null;
}

function describe(answer: TPublicDashboard): string {
  if (answer.dashboard?.bio) return answer.dashboard.bio;
  const parts = [
    answer.habits.length > 0 && formatCount(answer.habits.length, 'habit'),
    answer.goals.length > 0 && formatCount(answer.goals.length, 'goal'),
    answer.skills.length > 0 && formatCount(answer.skills.length, 'skill'),
  ].filter((part): part is string => typeof part === 'string');
  const shared = parts.length > 0 ? parts.join(', ') : 'Progress';
  return `${shared} shared on Compound: streaks, strength and progress, updated as they are logged.`;
}

function renderMain(answer: TPublicDashboard, title: string, description: string): string {
  const habits = answer.habits
    .map(
      (habit) =>
        `<li>${escapeHtml(habit.name)}: ${escapeHtml(formatCount(habit.current_streak, 'day'))} streak, best ${escapeHtml(formatCount(habit.best_streak, 'day'))}, strength ${formatPercent(habit.strength)}</li>`,
    )
    .join('');
  const goals = answer.goals
    .map((goal) => `<li>${escapeHtml(goal.name)}: ${formatPercent(goal.progress)}</li>`)
    .join('');
  const skills = answer.skills
    .map((skill) => `<li>${escapeHtml(skill.name)}: level ${skill.level}</li>`)
    .join('');
  return [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(description)}</p>`,
    habits && `<h2>Habits</h2><ul>${habits}</ul>`,
    goals && `<h2>Goals</h2><ul>${goals}</ul>`,
    skills && `<h2>Skills</h2><ul>${skills}</ul>`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The head tags and crawler text of a dashboard page, read as a signed-out visitor would see it: a
 * crawler runs no script, so the title, description and preview image must be in the HTML. A private,
 * missing or unshared dashboard gets none (nothing about it is told). An unlisted one is kept out of
 * search results.
 */
export async function loadDashboardPage(
  db: Database,
  pathname: string,
  publicUrl: string,
): Promise<TPrerenderedPage | undefined> {
  const request = readDashboardAddress(pathname);
  if (!request) return undefined;
  const { lookup, answer } = await loadPublicDashboard(db, request, null);
  if (lookup.kind !== 'found' || !answer.dashboard) return undefined;
  const title = dashboardDisplayTitle(answer);
  const description = describe(answer);
  const query = request.slug
    ? `slug=${encodeURIComponent(request.slug)}`
    : `hash=${encodeURIComponent(request.hash ?? '')}`;
  return {
    path: pathname.replace(/\/+$/, ''),
    title,
    description,
    type: 'profile',
    mainHtml: renderMain(answer, title, description),
    drawnByApp: true,
    unlisted: true,
    image: `${publicUrl}/api/public-dashboard/image?${query}`,
    noindex: answer.dashboard.visibility !== 'public',
    // The dashboard page's own query, answered.
    seeds: [{ queryKey: publicDashboardQueryKey(request), data: answer }],
  };
}
