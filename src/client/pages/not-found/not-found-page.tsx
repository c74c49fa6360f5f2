import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { StatusScreen } from '../../components/shell/status-screen';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <StatusScreen
      icon={<Compass aria-hidden="true" className="size-7" />}
      title="Page not found"
      actions={
        <Link to="/" className={buttonClasses({ size: 'lg' })}>
          Go to the home page
        </Link>
      }
    >
      <p>The page you are looking for does not exist, or it has moved.</p>
    </StatusScreen>
  );
}
