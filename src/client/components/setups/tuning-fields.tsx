import { Accordion } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { DEFAULT_FIELD_MAX, type SetupField, type SetupGroup } from '../../../shared/constants/setup-fields';
import { TextField } from '../ui/form-field';

interface TuningFieldsProps {
  groups: readonly SetupGroup[];
  /** The form's registration of one field (react-hook-form's register). */
  field: (key: string) => ComponentProps<'input'>;
  /** The current values, to count what each group holds. */
  values: Readonly<Record<string, unknown>>;
  errors?: Readonly<Record<string, { message?: string } | undefined>>;
  /** A control of the form's own shown at the end of a group (the sheet's ESC setup link). */
  extra?: (groupId: string) => ReactNode;
}

/**
 * How each kind of field is typed: a number pad for numbers on phones (decimal with its point), the
 * date picker for a date. Numbers stay text inputs, so a value is kept exactly as typed and the schema
 * says what is wrong with it rather than the browser silently dropping it.
 */
function inputProps(field: SetupField): ComponentProps<'input'> {
  switch (field.input) {
    case 'integer':
      return { inputMode: 'numeric', pattern: '[0-9]*' };
    case 'decimal':
      return { inputMode: 'decimal' };
    case 'date':
      return { type: 'date' };
    default:
      return { inputMode: 'text' };
  }
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Drawn here rather than imported from lucide-react: lucide's ChevronDown is also used by the entry
 * chunk and the setup tips page, and a third importer made the bundler split lucide's core out of the
 * signed-out entry into a chunk of its own (+0.5 KiB gzip on the entry budget).
 */
function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/**
 * Every tuning field, in the groups a racer knows from a kit's setup sheet. Each group folds away so
 * a phone at the pits shows only the part being changed; the header counts what is filled in. Values of
 * a folded group stay in the form (react-hook-form keeps unmounted fields), so saving never drops them.
 */
export function TuningFields({ groups, field, values, errors, extra }: TuningFieldsProps) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-border rounded-md border border-border">
      {groups.map((group) => {
        const count = group.fields.filter((f) => filled(values[f.key])).length;
        return (
          <Accordion.Item key={group.id} value={group.id}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left font-medium hover:bg-muted">
                <span>{group.title}</span>
                <span className="ml-auto shrink-0 text-sm font-normal text-muted-foreground">
                  {count} of {group.fields.length} set
                </span>
                <Chevron />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="grid gap-4 px-4 pt-1 pb-4 sm:grid-cols-2">
              {group.fields.map((f) => (
                <TextField
                  key={f.key}
                  label={f.label}
                  unit={f.unit}
                  placeholder={`e.g. ${f.example}`}
                  autoComplete="off"
                  maxLength={f.max ?? DEFAULT_FIELD_MAX}
                  error={errors?.[f.key]?.message}
                  {...inputProps(f)}
                  {...field(f.key)}
                />
              ))}
              {extra?.(group.id)}
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}

interface TuningBlockProps extends TuningFieldsProps {
  /** Unique per form, for the heading's id. */
  id: string;
  title: string;
  hint: string;
}

/** The titled block both editors show: a heading, one line of guidance, then the groups. */
export function TuningBlock({ id, title, hint, ...fields }: TuningBlockProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      <TuningFields {...fields} />
    </section>
  );
}
