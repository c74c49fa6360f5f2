import { ChevronDown } from 'lucide-react';

/** docs/xp-and-levels.md in short, as a disclosure: how a skill earns XP and what a level takes. */
export function XpExplainer() {
  return (
    <details className="group rounded-2xl border border-line bg-surface px-4 py-3 sm:px-5">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
        How XP works
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="mt-3 space-y-3 text-sm text-ink-muted">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong className="text-ink">60 XP</strong> for each hour of experience you had before you started
            (the skill’s baseline hours).
          </li>
          <li>
            <strong className="text-ink">1 XP</strong> for each minute of practice you log, rated 3 of 5 or
            not rated; ratings 1, 2, 4 and 5 give 0.6, 0.8, 1.2 and 1.4 XP a minute. Thirty minutes rated 5
            earn 42 XP, the same thirty rated 1 earn 18.
          </li>
          <li>
            <strong className="text-ink">10 XP × the link’s weight</strong> (0 to 5) for each day you complete
            a habit linked to the skill: showing up counts too.
          </li>
        </ul>
        <p>
          Every skill starts at level 1. Level 2 takes 150 XP (2.5 hours of practice) and each level asks a
          little more than the one before: level 10 is about 30 hours, level 20 about 86. There is no top
          level. A skill’s hours are its baseline plus every practice session you log.
        </p>
      </div>
    </details>
  );
}
