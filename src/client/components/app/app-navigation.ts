import {
  Bot,
  CalendarCheck,
  ChartLine,
  GraduationCap,
  type LucideIcon,
  Settings,
  Target,
  Trophy,
  Users,
} from 'lucide-react';
import { navigationShortcuts } from '@/domain/routing/keyboard-shortcuts';
import { isRegisteredPath } from '../../route-table';

export type TNavigationItem = { label: string; path: string; icon: LucideIcon; shortcut: string | null };

// Every area of the signed-in app; an item appears as soon as its page is registered in the router.
const allItems: readonly Omit<TNavigationItem, 'shortcut'>[] = [
  { label: 'Today', path: '/app', icon: CalendarCheck },
  { label: 'Analytics', path: '/in/analytics', icon: ChartLine },
  { label: 'Goals', path: '/in/goals', icon: Target },
  { label: 'Coach', path: '/in/assistant', icon: Bot },
  { label: 'Accountability', path: '/in/accountability', icon: Users },
  { label: 'Mastery', path: '/in/mastery', icon: Trophy },
  { label: 'Education', path: '/in/education', icon: GraduationCap },
  { label: 'Settings', path: '/settings', icon: Settings },
];

export const appNavigation: readonly TNavigationItem[] = allItems
  .filter((item) => isRegisteredPath(item.path))
  .map((item) => ({
    ...item,
    shortcut: navigationShortcuts.find((shortcut) => shortcut.signedIn === item.path)?.keys ?? null,
  }));
