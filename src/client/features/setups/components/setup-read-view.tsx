import { Pencil, Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import { FilePreview } from '../../../components/files/file-preview';
import { EditorCard } from '../../../components/setups/editor-card';
import { InstallOnCar } from '../../../components/setups/install-on-car';
import { Button, buttonClass } from '../../../components/ui/button';
import { formatMoment } from '../../../lib/local-dates';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { contentKindOf } from '../lib/history';
import { detailLines } from '../lib/read-view';
import { findCar, modifiedLine } from '../lib/setup-display';
import { printHref } from '../lib/setup-selection';
import { useReadLayout } from '../lib/use-read-layout';
import { CompareWith } from './compare-with';
import { ExportFileButton } from './export-file-button';
import { FieldHistoryButton } from './field-history-button';
import { HistoryPanel } from './history-panel';
import { InstalledBadge } from './list-entry';
import { ReadLayoutToggle } from './read-layout-toggle';
import { SheetLines } from './read-sheet';
import { type LineAction, TrackLines } from './read-track';
import { TuningValues } from './read-values';
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

/**
 * A setup to read at the pit table, blanks left out, no form: grouped as the catalogue groups them,
 * either as a compact kit sheet (front | rear on one row, the default) or in the Track view's large
 * type, as the racer chose on this device. The details and the attached file come first, as a racer
 * checks those before the numbers.
 */
export function SetupReadView<S extends SetupRecord, V extends SetupBody>({
  kind,
  setup,
  cars,
  draftSavedAt,
  onEdit,
  onBack,
}: SetupReadViewProps<S, V>) {
  const [layout, setLayout] = useReadLayout();
  const values = setup as unknown as Record<string, unknown>;
  const details = detailLines(kind, setup, cars);
  const car = findCar(cars, setup.rcCarId);
  const derivedLines = kind.tuning.derived?.lines(values, car) ?? [];
  const derivedKeys = new Set(derivedLines.map((l) => l.key));
  // A derived line has no history of its own: its fields' history buttons tell how it came about.
  const history: LineAction = ({ key, label }) =>
    derivedKeys.has(key) ? null : (
      <FieldHistoryButton kind={kind} setupId={setup.id} cars={cars} field={key} label={label} />
    );
  return (
    <EditorCard title={setup.name} onBack={onBack}>
      <article
        aria-label={`${setup.name}, to read`}
        className={`flex flex-col ${layout === 'sheet' ? 'gap-2' : 'gap-5'}`}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {setup.isCurrentlyInstalled && <InstalledBadge />}
            <span>Modified {modifiedLine(setup.updatedAt)}</span>
          </p>
          <ReadLayoutToggle layout={layout} onChange={setLayout} />
        </div>
        {/* On a phone the sheet view's buttons are 36 px high (still well above a 24 px target). */}
        <div
          className={`flex flex-wrap items-center justify-between gap-2 ${layout === 'sheet' ? 'max-sm:[&_a]:h-9 max-sm:[&_button]:h-9' : ''}`}
        >
          <CompareWith tab={kind.tab} setup={setup} />
          <Link to={printHref(kind.tab, setup.id)} className={buttonClass('secondary')}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Link>
          <ExportFileButton kind={kind} setup={setup} cars={cars} />
          {car && !setup.isCurrentlyInstalled && (
            // Last on a phone, where its long name takes a line of its own: Edit shares one.
            <span className="max-sm:order-last">
              <InstallOnCar car={car} setups={[{ kind: contentKindOf(kind), setup }]} />
            </span>
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
        {details.length > 0 &&
          (layout === 'sheet' ? (
            <SheetLines lines={details} />
          ) : (
            <TrackLines lines={details} action={history} />
          ))}
        {(kind.tuning.links ?? []).map((link) => {
          const id = (setup as unknown as Record<string, unknown>)[link.name];
          return typeof id === 'number' ? <link.Read key={link.name} id={id} /> : null;
        })}
        {setup.notes && (
          <p className={`${layout === 'sheet' ? 'text-sm' : 'text-base'} break-words whitespace-pre-line`}>
            {setup.notes}
          </p>
        )}
        {setup.fileUrl && (
          <FilePreview
            url={setup.fileUrl}
            fileType={setup.fileType}
            fileName={setup.fileName}
            className="max-w-md"
          />
        )}
        <TuningValues
          kind={kind}
          layout={layout}
          values={values}
          car={car}
          setupId={setup.id}
          derivedLines={derivedLines}
          action={history}
        />
        <ShareLinkPanel kind={contentKindOf(kind)} setupId={setup.id} setupName={setup.name} />
        <HistoryPanel kind={kind} setup={setup} cars={cars} />
      </article>
    </EditorCard>
  );
}
