import { Pencil, Printer } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import { filledGroups } from '../../../../shared/setup-field-values';
import { FilePreview } from '../../../components/files/file-preview';
import { EditorCard } from '../../../components/setups/editor-card';
import { InstallOnCar } from '../../../components/setups/install-on-car';
import { Button, buttonClass } from '../../../components/ui/button';
import { formatMoment } from '../../../lib/local-dates';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { contentKindOf } from '../lib/history';
import { detailLines, type ReadLine } from '../lib/read-view';
import { findCar, modifiedLine } from '../lib/setup-display';
import { printHref } from '../lib/setup-selection';
import { CompareWith } from './compare-with';
import { ExportFileButton } from './export-file-button';
import { FieldHistoryButton } from './field-history-button';
import { HistoryPanel } from './history-panel';
import { InstalledBadge } from './list-entry';
import { ShareLinkPanel } from './share-link-panel';

interface SetupReadViewProps<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  setup: S;
  cars: readonly Car[];
  /** When an unsaved draft of this setup was last written, if there is one. */
  draftSavedAt?: string;
  onEdit: () => void;
  onBack: () => void;
}

/** What stands beside a value's name: its history button. */
type LineAction = (line: ReadLine) => ReactNode;

function Lines({
  lines,
  large,
  action,
}: {
  lines: readonly ReadLine[];
  large?: boolean;
  action: LineAction;
}) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      {lines.map((line) => (
        <div key={line.key} className="flex min-w-0 flex-col">
          <dt className="flex items-center gap-1 text-sm text-muted-foreground">
            {line.label}
            {action(line)}
          </dt>
          <dd className={large ? 'text-xl font-semibold break-words' : 'text-lg font-medium break-words'}>
            {line.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Group({
  title,
  lines,
  action,
  children,
}: {
  title: string;
  lines: readonly ReadLine[];
  action: LineAction;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-primary uppercase">
        {title}
      </h3>
      <Lines lines={lines} large action={action} />
      {children}
    </section>
  );
}

/**
 * A setup to read at the pit table: every value on one screen in large type, grouped as the
 * catalogue groups them, blanks left out, no controls but Edit. The details and the attached file
 * come first, as a racer checks those before the numbers.
 */
export function SetupReadView<S extends SetupRecord, V extends SetupBody>({
  kind,
  setup,
  cars,
  draftSavedAt,
  onEdit,
  onBack,
}: SetupReadViewProps<S, V>) {
  const values = setup as unknown as Record<string, unknown>;
  const groups = filledGroups(kind.tuning.groups, values);
  const details = detailLines(kind, setup, cars);
  const car = findCar(cars, setup.rcCarId);
  const derived = kind.tuning.derived;
  const derivedLines = derived?.lines(values, car) ?? [];
  const derivedKeys = new Set(derivedLines.map((l) => l.key));
  // A derived line has no history of its own: its fields' history buttons tell how it came about.
  const history: LineAction = ({ key, label }) =>
    derivedKeys.has(key) ? null : (
      <FieldHistoryButton kind={kind} setupId={setup.id} cars={cars} field={key} label={label} />
    );
  return (
    <EditorCard title={setup.name} onBack={onBack}>
      <article aria-label={`${setup.name}, to read`} className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {setup.isCurrentlyInstalled && <InstalledBadge />}
            <span>Modified {modifiedLine(setup.updatedAt)}</span>
          </p>
          <CompareWith tab={kind.tab} setup={setup} />
          <Link to={printHref(kind.tab, setup.id)} className={buttonClass('secondary')}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Link>
          <ExportFileButton kind={kind} setup={setup} cars={cars} />
          {car && !setup.isCurrentlyInstalled && (
            <InstallOnCar car={car} setups={[{ kind: contentKindOf(kind), setup }]} />
          )}
          <Button onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        </div>
        {draftSavedAt && (
          <p className="rounded-md border border-primary bg-accent p-3 text-sm text-accent-foreground">
            Unsaved changes from {formatMoment(new Date(draftSavedAt))} are waiting: Edit to restore or
            discard them.
          </p>
        )}
        {details.length > 0 && <Lines lines={details} action={history} />}
        {(kind.tuning.links ?? []).map((link) => {
          const id = (setup as unknown as Record<string, unknown>)[link.name];
          return typeof id === 'number' ? <link.Read key={link.name} id={id} /> : null;
        })}
        {setup.notes && <p className="text-base break-words whitespace-pre-line">{setup.notes}</p>}
        {setup.fileUrl && (
          <FilePreview
            url={setup.fileUrl}
            fileType={setup.fileType}
            fileName={setup.fileName}
            className="max-w-md"
          />
        )}
        {groups.length > 0 ? (
          groups.map((group) =>
            derived?.group === group.id ? (
              <Group
                key={group.id}
                title={group.title}
                lines={[...group.fields, ...derivedLines]}
                action={history}
              >
                <derived.Panel values={values} car={car} setupId={setup.id} mode="read" />
              </Group>
            ) : (
              <Group key={group.id} title={group.title} lines={group.fields} action={history} />
            ),
          )
        ) : (
          <p className="border-t border-border pt-4 text-muted-foreground">
            {kind.tuning.title}: nothing filled in yet. Edit to add values.
          </p>
        )}
        <ShareLinkPanel kind={contentKindOf(kind)} setupId={setup.id} setupName={setup.name} />
        <HistoryPanel kind={kind} setup={setup} cars={cars} />
      </article>
    </EditorCard>
  );
}
