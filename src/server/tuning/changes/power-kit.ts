import type { ChangeDef, DetailedInfoDef, ScaleText } from '../types';

/**
 * Builds a power-side change from its id (`parameter:direction`, or `parameter:direction:variant` for
 * a part that changes differently per power source, such as the pinion or the clutch bell).
 */
export function change(
  id: string,
  fields: {
    title: string;
    suggestion: string | ScaleText;
    howToAdjust: string;
    effects: DetailedInfoDef['effects'];
    impact?: ChangeDef['impact'];
    difficulty?: ChangeDef['difficulty'];
    requires?: ChangeDef['requires'];
    blockedBy?: ChangeDef['blockedBy'];
    tips?: readonly string[];
    relatedAdjustments?: readonly string[];
  },
): ChangeDef {
  const [parameter = '', direction] = id.split(':') as [string, ChangeDef['direction']];
  const { title, suggestion, howToAdjust, effects, tips, relatedAdjustments } = fields;
  return {
    id,
    parameter,
    direction,
    title,
    impact: fields.impact ?? 'Medium',
    difficulty: fields.difficulty ?? 'Easy',
    suggestion,
    ...(fields.requires ? { requires: fields.requires } : {}),
    ...(fields.blockedBy ? { blockedBy: fields.blockedBy } : {}),
    detailedInfo: {
      howToAdjust,
      effects,
      ...(tips ? { tips } : {}),
      ...(relatedAdjustments ? { relatedAdjustments } : {}),
    },
  };
}

/** How every ESC setting is changed. */
export const ESC_CARD =
  'Change it with the program card, the ESC button or the app, then recheck the throttle end points.';
export const ESC_TIPS = ['Change one ESC setting at a time and note it on your ESC setup.'];

/** An ESC setting: changed with the card, easy, one step at a time. */
export const escChange = (
  id: string,
  title: string,
  suggestion: string,
  effects: DetailedInfoDef['effects'],
  extra: Partial<Parameters<typeof change>[1]> = {},
): ChangeDef => change(id, { title, suggestion, howToAdjust: ESC_CARD, effects, tips: ESC_TIPS, ...extra });

/** Answers that say a nitro engine is already warm or hot: nothing may make it hotter. */
export const ENGINE_HOT = ['engine-warm', 'engine-hot'] as const;
/** An answer that says the motor is already hot: no taller gearing, no more timing. */
export const MOTOR_HOT = ['motor-hot'] as const;
