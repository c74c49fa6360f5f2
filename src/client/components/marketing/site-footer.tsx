import { Link } from 'react-router';
import { footerLinks } from '@/domain/content/content-collections';

/** The foot of the public pages: the way to the research, help, support and legal pages. */
export function SiteFooter() {
  return (
    <footer className="border-t border-line/70 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-8 pb-[max(2rem,var(--coach-button-space))] text-sm text-ink-subtle sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>Compound: habits, goals and skills, with a coach.</p>
        <nav aria-label="Site">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="hover:text-ink hover:underline underline-offset-4">
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
