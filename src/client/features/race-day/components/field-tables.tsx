import type { FieldView } from '../lib/field-data';
import { crossingText, gapText, placeText } from '../lib/field-data';
import { ColumnHeaders, TABLE_CELL } from './page-parts';

const td = TABLE_CELL;
/** Never broken over two lines beside the wide gap columns on a phone. */
const LAP = <span className="whitespace-nowrap">Lap</span>;

/** The position chart's table alternative: the racer's place at every lap, of the field's drivers. */
export function PositionTable({ view }: { view: FieldView }) {
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="pb-2 text-left text-muted-foreground">
        Your position at the end of each lap, of {view.drivers} drivers (P1 is leading).
        {view.startSegment && ' Lap 1 is the start segment: the first crossing of the line.'}
      </caption>
      <thead>
        <ColumnHeaders labels={[LAP, 'Position']} />
      </thead>
      <tbody>
        {view.standings.map((s) => (
          <tr key={s.lap} className="border-b border-border last:border-0">
            <th scope="row" className={`${td} text-left font-normal`}>
              {crossingText(s.lap, view.startSegment)}
            </th>
            <td className={td}>{placeText(s.position)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The gap chart's table alternative: seconds behind the leader and the car ahead at every lap. */
export function GapTable({ view }: { view: FieldView }) {
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="pb-2 text-left text-muted-foreground">
        How far behind the leader and the car just ahead you crossed the line at the end of each lap, in
        seconds.
        {view.startSegment && ' Lap 1 is the start segment: the first crossing of the line.'}
      </caption>
      <thead>
        <ColumnHeaders labels={[LAP, 'Gap to the leader', 'Gap to the car ahead']} />
      </thead>
      <tbody>
        {view.standings.map((s) => (
          <tr key={s.lap} className="border-b border-border last:border-0">
            <th scope="row" className={`${td} text-left font-normal`}>
              {crossingText(s.lap, view.startSegment)}
            </th>
            <td className={td}>{gapText(s.gapToLeaderMs, view.decimals)}</td>
            <td className={td}>{gapText(s.gapToAheadMs, view.decimals)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
