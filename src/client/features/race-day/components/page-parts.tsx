import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useCars } from '../../../lib/resources/cars';
import { NoCars } from './no-cars';

/** The pieces race day's pages share. */

/** '← Runs of EB48 2.2': back to the list a page was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit max-w-full items-center gap-1 text-sm text-primary underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0">{children}</span>
    </Link>
  );
}

/** A titled card, a region named by its title. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** A run or car the URL names that is gone or not the racer's (the API says 404 alike). */
export function NotFoundNotice({ title, message }: { title: string; message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <FormError message={message} />
      <BackLink to="/race-day">Race day</BackLink>
    </div>
  );
}

/** The racer's cars once loaded; without any, where to add one (runs belong to a car). */
export function WithCars({ children }: { children: (cars: Car[]) => ReactNode }) {
  const cars = useCars();
  if (cars.isPending) return <Spinner label="Loading vehicles" />;
  if (cars.isError) return <FormError message="Failed to load vehicles" />;
  if (cars.data.length === 0) return <NoCars />;
  return children(cars.data);
}

/** A cell of race day's tables (its row headers too). */
export const TABLE_CELL = 'px-2 py-1.5 tabular-nums';

/** A table's header row: one column header a label. */
export function ColumnHeaders({ labels }: { labels: readonly ReactNode[] }) {
  return (
    <tr className="border-b border-border">
      {labels.map((label, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of headers
        <th key={index} scope="col" className="px-2 py-1.5 text-left font-medium text-muted-foreground">
          {label}
        </th>
      ))}
    </tr>
  );
}
