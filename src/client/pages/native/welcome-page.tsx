import { BarChart3, Bot, CalendarCheck, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TNativePlatform } from '@/domain/native/native-platform';
import { mainContentId } from '../../components/shell/skip-link';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';

const points: readonly { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <CalendarCheck aria-hidden="true" className="size-5" />,
    title: 'Check in in seconds',
    text: 'A tap for yes-or-no habits, a number for the rest, and a timer for practice.',
  },
  {
    icon: <Target aria-hidden="true" className="size-5" />,
    title: 'Goals that move with you',
    text: 'Link habits to goals and see this week’s progress follow from what you did.',
  },
  {
    icon: <Bot aria-hidden="true" className="size-5" />,
    title: 'A coach that asks first',
    text: 'It proposes the next small step; you confirm, change or cancel every action.',
  },
  {
    icon: <BarChart3 aria-hidden="true" className="size-5" />,
    title: 'The same account everywhere',
    text: 'Your habits, goals and plan follow you between this phone and the web.',
  },
];

const storeName: Record<TNativePlatform, string> = { ios: 'the App Store', android: 'Google Play' };

/** /welcome-ios and /welcome-android: what a signed-out visitor meets in the apps (spec 2). */
function WelcomePage({ platform }: { platform: TNativePlatform }) {
  useDocumentTitle('Welcome to Compound');
  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-md flex-col px-6 pt-[max(3rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))] outline-none"
    >
      <p className="text-sm font-semibold text-accent">Compound</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance">
        Small steps, every day, that add up.
      </h1>
      <p className="mt-4 text-lg text-ink-muted text-pretty">
        Track habits, goals and skills, and plan your day with an AI coach.
      </p>
      <ul className="mt-10 flex flex-col gap-6">
        {points.map((point) => (
          <li key={point.title} className="flex gap-4">
            <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
              {point.icon}
            </div>
            <div>
              <h2 className="font-semibold">{point.title}</h2>
              <p className="mt-1 text-sm text-ink-muted text-pretty">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-3 pt-10">
        <Link to="/auth?mode=signup" className={buttonClasses({ size: 'lg' })}>
          Create your account
        </Link>
        <Link to="/auth" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          I already have an account
        </Link>
        <p className="mt-2 text-center text-xs text-ink-subtle text-pretty">
          Paid plans start with a 7-day free trial of Elite and are billed through {storeName[platform]}. By
          continuing you accept the{' '}
          <Link to="/terms" className="underline">
            Terms
          </Link>
          , the{' '}
          <Link to="/eula" className="underline">
            EULA
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </main>
  );
}

export function WelcomeIosPage() {
  return <WelcomePage platform="ios" />;
}

export function WelcomeAndroidPage() {
  return <WelcomePage platform="android" />;
}
