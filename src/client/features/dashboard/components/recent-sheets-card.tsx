import { FileText, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_LIST_LIMIT } from '../../../../shared/constants/limits';
import { relativeTime } from '../../../../shared/relative-time';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useCars } from '../../../lib/resources/cars';
import { useSetupSheets } from '../../../lib/resources/setup-sheets';

/** Newest change first; ISO strings of one format sort as text. */
const byUpdated = (a: { updatedAt: string }, b: { updatedAt: string }) =>
  b.updatedAt.localeCompare(a.updatedAt);

/** SPEC §2 dashboard Recent Setup Sheets: the three last changed, each opening in the editor. */
export function RecentSheetsCard() {
  const sheets = useSetupSheets();
  const cars = useCars();

  return (
    <Card aria-labelledby="recent-sheets-title">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id="recent-sheets-title" className="flex items-center gap-2">
            <FileText aria-hidden="true" className="size-5 text-primary" />
            Recent Setup Sheets
          </CardTitle>
          <Link to="/setup-sheets" className={buttonClass('link')}>
            View All<span className="sr-only"> setup sheets</span>
          </Link>
        </div>
      </CardHeader>
      <CardContent>
        {sheets.isPending ? (
          <Spinner label="Loading setup sheets" className="p-4" />
        ) : sheets.isError ? (
          <p className="text-danger-text">Failed to load setup sheets</p>
        ) : sheets.data.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground">No setup sheets created yet</p>
            <Link to="/setup-sheets?new=1" className={buttonClass('primary', 'sm')}>
              <Plus aria-hidden="true" className="size-4" />
              Create Setup Sheet
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-2">
            {[...sheets.data]
              .sort(byUpdated)
              .slice(0, DASHBOARD_LIST_LIMIT)
              .map((sheet) => {
                const model = cars.data?.find((c) => c.id === sheet.rcCarId)?.model;
                return (
                  <li key={sheet.id}>
                    <Link
                      to={`/setup-sheets?id=${sheet.id}`}
                      className="flex flex-col rounded-md border border-border p-3 transition-colors hover:bg-muted"
                    >
                      <span className="truncate text-sm text-muted-foreground">
                        {model ?? 'Unknown Vehicle'}
                      </span>
                      <span className="font-medium break-words">{sheet.name}</span>
                      <span className="text-sm text-muted-foreground">
                        Modified <time dateTime={sheet.updatedAt}>{relativeTime(sheet.updatedAt)}</time>
                      </span>
                    </Link>
                  </li>
                );
              })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
