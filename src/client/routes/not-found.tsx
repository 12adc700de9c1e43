import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle('404 Page Not Found');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-start gap-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">404 Page Not Found</h1>
      <p className="text-muted-foreground">
        This page does not exist. Did you forget to add the page to the router?
      </p>
      <Link to="/" className={buttonClass('primary')}>
        Go to the home page
      </Link>
    </div>
  );
}
