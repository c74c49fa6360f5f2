import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { agendaQuery } from '../../lib/agenda-api';

// The card (and the focus timer it holds) loads only for a day that has a plan: most days have none.
const AgendaCard = lazy(() => import('./agenda-card').then((module) => ({ default: module.AgendaCard })));

/** The day's agenda on the tracker, when the day was planned (the coach's schedule_day). */
export function DayAgenda({ day, today }: { day: string | null; today: string | null }) {
  const agenda = useQuery({ ...agendaQuery(day ?? ''), enabled: day !== null });
  if (day === null || today === null || !agenda.data || agenda.data.blocks.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AgendaCard day={day} today={today} />
    </Suspense>
  );
}
