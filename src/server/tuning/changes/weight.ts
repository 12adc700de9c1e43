import type { ChangeDef } from '../types';

/**
 * Ballast and battery position; rules and sources in ../rules/weight.ts. The battery changes carry a
 * suffix of their own (`:weight`) because the power side keeps its own rear-traction battery change.
 */
const place = (
  parameter: 'ballast' | 'batteryPosition',
  direction: 'forward' | 'back',
  id: string,
): ChangeDef => {
  const what = parameter === 'ballast' ? 'ballast' : 'battery';
  const forward = direction === 'forward';
  return {
    id,
    parameter,
    direction,
    title: `${what === 'ballast' ? 'Ballast' : 'Battery'} further ${forward ? 'forward' : 'back'}`,
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion:
      what === 'ballast'
        ? `Move 10–20 g of ballast ${forward ? 'towards the front (under the servo or front bulkhead)' : 'towards the rear'}`
        : `Move the battery one position ${forward ? 'forward' : 'back'} (one spacer)`,
    detailedInfo: {
      howToAdjust:
        what === 'ballast'
          ? 'Stick the weight to the chassis on the centre line, where it cannot hit the track or the drivetrain.'
          : 'Move the spacer from one end of the battery tray to the other and re-tighten the strap.',
      effects: forward
        ? {
            positive: ['More weight on the front tyres: more steering, a nose that holds down in the air'],
            negative: ['Less rear traction on power'],
          }
        : {
            positive: ['More weight on the rear tyres: more traction on power, the nose lifts in the air'],
            negative: ['Less steering'],
          },
    },
  };
};

export const weightChanges: readonly ChangeDef[] = [
  place('ballast', 'forward', 'ballast:forward'),
  place('ballast', 'back', 'ballast:back'),
  place('batteryPosition', 'forward', 'batteryPosition:forward:weight'),
  place('batteryPosition', 'back', 'batteryPosition:back:weight'),
];
