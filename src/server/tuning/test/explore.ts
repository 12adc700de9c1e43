import type { AnalysisResult } from '../../../shared/schemas/tuning';
import type { VehicleFacts } from '../../../shared/vehicle-class';
import { factsFromAnswers, vehicleTags } from '../context';
import { analyse, type SetupValues, tagsFor } from '../engine';
import { GOALS, questionsOf } from '../knowledge-base';
import type { Tag, TuningGoalDef, TuningOptionDef } from '../types';
import { ELECTRIC_8, ELECTRIC_TRUGGY, FOUR_WD_10, NITRO_8, NITRO_TRUGGY, TWO_WD_10 } from './run';

/** The kinds of car the exploration drives: 1:8 buggies and truggies of both powers, 1:10 2WD and 4WD. */
export const EXPLORED_CARS: readonly VehicleFacts[] = [
  NITRO_8,
  ELECTRIC_8,
  NITRO_TRUGGY,
  ELECTRIC_TRUGGY,
  TWO_WD_10,
  FOUR_WD_10,
];

/** A small seeded generator, so a failure names a reproducible answer set. */
export function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface Visit {
  goal: TuningGoalDef;
  car: VehicleFacts;
  answers: readonly TuningOptionDef[];
  tags: ReadonlySet<Tag>;
  result: AnalysisResult;
}

const MAX_PER_CAR = 1500;

/**
 * Every answer set of every goal on every explored car (all of them when there are at most
 * MAX_PER_CAR, else that many drawn with a fixed seed), analysed, with the tags they raised.
 */
export function explore(visit: (v: Visit) => void, sheet: SetupValues | null = null): void {
  for (const goal of GOALS) {
    for (const car of EXPLORED_CARS) {
      if (goal.powertrain && car.power !== goal.powertrain) continue;
      const questions = questionsOf(goal, vehicleTags(car));
      const total = questions.reduce((n, q) => n * q.options.length, 1);
      const random = prng(goal.id.length * 104729 + total);
      const count = Math.min(total, MAX_PER_CAR);
      for (let i = 0; i < count; i += 1) {
        let rest = total <= MAX_PER_CAR ? i : Math.floor(random() * total);
        const answers = questions.map((q) => {
          const option = q.options[rest % q.options.length] as TuningOptionDef;
          rest = Math.floor(rest / q.options.length);
          return option;
        });
        const facts = factsFromAnswers(
          car,
          answers.flatMap((a) => a.tags),
        );
        const input = {
          goal,
          answers,
          vehicle: { label: 'explored car', facts, isSavedCar: sheet !== null },
          sheet,
          esc: sheet,
        };
        visit({ goal, car, answers, tags: tagsFor(input), result: analyse(input) });
      }
    }
  }
}
