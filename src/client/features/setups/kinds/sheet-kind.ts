import { SETUP_SHEET_GROUPS, SETUP_SHEET_TUNING_KEYS } from '../../../../shared/constants/setup-fields';
import { TRACK_SURFACES } from '../../../../shared/constants/tracks';
import {
  type SetupSheet,
  type SetupSheetValues,
  setupSheetInputSchema,
} from '../../../../shared/schemas/setup-sheet';
import { setupSheets, useSetupSheets } from '../../../lib/resources/setup-sheets';
import { CommunityPanel } from '../components/community-panel';
import { EscSetupLink, LinkedEscSetup } from '../components/esc-setup-link';
import { SheetGearing, sheetGearingLines } from '../components/sheet-gearing';
import { SheetList } from '../components/sheet-list';
import { editorTitle } from '../lib/setup-display';
import type { SetupKind } from './setup-kind';
import { TREATMENT_FIELD } from './treatment-field';

/** Car setup sheets: the Car Setups tab (SPEC §2), with sharing to the community. */
export const SHEET_KIND: SetupKind<SetupSheet, SetupSheetValues> = {
  tab: 'car',
  useList: useSetupSheets,
  mutations: setupSheets.mutations,
  inputSchema: setupSheetInputSchema,
  texts: {
    form: 'Setup sheet',
    newTitle: 'Create New Setup Sheet',
    newName: 'this new setup sheet',
    notFoundTitle: 'Setup sheet not found',
    notFoundText: (id) =>
      `There is no setup sheet #${id} among yours. It may have been deleted, or the link is wrong.`,
    placeholderTitle: 'Select a Setup Sheet',
    placeholderText: 'Choose a setup sheet from the list to view or edit it, or create a new one.',
    loading: 'Loading setup sheet',
    save: 'Save Setup',
    deleteTitle: 'Delete this setup sheet?',
    created: 'Setup sheet created successfully',
    updated: 'Setup sheet updated successfully',
    deleted: 'Setup sheet deleted successfully',
    installed: 'Setup sheet marked as currently installed',
    createFailed: 'Failed to create setup sheet',
    updateFailed: 'Failed to update setup sheet',
    deleteFailed: 'Failed to delete setup sheet',
    installFailed: 'Failed to mark setup sheet as installed',
  },
  editTitle: editorTitle,
  filtersByCar: true,
  needsCarToCreate: true,
  newUsesManufacturerSheet: true,
  attachment: {
    label: 'Setup sheet file',
    description: "Attach the manufacturer's setup sheet or a photo of yours.",
    first: true,
    setsManufacturerSheet: true,
  },
  // 'OTHER' reveals a custom surface, as the ESC list's 'Other' does: a copied or older sheet may hold 'Grass'.
  surfaces: { options: TRACK_SURFACES, other: 'OTHER' },
  details: [
    {
      type: 'car',
      label: 'Vehicle',
      noneLabel: 'No vehicle',
      wide: true,
      // Also for a sheet whose car is gone: otherwise it could never be installed again.
      onlyWithoutCar: true,
      follows: { manufacturer: 'vehicleMake', model: 'vehicleModel' },
    },
    { type: 'text', name: 'name', label: 'Name', placeholder: 'e.g. Club race, dry clay', wide: true },
    {
      type: 'text',
      name: 'vehicleMake',
      label: 'Make',
      placeholder: 'e.g. Tekno RC',
      fallback: ({ car }) => car?.manufacturer,
    },
    {
      type: 'text',
      name: 'vehicleModel',
      label: 'Model',
      placeholder: 'e.g. EB48 2.2',
      fallback: ({ car }) => car?.model,
    },
    {
      type: 'text',
      name: 'trackName',
      label: 'Track Name',
      placeholder: 'e.g. Silverdale Raceway',
      wide: true,
    },
    { type: 'surface', customPlaceholder: 'e.g. Grass' },
    TREATMENT_FIELD,
    { type: 'conditions', customPlaceholder: 'e.g. Dusty early, grippy later' },
    { type: 'notes', placeholder: 'Tyres, what worked, what to try next' },
  ],
  tuning: {
    keys: SETUP_SHEET_TUNING_KEYS,
    groups: SETUP_SHEET_GROUPS,
    links: [{ name: 'escSetupId', group: 'electronics', Field: EscSetupLink, Read: LinkedEscSetup }],
    derived: { group: 'electronics', lines: sheetGearingLines, Panel: SheetGearing },
    title: 'Tuning',
    hint: "Every value is optional: write it the way your kit's sheet does.",
  },
  List: SheetList,
  Extras: CommunityPanel,
};
