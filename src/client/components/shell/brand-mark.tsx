import { Link } from 'react-router';

/** The logo and name, linking home (or, inside the app, to today). */
export function BrandMark({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-lg text-base font-semibold tracking-tight text-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7">
        <rect width="32" height="32" rx="8" className="fill-accent" />
        <path
          d="M8 22.5 13 17l4 3.5L24 11"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-on-accent"
        />
      </svg>
      Compound
    </Link>
  );
}
