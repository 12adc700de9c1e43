import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

/** Runs belong to a car: without one, race day says where to add it. */
export function NoCars() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border bg-card p-8 text-center">
      <p className="text-muted-foreground">Runs are logged per car. Add your car to your fleet first.</p>
      <Link to="/fleet?add=1" className={buttonClass('primary')}>
        Add a vehicle
      </Link>
    </div>
  );
}
