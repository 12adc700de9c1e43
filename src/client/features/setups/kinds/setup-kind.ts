import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { SetupGroup } from '../../../../shared/constants/setup-fields';
import type { Car } from '../../../../shared/schemas/car';
import type { User } from '../../../../shared/schemas/user';
import type { ResourceMutation } from '../../../lib/resources/mutations';
import type { InstallVariables, SetupRecord } from '../../../lib/resources/setups';

/** The tab of /setup-sheets a kind lives on; the ESC tab's URL carries ?tab=esc. */
export type SetupTab = 'car' | 'esc';

/** What the editor sends, whichever the kind; it sets the installed flag itself when unticked. */
export interface SetupBody {
  isCurrentlyInstalled?: boolean;
  /** "What did you change and why?": stored on the version the save writes, not on the setup. */
  changeNote?: string | null;
}

/** The list filter (SPEC §4): all setups, or one vehicle's. */
export type VehicleFilter = 'all' | number;

/** Where a blank text field of an opening editor may take its value from. */
export interface FieldContext {
  /** The car a new setup starts on; undefined for a setup that exists. */
  car: Car | undefined;
  username: string;
}

/** One control of the editor's details grid, in the order the kind shows them. */
export type DetailField =
  | {
      type: 'text';
      /** The API field it edits. */
      name: string;
      label: string;
      placeholder?: string;
      /** Spans both columns from 640 px. */
      wide?: boolean;
      readOnly?: boolean;
      hint?: string;
      /** What a blank stored value opens as (a new sheet's make from its car, the ESC creator). */
      fallback?: (context: FieldContext) => string | undefined;
      /** Shown, and saved, only with this surface (the treatment belongs to 'Treated'). */
      onlyForSurface?: string;
    }
  | {
      type: 'car';
      label: string;
      /** The blank first option. */
      noneLabel: string;
      wide?: boolean;
      /** Only for a new setup and one whose car is gone (SPEC §2: "vehicle selector (new sheets only)"). */
      onlyWithoutCar?: boolean;
      /** Text fields that follow the chosen car's manufacturer and model until the racer types their own. */
      follows?: { manufacturer: string; model: string };
    }
  | { type: 'surface'; customPlaceholder: string }
  | { type: 'conditions'; customPlaceholder: string }
  | { type: 'notes'; placeholder: string };

/** What a link control is given: its registration in the form and the setup's car, if any. */
export interface TuningLinkProps {
  field: UseFormRegisterReturn;
  error?: string;
  car: Car | undefined;
}

/**
 * A reference to another of the racer's records shown inside a tuning group (the sheet's ESC setup):
 * an id or null in the form and the body, never text.
 */
export interface TuningLink {
  /** The API field it edits. */
  name: string;
  /** The id of the group it ends. */
  group: string;
  Field: ComponentType<TuningLinkProps>;
  /** The linked record as the read view names it (nothing when it is not there). */
  Read: ComponentType<{ id: number }>;
}

/** What a tuning group's derived panel is given (the sheet's FDR and rollout). */
export interface TuningDerivedProps {
  /** The setup's values: as typed in the editor, as stored in the read view. */
  values: Readonly<Record<string, unknown>>;
  car: Car | undefined;
  /** The stored setup, so what the panel opens can write back to it; undefined for a new one. */
  setupId?: number;
  mode: 'edit' | 'read';
  /** The compact read view: the figures are lines of the group already, so only what opens more. */
  compact?: boolean;
}

/**
 * Values worked out from a group's fields and never stored (issue 19: FDR and rollout from the
 * gearing): the read view lists them among the group's lines, the panel sits under the fields.
 */
export interface TuningDerived {
  /** The id of the group they belong to. */
  group: string;
  lines: (values: Readonly<Record<string, unknown>>, car: Car | undefined) => ReadLineLike[];
  Panel: ComponentType<TuningDerivedProps>;
}

interface ReadLineLike {
  key: string;
  label: string;
  value: string;
}

/** What a kind's list is given: the tab's data and selection, to show in its own way (SPEC §2). */
export interface SetupListProps<S extends SetupRecord> {
  /** After the vehicle filter. */
  setups: readonly S[];
  cars: readonly Car[];
  loading: boolean;
  failed: boolean;
  filter: VehicleFilter;
  onFilterChange: (filter: VehicleFilter) => void;
  selectedId: number | undefined;
  /** The page's URL with that setup selected, for lists whose entries are links. */
  hrefFor: (id: number) => string;
  onSelect: (id: number) => void;
  onCreate: () => void;
  /** "Import setup file", shown beside the create button (written once for both kinds). */
  importAction: ReactNode;
}

/** Texts that differ between the kinds because SPEC words them so (§2 titles, §8 toasts). */
export interface SetupTexts {
  /** The editor form's accessible name. */
  form: string;
  newTitle: string;
  /** What the leave question calls a new setup ('this new setup sheet'). */
  newName: string;
  /** The editor area for an id in the URL that is not in the racer's list. */
  notFoundTitle: string;
  notFoundText: (id: number) => string;
  placeholderTitle: string;
  placeholderText: string;
  loading: string;
  save: string;
  deleteTitle: string;
  created: string;
  updated: string;
  deleted: string;
  installed: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  installFailed: string;
}

/**
 * One kind of setup (car setup sheet or ESC setup) as the shared editor model sees it. Both kinds share
 * the tab, the selection in the URL, the editor, its mutations, the installed flag and the delete
 * confirmation; everything in which they differ is here, as data.
 */
export interface SetupKind<S extends SetupRecord, V extends SetupBody> {
  tab: SetupTab;
  useList: () => UseQueryResult<S[], Error>;
  mutations: {
    create: ResourceMutation<S, V>;
    /** `baseVersion`: the version the editor began from, sent as If-Match. */
    update: (id: number, baseVersion?: () => number | undefined) => ResourceMutation<S, V>;
    remove: ResourceMutation<void, number>;
    install: ResourceMutation<S, InstallVariables>;
  };
  /** The shared schema the form is checked with, as the route checks the body. */
  inputSchema: z.ZodType<V, FieldValues>;
  texts: SetupTexts;
  /** The editor's title for a setup that exists. */
  editTitle: (setup: S, cars: readonly Car[]) => string;
  /** SPEC §2: the car sheets' list filters by vehicle (?car= in the URL); the ESC list does not. */
  filtersByCar: boolean;
  /** SPEC §2: a new car setup sheet needs a car ('Add a Vehicle First'); an ESC setup may have none. */
  needsCarToCreate: boolean;
  /** SPEC §9: what useManufacturerSheet starts as in the form of a new setup. */
  newUsesManufacturerSheet: boolean;
  attachment: {
    label: string;
    description: string;
    /** Above the details (car sheets) or below them (ESC setups). */
    first: boolean;
    /** SPEC §4 "Upload": a file on a car setup sheet is the manufacturer's sheet; not so for ESC. */
    setsManufacturerSheet: boolean;
  };
  /** The surface list and its own "other" value, which reveals a custom surface. */
  surfaces: { options: readonly string[]; other: string };
  details: readonly DetailField[];
  tuning: {
    keys: readonly string[];
    /** The catalogue's groups; the editor shows those that fit the setup's car. */
    groups: readonly SetupGroup[];
    links?: readonly TuningLink[];
    derived?: TuningDerived;
    title: string;
    hint: string;
  };
  List: ComponentType<SetupListProps<S>>;
  /** What an existing setup shows below the installed flag (sharing, for car sheets). */
  Extras?: ComponentType<{ setup: S; car: Car | undefined; user: User }>;
}
