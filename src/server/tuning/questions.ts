import type { TuningQuestionDef } from './types';

/**
 * Every cornering question, described the way a driver feels it. Option ids are unique across the
 * whole knowledge base; an option with no tags is a neutral answer ("it's fine").
 * A corner is where (`entry`, `mid`, `exit`) × what the throttle is doing (`braking`, `off-throttle`,
 * `on-power`) × the problem, which the goal states (`push`, `loose`, `darty`): coverage.ts.
 */
export const TRACK_QUESTIONS: readonly TuningQuestionDef[] = [
  {
    id: 'corner-phase',
    question: 'Where in the corner is it worst, and what is the throttle doing?',
    options: [
      { id: 'phase-entry', text: 'Corner entry: braking and turning in', tags: ['entry', 'braking'] },
      {
        id: 'phase-entry-coast',
        text: 'Corner entry: off the throttle, turning in',
        tags: ['entry', 'off-throttle'],
      },
      { id: 'phase-entry-power', text: 'Corner entry: still on the power', tags: ['entry', 'on-power'] },
      { id: 'phase-mid', text: 'Mid-corner: off the throttle, at the apex', tags: ['mid', 'off-throttle'] },
      { id: 'phase-mid-braking', text: 'Mid-corner: still on the brakes', tags: ['mid', 'braking'] },
      { id: 'phase-mid-power', text: 'Mid-corner: back on the throttle', tags: ['mid', 'on-power'] },
      { id: 'phase-exit', text: 'Corner exit: back on the power', tags: ['exit', 'on-power'] },
      { id: 'phase-exit-coast', text: 'Corner exit: off the throttle', tags: ['exit', 'off-throttle'] },
      { id: 'phase-exit-braking', text: 'Corner exit: braking for the next turn', tags: ['exit', 'braking'] },
    ],
  },
  {
    id: 'track-grip',
    question: 'How much grip does the track have?',
    context: true,
    settles: 'grip',
    options: [
      {
        id: 'grip-high',
        text: 'High: the tyres bite hard (carpet, turf, prepped clay)',
        tags: ['grip:high'],
      },
      { id: 'grip-medium', text: 'Medium: normal, consistent grip', tags: ['grip:medium'] },
      { id: 'grip-low', text: 'Low: loose, dusty or slippery', tags: ['grip:low'] },
    ],
  },
  {
    id: 'track-bumps',
    question: 'How rough is the track?',
    context: true,
    settles: 'bumps',
    options: [
      { id: 'bumps-smooth', text: 'Smooth and flat', tags: ['bumps:smooth'] },
      { id: 'bumps-some', text: 'A few bumps and ruts', tags: ['bumps:some'] },
      { id: 'bumps-rough', text: 'Rough: braking bumps, ruts and holes', tags: ['bumps:rough'] },
    ],
  },
];

