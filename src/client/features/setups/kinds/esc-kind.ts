import { ESC_GROUPS, ESC_TUNING_KEYS } from '../../../../shared/constants/setup-fields';
import { ESC_SURFACES } from '../../../../shared/constants/tracks';
import {
  type EscSetup,
  type EscSetupValues,
  escSetupInputSchema,
} from '../../../../shared/schemas/esc-setup';
import { escSetups, useEscSetups } from '../../../lib/resources/esc-setups';
import { EscList } from '../components/esc-list';
import type { SetupKind } from './setup-kind';
import { TREATMENT_FIELD } from './treatment-field';

/** ESC setups: the ESC Setups tab (SPEC §2). */
export const ESC_KIND: SetupKind<EscSetup, EscSetupValues> = {
  tab: 'esc',
  useList: useEscSetups,
  mutations: escSetups.mutations,
  inputSchema: escSetupInputSchema,
  texts: {
    form: 'ESC setup',
    newTitle: 'Create New ESC Setup',
    newName: 'this new ESC setup',
    notFoundTitle: 'ESC setup not found',
    notFoundText: (id) =>
      `There is no ESC setup #${id} among yours. It may have been deleted, or the link is wrong.`,
    placeholderTitle: 'Select an ESC Setup',
    placeholderText: 'Choose an ESC setup from the list to view or edit it, or add a new one.',
    loading: 'Loading ESC setup',
    save: 'Save',
    deleteTitle: 'Delete this ESC setup?',
    created: 'ESC setup created successfully',
    updated: 'ESC setup updated successfully',
    deleted: 'ESC setup deleted successfully',
    installed: 'ESC setup marked as currently installed',
    createFailed: 'Failed to save ESC setup',
    updateFailed: 'Failed to save ESC setup',
    deleteFailed: 'Failed to delete ESC setup',
    installFailed: 'Failed to mark ESC setup as installed',
  },
  editTitle: () => 'Edit ESC Setup',
  filtersByCar: false,
  needsCarToCreate: false,
  newUsesManufacturerSheet: true,
  attachment: {
    label: 'ESC setup file',
    description: "Attach a photo of the program card, a screenshot of the app or the manual's settings page.",
    first: false,
    setsManufacturerSheet: false,
  },
  // SPEC §3: a surface outside the list is treated as Other with a custom value.
  surfaces: { options: ESC_SURFACES, other: 'Other' },
  details: [
    { type: 'text', name: 'name', label: 'Name', placeholder: 'e.g. Clay, mild punch' },
    { type: 'car', label: 'Car', noneLabel: 'No car' },
    { type: 'text', name: 'escMake', label: 'ESC Make', placeholder: 'e.g. Hobbywing' },
    { type: 'text', name: 'escModel', label: 'ESC Model', placeholder: 'e.g. XR8 Pro G2S' },
    // SPEC §5: read-only, the username unless the setup names someone else.
    {
      type: 'text',
      name: 'creator',
      label: 'Creator',
      readOnly: true,
      hint: 'Filled in with your username.',
      fallback: ({ username }) => username,
    },
    { type: 'text', name: 'trackName', label: 'Track Name', placeholder: 'e.g. Silverdale Raceway' },
    { type: 'surface', customPlaceholder: 'e.g. Grass' },
    TREATMENT_FIELD,
    { type: 'conditions', customPlaceholder: 'e.g. Hot, 35 °C ambient' },
    { type: 'notes', placeholder: 'Motor, gearing, temperatures after the run' },
  ],
  tuning: {
    keys: ESC_TUNING_KEYS,
    groups: ESC_GROUPS,
    title: 'ESC settings',
    hint: 'As your programming card or app names them; every value is optional.',
  },
  List: EscList,
};
