import { chassisChanges } from '../changes/chassis';
import type { RuleFamily } from '../types';

/**
 * Ride height, roll centre, droop, wing.
 * Sources: XRAY XB8 / XT8 set-up books, "Ride height", "Droop" and "Roll center" (a higher roll centre
 * gives less roll and quicker reactions with less grip at that end; more droop suits bumpy and low-grip
 * tracks, less droop smooth high-grip ones; a chassis that touches the track needs more ride height);
 * Team Associated B6.4 manual, "Setup tips, Ride height"; Team Associated RC8B4 manual, "Wing". Traction
 * rolls are fought with less roll: stiffer bars, a higher roll centre, a lower car and less droop.
 */
const RH = 'XRAY XB8 2024 set-up book: Ride height';
const RH2 = 'Team Associated B6.4 manual: Setup tips, Ride height';
const DROOP = 'XRAY XB8 2024 set-up book: Droop';
const RC = 'XRAY XB8 2024 set-up book: Roll center';
const RC2 = 'Mugen MBX8 set-up guide: Roll centre';
const WING = 'Team Associated RC8B4 manual: Setup tips, Wing';

export const chassis: RuleFamily = {
  id: 'chassis',
  name: 'Ride height, roll centre and droop',
  sources: [RH, RH2, DROOP, RC, RC2, WING],
  changes: chassisChanges,
  rules: [
    {
      id: 'rc-traction-roll-front',
      change: 'frontRollCenter:raise',
      when: { any: ['traction-roll', 'lazy-transition'] },
      weight: 1,
      reasoning: 'A higher roll centre reduces roll: the car stays flatter and reacts quicker.',
      source: RC,
    },
    {
      id: 'rc-traction-roll-rear',
      change: 'rearRollCenter:raise',
      when: { any: ['traction-roll', 'roll'] },
      weight: 1,
      reasoning: 'A higher roll centre reduces roll, which keeps the car off its outside wheels.',
      source: RC,
    },
    {
      id: 'rc-low-grip-front',
      change: 'frontRollCenter:lower',
      when: { all: ['grip:low', 'push'] },
      weight: 1,
      reasoning: 'A lower front roll centre lets the front roll and dig in on a loose track.',
      source: RC2,
    },
    {
      id: 'rc-low-grip-rear',
      change: 'rearRollCenter:lower',
      when: { all: ['loose'], any: ['grip:low', 'progressive'] },
      weight: 1,
      reasoning: 'A lower rear roll centre adds rear side grip.',
      source: RC2,
    },
    {
      id: 'rh-traction-roll',
      change: 'frontRideHeight:lower',
      when: { all: ['traction-roll'], none: ['bumps:rough'] },
      weight: 2,
      reasoning: 'A lower car has a lower centre of gravity and is harder to tip over.',
      source: RH,
    },
    {
      id: 'rh-roll-front',
      change: 'frontRideHeight:lower',
      when: { all: ['roll'], none: ['push', 'bumps:rough'] },
      weight: 1,
      reasoning: 'A lower centre of gravity means less weight swinging onto the outside wheels.',
      source: RH,
    },
    {
      id: 'rh-traction-roll-rear',
      change: 'rearRideHeight:lower',
      when: { all: ['traction-roll'], none: ['bumps:rough'] },
      weight: 1,
      reasoning: 'A lower car has a lower centre of gravity and is harder to tip over.',
      source: RH,
    },
    {
      id: 'rh-scrape-front',
      change: 'frontRideHeight:raise',
      when: { all: ['scraping'], any: ['front-end', 'both-ends', 'dive'], none: ['rear-end'] },
      weight: 3,
      reasoning: 'A chassis that touches the track at the front needs more front ride height.',
      source: RH2,
    },
    {
      id: 'rh-scrape-rear',
      change: 'rearRideHeight:raise',
      when: { all: ['scraping'], any: ['rear-end', 'both-ends', 'squat'], none: ['front-end'] },
      weight: 3,
      reasoning: 'A chassis that touches the track at the rear needs more rear ride height.',
      source: RH2,
    },
    {
      id: 'rh-bottoming-front',
      change: 'frontRideHeight:raise',
      when: { all: ['bottoming'], none: ['rear-end'] },
      weight: 1,
      reasoning: 'A little more ride height gives the suspension room before the chassis hits.',
      source: RH,
    },
    {
      id: 'rh-bottoming-rear',
      change: 'rearRideHeight:raise',
      when: { all: ['bottoming'], none: ['front-end'] },
      weight: 1,
      reasoning: 'A little more ride height gives the suspension room before the chassis hits.',
      source: RH,
    },
    {
      id: 'rh-wet-front',
      change: 'frontRideHeight:raise',
      when: { all: ['wet'] },
      weight: 1,
      reasoning:
        'On a wet, muddy track a little more ride height keeps the chassis out of the mud and the puddles.',
      source: RH,
    },
    {
      id: 'rh-wet-rear',
      change: 'rearRideHeight:raise',
      when: { all: ['wet'] },
      weight: 1,
      reasoning:
        'On a wet, muddy track a little more ride height keeps the chassis out of the mud and the puddles.',
      source: RH,
    },
    {
      id: 'droop-big-bumps',
      change: 'droop:increase',
      when: { any: ['big-bumps'], none: ['harsh', 'bottoming'] },
      weight: 2,
      reasoning:
        'More droop lets the wheels drop into holes and follow the bumps instead of leaving the ground.',
      source: DROOP,
    },
    {
      id: 'droop-skips',
      change: 'droop:increase',
      when: { any: ['skips'], none: ['chatter'] },
      weight: 1,
      reasoning: 'A car that skips off line over bumps keeps its wheels on the ground with more droop.',
      source: DROOP,
    },
    {
      id: 'droop-rough',
      change: 'droop:increase',
      when: { any: ['bumps:rough'], none: ['roll', 'traction-roll'] },
      weight: 1,
      reasoning: 'Rough tracks need enough droop for the wheels to follow the ground.',
      source: DROOP,
    },
    {
      id: 'droop-low-grip',
      change: 'droop:increase',
      when: { any: ['grip:low', 'loose-surface'], none: ['roll', 'traction-roll'] },
      weight: 1,
      reasoning: 'On a loose track more droop adds weight transfer and grip.',
      source: DROOP,
    },
    {
      id: 'droop-bumpy-base',
      change: 'droop:increase',
      when: { all: ['bump-upset'] },
      weight: 0.5,
      reasoning: 'Bump handling starts with enough droop for the wheels to follow the track.',
      source: DROOP,
    },
    {
      id: 'droop-carpet',
      change: 'droop:decrease',
      when: { all: ['surface:carpet'] },
      weight: 1,
      reasoning: 'Carpet and turf are smooth and even: less droop keeps the car flat and quick to react.',
      source: DROOP,
    },
    {
      id: 'droop-smooth-grip',
      change: 'droop:decrease',
      when: { all: ['grip:high', 'bumps:smooth'] },
      weight: 1,
      reasoning: 'On a smooth, grippy track less droop means less roll and pitch: a quicker car.',
      source: DROOP,
    },
    {
      id: 'droop-traction-roll',
      change: 'droop:decrease',
      when: { any: ['traction-roll', 'roll'], none: ['push'] },
      weight: 1,
      reasoning: 'Less droop limits how far the chassis can roll.',
      source: DROOP,
    },
    {
      id: 'wing-fast-loose',
      change: 'rearWing:increase',
      when: { all: ['loose'], any: ['fast-corners', 'straight'] },
      weight: 1,
      reasoning: 'More wing angle adds rear downforce where speed is highest.',
      source: WING,
    },
    {
      id: 'wing-fast-push',
      change: 'rearWing:decrease',
      when: { all: ['push', 'fast-corners'] },
      weight: 2,
      reasoning: 'Less wing angle takes some rear downforce away, so the front can turn the car at speed.',
      source: WING,
    },
  ],
};
