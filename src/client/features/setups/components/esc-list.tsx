import { Plus } from 'lucide-react';
import type { EscSetup } from '../../../../shared/schemas/esc-setup';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { SetupListProps } from '../kinds/setup-kind';
import { entryStateClass, InstalledBadge, ListFailed } from './list-entry';

/** SPEC §2 ESC tab list: each setup's name with its ESC make and model. */
export function EscList({
  setups,
  loading,
  failed,
  selectedId,
  onSelect,
  onCreate,
  importAction,
}: SetupListProps<EscSetup>) {
  return (
    <Card aria-labelledby="my-esc-setups-title">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle id="my-esc-setups-title">My ESC Setups</CardTitle>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onCreate}>
              <Plus aria-hidden="true" className="size-4" />
              Add ESC Setup
            </Button>
            {importAction}
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Spinner label="Loading ESC setups" />
        ) : failed ? (
          <ListFailed>Failed to load ESC setups</ListFailed>
        ) : setups.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center font-medium">
            No ESC setups yet
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {setups.map((esc) => {
              const selected = esc.id === selectedId;
              const hardware = [esc.escMake, esc.escModel].filter(Boolean).join(' ');
              return (
                <li key={esc.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelect(esc.id)}
                    className={cn(
                      'flex w-full flex-col items-start gap-1 rounded-lg border bg-card p-3 text-left transition-colors',
                      entryStateClass(selected),
                    )}
                  >
                    <span className="flex w-full items-start justify-between gap-2">
                      <span className="min-w-0 font-semibold break-words">{esc.name}</span>
                      {esc.isCurrentlyInstalled && <InstalledBadge />}
                    </span>
                    {hardware && <span className="max-w-full text-sm text-muted-foreground">{hardware}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
