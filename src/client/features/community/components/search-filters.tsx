import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import {
  OTHER_CONDITIONS,
  TRACK_CONDITION_PRESETS,
  TRACK_SURFACES,
} from '../../../../shared/constants/tracks';
import { CATALOGUE_MANUFACTURERS, modelsFor } from '../../../../shared/constants/vehicle-catalogue';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { type CommunitySearch, FILTER_KEYS, type PublicSort, SORT_OPTIONS } from '../lib/search-params';
import { SearchBox } from './search-box';

interface SearchFiltersProps {
  search: CommunitySearch;
  onChange: (patch: Partial<CommunitySearch>) => void;
}

// A shared setup's conditions are a preset or the racer's own words, never 'OTHER' itself.
const CONDITIONS = TRACK_CONDITION_PRESETS.filter((c) => c !== OTHER_CONDITIONS);

/** The choices, plus the current value when a link carries one outside the list (a custom make, say). */
function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

function Options({ values, label = (v) => v }: { values: readonly string[]; label?: (v: string) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

/**
 * The search box, the four filters and the sort; every change goes straight into the URL. On a phone
 * the selects fold away behind a Filters button, so the first results show without scrolling.
 */
export function SearchFilters({ search, onChange }: SearchFiltersProps) {
  const models = search.manufacturer ? withCurrent(modelsFor(search.manufacturer), search.model) : [];
  const [open, setOpen] = useState(false);
  const active = FILTER_KEYS.filter((key) => search[key] !== '').length + (search.sort !== 'newest' ? 1 : 0);
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <SearchBox value={search.q} onSearch={(q) => onChange({ q })} />
        </div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls="community-filters"
          onClick={() => setOpen((o) => !o)}
          className="md:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </div>
      <div
        id="community-filters"
        className={cn('grid-cols-2 gap-3 md:grid md:grid-cols-3 lg:grid-cols-5', open ? 'grid' : 'hidden')}
      >
        <SelectField
          label="Manufacturer"
          value={search.manufacturer}
          onChange={(e) => onChange({ manufacturer: e.target.value })}
        >
          <option value="">All</option>
          <Options values={withCurrent(CATALOGUE_MANUFACTURERS, search.manufacturer)} />
        </SelectField>
        <SelectField
          label="Model"
          value={search.model}
          disabled={!search.manufacturer}
          onChange={(e) => onChange({ model: e.target.value })}
        >
          <option value="">All</option>
          <Options values={models} />
        </SelectField>
        <SelectField
          label="Surface"
          value={search.surface}
          onChange={(e) => onChange({ surface: e.target.value })}
        >
          <option value="">All</option>
          <Options
            values={withCurrent(TRACK_SURFACES, search.surface)}
            label={(v) => (v === 'OTHER' ? 'Other' : v)}
          />
        </SelectField>
        <SelectField
          label="Conditions"
          value={search.conditions}
          onChange={(e) => onChange({ conditions: e.target.value })}
        >
          <option value="">All</option>
          <Options values={withCurrent(CONDITIONS, search.conditions)} />
        </SelectField>
        <SelectField
          label="Sort"
          value={search.sort}
          onChange={(e) => onChange({ sort: e.target.value as PublicSort })}
          className="col-span-2 md:col-span-1"
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
