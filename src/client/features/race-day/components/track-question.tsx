import { useId } from 'react';

/**
 * "The file says Friday Night. Use Friday Night or keep Tacoma RC?" (issue 29): a file's event or
 * track never replaces the track the racer chose unless they say so; keeping theirs is the default.
 */
export function TrackQuestion({
  fileSays,
  mine,
  using,
  onChoose,
}: {
  fileSays: string;
  mine: string;
  /** Whether the file's name is the one chosen. */
  using: boolean;
  onChoose: (useFile: boolean) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1 rounded-md border border-border px-3 py-2 text-sm">
      <legend className="px-1 font-medium">
        The file says {fileSays}. Use {fileSays} or keep {mine}?
      </legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={name}
          className="size-4 accent-primary"
          checked={!using}
          onChange={() => onChoose(false)}
        />
        Keep {mine}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={name}
          className="size-4 accent-primary"
          checked={using}
          onChange={() => onChoose(true)}
        />
        Use {fileSays}
      </label>
    </fieldset>
  );
}
