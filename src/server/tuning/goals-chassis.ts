import type { TuningGoalDef } from './types';

/**
 * The chassis goals a racer picks in step 1. `implies` states what the goal itself says (a high-grip goal is
 * about `grip:high`); the questions add the detail. Question ids live in questions.ts and questions-more.ts.
 * The three cornering goals share one question, where in the corner × what the throttle is doing, so every
 * corner phase × problem × throttle state of coverage.ts is one goal's answers.
 */
export const CHASSIS_GOALS: readonly TuningGoalDef[] = [
  {
    id: 'more-steering',
    name: 'More steering',
    description: 'The car pushes wide (understeer) on entry, mid-corner or on power.',
    powertrain: null,
    implies: ['push'],
    questionIds: ['corner-phase', 'steer-feel', 'track-grip', 'track-bumps'],
  },
  {
    id: 'more-stability',
    name: 'More stability',
    description: 'The rear steps out, the car spins or feels nervous.',
    powertrain: null,
    implies: ['loose'],
    questionIds: ['corner-phase', 'loose-how', 'loose-corner', 'track-grip', 'track-bumps'],
  },
  {
    id: 'calmer-steering',
    name: 'Calmer steering',
    description: 'Darty, nervous or too aggressive turn-in.',
    powertrain: null,
    implies: ['darty'],
    questionIds: ['corner-phase', 'darty-how', 'track-grip', 'track-bumps'],
  },
  {
    id: 'rear-traction',
    name: 'More rear traction on power',
    description: 'Wheelspin or a sliding rear as you accelerate out of corners.',
    powertrain: null,
    // Wheelspin is a want of drive, not a sliding rear: the answers say which (issue 32, item 3).
    implies: ['on-power'],
    questionIds: ['traction-where', 'traction-feel', 'track-grip', 'track-bumps'],
  },
  {
    id: 'direction-change',
    name: 'Quicker direction changes',
    description: 'Slow or floaty in chicanes and rhythm sections.',
    powertrain: null,
    implies: ['direction-change'],
    questionIds: ['dc-feel', 'dc-where', 'track-grip', 'track-bumps'],
  },
  {
    id: 'less-roll',
    name: 'Less roll',
    description: 'Leans hard or wants to flip in fast sweepers and on grippy corners.',
    powertrain: null,
    implies: [],
    questionIds: ['roll-where', 'roll-how', 'track-grip', 'track-bumps'],
  },
  {
    id: 'jumping',
    name: 'Better jumping and landing',
    description: 'The car flies nose-down or nose-up, bottoms out or bounces on landing.',
    powertrain: null,
    implies: ['jumps'],
    questionIds: ['jump-air', 'jump-takeoff', 'jump-landing', 'jump-size'],
  },
  {
    id: 'bumpy-track',
    name: 'Bumpy track handling',
    description: 'Braking bumps, chatter, ruts and whoops upset the car.',
    powertrain: null,
    implies: ['bumps:rough', 'bump-upset'],
    questionIds: ['bumps-reaction', 'bumps-where', 'bumps-type', 'track-grip'],
  },
  {
    id: 'bottoming',
    name: 'Scraping and bottoming',
    description: 'The chassis scrapes in corners or bottoms out over bumps and landings.',
    powertrain: null,
    implies: [],
    questionIds: ['scrape-when', 'scrape-end', 'track-bumps'],
  },
  {
    id: 'high-grip',
    name: 'High-grip track',
    description: 'Carpet, turf or prepped clay: traction rolls, an edgy or pushing car.',
    powertrain: null,
    implies: ['grip:high'],
    questionIds: ['hg-symptom', 'corner-phase', 'hg-surface'],
  },
  {
    id: 'low-grip',
    name: 'Low-grip track',
    description: 'Dusty, wet or loose: the car slides and will not put its power down.',
    powertrain: null,
    implies: ['grip:low'],
    questionIds: ['lg-symptom', 'lg-surface', 'corner-phase', 'track-bumps'],
  },
];
