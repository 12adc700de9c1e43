import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** SPEC §2 dashboard Setup Tips: the areas to look at, in the order a racer works round the car. */
const AREAS = [
  { title: 'Front End', topics: ['Steering', 'Camber', 'Toe'] },
  { title: 'Drivetrain', topics: ['Differentials', 'Gearing'] },
  { title: 'Rear End', topics: ['Suspension', 'Camber'] },
] as const;

export function SetupTipsCard() {
  return (
    <Card aria-labelledby="dashboard-tips-title">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id="dashboard-tips-title" className="flex items-center gap-2">
            <Lightbulb aria-hidden="true" className="size-5 text-primary" />
            Setup Tips
          </CardTitle>
          <Link to="/setup-tips" className={buttonClass('link')}>
            View Guide<span className="sr-only"> to setup tips</span>
          </Link>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="flex flex-col gap-3">
          {AREAS.map((area) => (
            <div key={area.title}>
              <dt className="font-medium">{area.title}</dt>
              <dd className="text-sm text-muted-foreground">{area.topics.join(', ')}</dd>
            </div>
          ))}
        </dl>
        <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">
          <span className="font-semibold">Tip:</span> make one adjustment at a time and run a few laps before
          the next, so you know which change made the difference.
        </p>
      </CardContent>
    </Card>
  );
}