export const HANDLING_QUESTIONS: readonly TuningQuestionDef[] = [
  {
    id: 'steer-feel',
    question: 'What does the front end do when it pushes?',
    options: [
      { id: 'steer-slides', text: 'The front tyres slide: there is no bite', tags: ['front-no-grip'] },
      { id: 'steer-lazy', text: 'It grips, but answers the wheel slowly', tags: ['front-lazy'] },
      { id: 'steer-rolls', text: 'The car leans hard onto its outside tyres, then pushes', tags: ['roll'] },
      { id: 'steer-hairpin', text: 'It will not rotate round tight hairpins', tags: ['hairpin'] },
      { id: 'steer-fast', text: 'It runs wide in fast sweepers only', tags: ['fast-corners'] },
    ],
  },
  {
    id: 'loose-how',
    question: 'How does it lose the rear?',
    options: [
      { id: 'loose-snap', text: 'Suddenly, with no warning', tags: ['snap'] },
      { id: 'loose-slide', text: 'Gradually: it slides, then comes back', tags: ['progressive'] },
      { id: 'loose-dart', text: 'It darts and twitches: the whole car feels nervous', tags: ['twitchy'] },
    ],
  },
  {
    id: 'loose-corner',
    question: 'In which corners?',
    options: [
      { id: 'loose-tight', text: 'Tight, slow corners', tags: ['slow-corners'] },
      { id: 'loose-fast', text: 'Fast sweepers', tags: ['fast-corners'] },
      { id: 'loose-straight', text: 'Even on the straights, at speed or over bumps', tags: ['straight'] },
    ],
  },
  {
    id: 'darty-how',
    question: 'What does the steering do?',
    options: [
      {
        id: 'darty-sharp',
        text: 'It turns in too hard: aggressive, hard to hold a smooth line',
        tags: ['darty', 'edgy'],
      },
      {
        id: 'darty-twitch',
        text: 'It is twitchy: the smallest steering input makes it jump',
        tags: ['darty', 'twitchy'],
      },
      { id: 'darty-bumps', text: 'It darts off line over bumps and ruts', tags: ['darty', 'bump-steer'] },
      { id: 'darty-straight', text: 'It wanders and darts on the straights', tags: ['darty', 'straight'] },
    ],
  },
  {
    id: 'traction-where',
    question: 'Where does the rear spin or slide on power?',
    options: [
      { id: 'traction-slow', text: 'Out of slow, tight corners', tags: ['exit', 'slow-corners'] },
      { id: 'traction-fast', text: 'Out of fast sweepers', tags: ['exit', 'fast-corners'] },
      { id: 'traction-straight', text: 'Down the straights and up jump faces', tags: ['straight'] },
    ],
  },
  {
    id: 'traction-feel',
    question: 'What happens when you open the throttle?',
    options: [
      { id: 'traction-spin', text: 'The rear wheels spin up straight away', tags: ['wheelspin'] },
      {
        id: 'traction-stepout',
        text: 'It grips at first, then the rear steps out',
        // The same sudden step-out "More stability" calls a snap on power (context.ts derives it back).
        tags: ['rear-breaks-away', 'snap', 'loose'],
      },
      { id: 'traction-hop', text: 'The rear hops and skips over the bumps', tags: ['rear-hop', 'loose'] },
    ],
  },
  {
    id: 'hg-symptom',
    question: 'What is the problem on the grippy track?',
    options: [
      { id: 'hg-roll', text: 'It traction-rolls or tips onto two wheels', tags: ['traction-roll'] },
      { id: 'hg-edgy', text: 'The steering is too sharp: edgy and tiring to drive', tags: ['edgy'] },
      // The front sliding is what "More steering" calls a push with no bite: one symptom, one tag set.
      {
        id: 'hg-push',
        text: 'It pushes: the front tyres slide, the front cannot keep up with the rear',
        tags: ['push', 'front-no-grip'],
      },
    ],
  },
  {
    id: 'hg-surface',
    question: 'What is the surface like?',
    context: true,
    settles: 'surface',
    options: [
      { id: 'hg-carpet', text: 'Smooth carpet or astroturf', tags: ['surface:carpet', 'bumps:smooth'] },
      {
        id: 'hg-clay',
        text: 'Prepped clay or blue-groove: grippy, a few bumps',
        tags: ['surface:clay', 'bumps:some'],
      },
      {
        id: 'hg-treated',
        text: 'Treated dirt: grippy but rutted as the day goes on',
        tags: ['surface:treated', 'bumps:rough'],
      },
    ],
  },
  {
    id: 'lg-symptom',
    question: 'What suffers most on the loose track?',
    options: [
      {
        id: 'lg-steer',
        text: 'Steering: the front tyres slide and it washes wide',
        tags: ['push', 'front-no-grip'],
      },
      { id: 'lg-rear', text: 'The rear slides everywhere', tags: ['loose'] },
      { id: 'lg-spin', text: 'Wheelspin whenever I accelerate', tags: ['wheelspin', 'on-power'] },
    ],
  },
  {
    id: 'lg-surface',
    question: 'What is the track like?',
    // The track, not the car's behaviour: it reorders advice as an installed sheet's conditions do.
    context: true,
    options: [
      { id: 'lg-dusty', text: 'Dry, dusty and hard-packed', tags: ['dusty'] },
      { id: 'lg-wet', text: 'Wet or muddy', tags: ['wet'] },
      { id: 'lg-loose', text: 'Loose dirt or gravel on top', tags: ['loose-surface'] },
    ],
  },
];
