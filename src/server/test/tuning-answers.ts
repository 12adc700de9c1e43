import type { FastifyInstance } from 'fastify';
import type { TuningQuestion } from '../../shared/schemas/tuning';
import { GOALS_BY_ID, questionsOf } from '../tuning/knowledge-base';
import { call } from './harness';

/** The questions the wizard serves for a goal (and a car), as the browser reads them. */
export async function servedQuestions(
  app: FastifyInstance,
  cookie: string | undefined,
  goalId: string,
  rcCarId?: number,
): Promise<TuningQuestion[]> {
  const car = rcCarId === undefined ? '' : `&rcCarId=${rcCarId}`;
  const res = await call(app, cookie, { method: 'GET', url: `/api/tuning/questions?goalId=${goalId}${car}` });
  if (res.statusCode !== 200) throw new Error(`questions ${res.statusCode}: ${res.body}`);
  return res.json();
}

/**
 * An answer to every served question: the preferred option where the question has it, else its
 * first option. Tests name only the answers they are about, so the rest of the knowledge base can grow.
 */
export function answerAll(questions: readonly TuningQuestion[], prefer: readonly string[] = []) {
  return Object.fromEntries(
    questions.map((q) => [q.id, (q.options.find((o) => prefer.includes(o.id)) ?? q.options[0])?.id ?? '']),
  );
}

/** Every question of a goal (the car's kind included) answered with its first option, from the knowledge base. */
export function firstAnswers(goalId: string): Record<string, string> {
  const goal = GOALS_BY_ID.get(goalId);
  if (!goal) throw new Error(`no goal ${goalId}`);
  return Object.fromEntries(questionsOf(goal).map((q) => [q.id, q.options[0]?.id ?? '']));
}
