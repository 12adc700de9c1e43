import type { TuningQuestionDef } from './types';

/**
 * Every handling question, described the way a driver feels it. Option ids are unique across the
 * whole knowledge base; an option with no tags is a neutral answer ("it's fine").
 */
export const TRACK_QUESTIONS: readonly TuningQuestionDef[] = [
  {
    id: 'corner-phase',
    question: 'Where in the corner is it worst?',
    options: [
      { id: 'phase-entry', text: 'Corner entry: braking and turning in', tags: ['entry'] },
      { id: 'phase-mid', text: 'Mid-corner: at the apex, off or at steady throttle', tags: ['mid'] },
      { id: 'phase-exit', text: 'Corner exit: back on the power', tags: ['exit', 'on-power'] },
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
    ],
  },
  {
    id: 'loose-where',
    question: 'When does the rear step out?',
    options: [
      { id: 'loose-braking', text: 'Braking and turning in', tags: ['entry'] },
      { id: 'loose-mid', text: 'Through the middle of fast sweepers', tags: ['mid', 'fast-corners'] },
      { id: 'loose-exit', text: 'Getting back on the power', tags: ['exit', 'on-power'] },
      { id: 'loose-straight', text: 'On the straights, at speed or over bumps', tags: ['straight'] },
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
        tags: ['rear-breaks-away'],
      },
      { id: 'traction-hop', text: 'The rear hops and skips over the bumps', tags: ['rear-hop'] },
    ],
  },
  {
    id: 'hg-symptom',
    question: 'What is the problem on the grippy track?',
    options: [
      { id: 'hg-roll', text: 'It traction-rolls or tips onto two wheels', tags: ['traction-roll'] },
      { id: 'hg-edgy', text: 'The steering is too sharp: edgy and tiring to drive', tags: ['edgy'] },
      { id: 'hg-push', text: 'It pushes: the front cannot keep up with the rear', tags: ['push'] },
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
      { id: 'lg-steer', text: 'Steering: it washes wide', tags: ['push'] },
      { id: 'lg-rear', text: 'The rear slides everywhere', tags: ['loose'] },
      { id: 'lg-spin', text: 'Wheelspin whenever I accelerate', tags: ['wheelspin', 'on-power'] },
    ],
  },
  {
    id: 'lg-surface',
    question: 'What is the track like?',
    options: [
      { id: 'lg-dusty', text: 'Dry, dusty and hard-packed', tags: ['dusty'] },
      { id: 'lg-wet', text: 'Wet or muddy', tags: ['wet'] },
      { id: 'lg-loose', text: 'Loose dirt or gravel on top', tags: ['loose-surface'] },
    ],
  },
];
