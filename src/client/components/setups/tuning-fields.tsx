import { Accordion } from 'radix-ui';
import type { ComponentProps } from 'react';
import type { TuningSection } from '../../../shared/constants/setup-fields';
import { TextField } from '../ui/form-field';

/** Tuning values are free text of at most 50 characters (src/shared/schemas/setup-common.ts). */
const TUNING_MAX_LENGTH = 50;

interface TuningFieldsProps {
  sections: readonly TuningSection[];
  /** The form's registration of one field (react-hook-form's register). */
  field: (key: string) => ComponentProps<'input'>;
  /** The current values, to count what each section holds. */
  values: Readonly<Record<string, unknown>>;
  errors?: Readonly<Record<string, { message?: string } | undefined>>;
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
 * Every tuning field, in the sections a racer knows from a kit's setup sheet. Each section folds away so
 * a phone at the pits shows only the part being changed; the header counts what is filled in. Values of
 * a folded section stay in the form (react-hook-form keeps unmounted fields), so saving never drops them.
 */
export function TuningFields({ sections, field, values, errors }: TuningFieldsProps) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-border rounded-md border border-border">
      {sections.map((section) => {
        const count = section.fields.filter((f) => filled(values[f.key])).length;
        return (
          <Accordion.Item key={section.title} value={section.title}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left font-medium hover:bg-muted">
                <span>{section.title}</span>
                <span className="ml-auto text-sm font-normal text-muted-foreground">
                  {count} of {section.fields.length} set
                </span>
                <Chevron />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="grid gap-4 px-4 pt-1 pb-4 sm:grid-cols-2">
              {section.fields.map((f) => (
                <TextField
                  key={f.key}
                  label={f.label}
                  placeholder={`e.g. ${f.example}`}
                  inputMode="text"
                  autoComplete="off"
                  maxLength={TUNING_MAX_LENGTH}
                  error={errors?.[f.key]?.message}
                  {...field(f.key)}
                />
              ))}
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}

interface TuningSectionProps extends TuningFieldsProps {
  /** Unique per form, for the heading's id. */
  id: string;
  title: string;
  hint: string;
}

/** The titled block both editors show: a heading, one line of guidance, then the sections. */
export function TuningBlock({ id, title, hint, ...fields }: TuningSectionProps) {
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
