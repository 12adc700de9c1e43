import { escBrakeChanges } from '../changes/esc-brakes';
import type { RuleFamily } from '../types';

/**
 * The ESC's brakes and drag brake (electric cars only). Sources: Hobbywing XR8 Pro / XR10 Pro user
 * manuals, "Programmable items": drag brake (braking when the trigger returns to neutral), initial
 * brake force (the first bite), max brake force (full brake; too much locks the wheels); Novak ESC
 * profile software manual, "Brake PWM frequency" (higher needs more trigger for the same braking and is
 * easier to control, lower bites sooner and can lock a light car's wheels).
 */
const DRAG = 'Hobbywing XR10 Pro manual: Programmable items, Drag brake';
const FORCE = 'Hobbywing XR8 Pro manual: Programmable items, Brake force';
const FREQUENCY = 'Novak ESC profile software manual: Brake PWM frequency';

export const escBrakes: RuleFamily = {
  id: 'esc-brakes',
  name: 'ESC brakes (electric)',
  sources: [DRAG, FORCE, FREQUENCY],
  changes: escBrakeChanges,
  rules: [
    {
      id: 'max-brake-lock',
      change: 'maxBrakeForce:decrease',
      when: { all: ['brake-lock'] },
      weight: 3,
      reasoning:
        'Wheels that lock under hard braking have more brake than grip: lower the maximum brake force.',
      source: FORCE,
    },
    {
      id: 'max-brake-lock-low-grip',
      change: 'maxBrakeForce:decrease',
      when: { all: ['brake-lock', 'grip:low'] },
      weight: 1,
      reasoning: 'A loose track takes even less brake before the wheels lock.',
      source: FORCE,
    },
    {
      id: 'initial-brake-lock',
      change: 'initialBrakeForce:decrease',
      when: { all: ['brake-lock'] },
      weight: 2,
      reasoning: 'A gentler initial brake stops the rear locking the moment you brake.',
      source: FORCE,
    },
    {
      id: 'max-brake-weak',
      change: 'maxBrakeForce:increase',
      when: { all: ['brake-weak'] },
      weight: 3,
      reasoning: 'More maximum brake stops the car shorter into corners.',
      source: FORCE,
    },
    {
      id: 'initial-brake-grabby',
      change: 'initialBrakeForce:decrease',
      when: { all: ['brake-grabby'] },
      weight: 3,
      reasoning: 'Brakes that bite hard at the first touch have too much initial brake force.',
      source: FORCE,
    },
    {
      id: 'frequency-grabby',
      change: 'brakingFrequency:increase',
      when: { all: ['brake-grabby'] },
      weight: 2,
      reasoning: 'A higher braking frequency needs more trigger for the same braking: easier to judge.',
      source: FREQUENCY,
    },
    {
      id: 'initial-brake-vague',
      change: 'initialBrakeForce:increase',
      when: { all: ['brake-vague'] },
      weight: 3,
      reasoning: 'If nothing happens for the first part of the brake, raise the initial brake force.',
      source: FORCE,
    },
    {
      id: 'frequency-vague',
      change: 'brakingFrequency:decrease',
      when: { all: ['brake-vague'] },
      weight: 2,
      reasoning: 'A lower braking frequency makes the brakes answer with less trigger.',
      source: FREQUENCY,
    },
    {
      id: 'drag-coast-free',
      change: 'dragBrake:increase',
      when: { all: ['coast-free'] },
      weight: 3,
      reasoning: 'Drag brake slows the car as you lift and moves weight onto the front, for turn-in.',
      source: DRAG,
    },
    {
      id: 'drag-nose-up',
      change: 'dragBrake:increase',
      when: { all: ['nose-up'] },
      weight: 2,
      reasoning: 'A little drag brake pitches the nose down when you lift in the air.',
      source: DRAG,
    },
    {
      id: 'drag-entry-push',
      change: 'dragBrake:increase',
      when: { all: ['push', 'entry'] },
      weight: 1,
      reasoning: 'A touch more drag brake loads the front as you lift, helping the car turn in.',
      source: DRAG,
    },
    {
      id: 'drag-coast-grabby',
      change: 'dragBrake:decrease',
      when: { all: ['coast-grabby'] },
      weight: 3,
      reasoning:
        'Less drag brake lets the car roll into the corner without grabbing and pitching onto its nose.',
      source: DRAG,
    },
    {
      id: 'drag-brake-lock',
      change: 'dragBrake:decrease',
      when: { all: ['brake-lock'] },
      weight: 1,
      reasoning: 'Drag brake adds to the brakes: less of it helps a rear that locks.',
      source: DRAG,
    },
    {
      id: 'drag-entry-loose',
      change: 'dragBrake:decrease',
      when: { all: ['loose', 'entry'] },
      weight: 1,
      reasoning: 'Too much drag brake unloads the rear as you lift; less of it calms the entry.',
      source: DRAG,
    },
  ],
};
