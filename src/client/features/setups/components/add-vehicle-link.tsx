import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

/** SPEC §2: a setup sheet needs a car; this opens the fleet's Add Vehicle dialog. */
export function AddVehicleLink() {
  return (
    <Link to="/fleet?add=1" className={buttonClass('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      Add Vehicle
    </Link>
  );
}
