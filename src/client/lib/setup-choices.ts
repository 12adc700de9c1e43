import { mapConditions } from '../../shared/conditions-mapping';
import { OTHER_CONDITIONS } from '../../shared/constants/tracks';

/**
 * How a free-text column (surface, conditions) is edited: a select of known values, with an "other"
 * value that reveals a text input for anything else. Shared by the setup-sheet and ESC editors.
 */
export interface Choice {
  choice: string;
  custom: string;
}

/**
 * The conditions select as a stored value opens it. A preset opens as itself; anything else opens as
 * OTHER with the racer's words in the custom field. mapConditions decides exact presets; its keyword
 * guesses ('dusty morning' → Dry/Dusty) are for the share dialog's prefill only, never here, where
 * saving would silently replace what the racer wrote.
 */
export function conditionsChoice(stored: string | null | undefined): Choice {
  const value = (stored ?? '').trim();
  const mapped = mapConditions(value);
  if (mapped.preset === OTHER_CONDITIONS || mapped.preset.toLowerCase() === value.toLowerCase()) {
    return { choice: mapped.preset, custom: mapped.custom };
  }
  return { choice: OTHER_CONDITIONS, custom: value };
}

/** A surface select: a listed value opens as itself (any case), anything else as `other` plus its text. */
export function surfaceChoice(
  stored: string | null | undefined,
  options: readonly string[],
  other: string,
): Choice {
  const value = (stored ?? '').trim();
  if (!value) return { choice: '', custom: '' };
  const listed = options.find((o) => o !== other && o.toLowerCase() === value.toLowerCase());
  if (listed) return { choice: listed, custom: '' };
  // A bare 'Other' that was saved without text stays just that.
  if (value.toLowerCase() === other.toLowerCase()) return { choice: other, custom: '' };
  return { choice: other, custom: value };
}

/**
 * What is saved for a choice: the listed value, or for `other` the racer's own text (SPEC §5: the custom
 * value replaces OTHER), or `other` itself when no text was typed, so the choice is not lost.
 */
export function storedChoice({ choice, custom }: Choice, other: string, keepBareOther = true): string {
  if (choice !== other) return choice;
  const text = custom.trim();
  return text || (keepBareOther ? other : '');
}
