import { MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';

/** SPEC §2: the guide invites corrections at its top and bottom; both go to the contact page. */
export function ErrorReportLink() {
  return (
    <p className="text-sm">
      <Link
        to="/contact"
        className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
      >
        <MessageSquareWarning aria-hidden="true" className="size-4 shrink-0" />
        Found an error? We'd love to hear about it
      </Link>
    </p>
  );
}
