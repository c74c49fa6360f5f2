import { Link } from 'react-router';
import { collectionSections } from '@/domain/content/content-collections';
import { ContentArticle } from '../../components/content/content-article';
import { PublicContentLayout } from '../../components/content/public-content-layout';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../hooks/use-session';
import { siteEntries } from '../../lib/content/legal-content';
import { NotFoundPage } from '../not-found/not-found-page';

const serviceEntry = siteEntries.find((entry) => entry.slug === 'service');

/** /service (open to everyone): how to get help, and the way to the support form. */
export function ServicePage() {
  const signedIn = useSession().state === 'signed-in';
  if (!serviceEntry) return <NotFoundPage />;
  return (
    <PublicContentLayout>
      <ContentArticle entries={siteEntries} entry={serviceEntry} section={collectionSections.site} />
      <div className="mt-10 rounded-xl border border-line bg-surface p-5 print:hidden">
        <h2 className="text-lg font-semibold">Write to us</h2>
        <p className="mt-2 text-ink-muted">
          {signedIn
            ? 'Send a message from your account; you will see its status there and get the answer by e-mail.'
            : 'Sign in and send a message from your account, so we can see which account it is about.'}
        </p>
        <Link
          to={signedIn ? '/in/service' : '/auth?returnTo=%2Fin%2Fservice'}
          className={buttonClasses({ className: 'mt-4' })}
        >
          {signedIn ? 'Contact support' : 'Sign in to contact support'}
        </Link>
      </div>
    </PublicContentLayout>
  );
}
