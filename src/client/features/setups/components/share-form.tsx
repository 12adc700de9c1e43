import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { OTHER_CONDITIONS, TRACK_CONDITION_PRESETS } from '../../../../shared/constants/tracks';
import type { Car } from '../../../../shared/schemas/car';
import { type ShareFormInput, shareFormSchema, sharePayload } from '../../../../shared/schemas/public-setup';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import type { User } from '../../../../shared/schemas/user';
import { sharePrefill } from '../../../../shared/share-prefill';
import { ChoiceField } from '../../../components/setups/choice-field';
import { CancelAndSubmit } from '../../../components/ui/dialog';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { useShareSheet } from '../lib/use-share';

interface ShareFormProps {
  sheet: SetupSheet;
  car: Car | undefined;
  user: User;
  onDone: () => void;
}

type ShareValues = z.output<typeof shareFormSchema>;

/** The share form: prefilled by SPEC §5's rules, checked with the shared schema, sent as sharePayload. */
export function ShareForm({ sheet, car, user, onDone }: ShareFormProps) {
  const ackId = useId();
  const form = useForm<ShareFormInput, unknown, ShareValues>({
    resolver: zodResolver(shareFormSchema),
    defaultValues: sharePrefill(sheet, user, car),
  });
  const { register, formState } = form;
  const { errors } = formState;
  const conditions = useWatch({ control: form.control, name: 'publicTrackConditions' });
  const share = useShareSheet(sheet.id);

  const onSubmit = form.handleSubmit((values) => share.mutate(sharePayload(values), { onSuccess: onDone }));

  return (
    <form noValidate aria-label="Share setup" className="flex flex-col gap-4" onSubmit={onSubmit}>
      <TextField
        label="Driver Name"
        autoComplete="name"
        error={errors.driverName?.message}
        {...register('driverName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Vehicle Make"
          autoComplete="off"
          error={errors.vehicleMake?.message}
          {...register('vehicleMake')}
        />
        <TextField
          label="Vehicle Model"
          autoComplete="off"
          error={errors.vehicleModel?.message}
          {...register('vehicleModel')}
        />
      </div>
      <TextField
        label="Track Name"
        autoComplete="off"
        error={errors.publicTrackName?.message}
        {...register('publicTrackName')}
      />
      <ChoiceField
        label="Track Conditions"
        options={TRACK_CONDITION_PRESETS}
        other={OTHER_CONDITIONS}
        emptyLabel="Select conditions"
        select={register('publicTrackConditions')}
        error={errors.publicTrackConditions?.message}
        showCustom={conditions === OTHER_CONDITIONS}
        customLabel="Describe the Conditions"
        customPlaceholder="e.g. Sugar-watered clay, grooved"
        custom={register('customConditions')}
        customError={errors.customConditions?.message}
      />
      <TextField
        label="Event Name (Optional)"
        autoComplete="off"
        error={errors.eventName?.message}
        {...register('eventName')}
      />
      <TextareaField label="Notes (Optional)" error={errors.notes?.message} {...register('notes')} />
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input
            id={ackId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            aria-invalid={errors.acknowledged ? true : undefined}
            aria-describedby={errors.acknowledged ? `${ackId}-error` : undefined}
            {...register('acknowledged')}
          />
          <label htmlFor={ackId} className="text-sm">
            I understand this setup will be visible to everyone, and that I can unshare it at any time.
          </label>
        </div>
        {errors.acknowledged && (
          <p id={`${ackId}-error`} className="text-sm font-medium text-danger-text">
            {errors.acknowledged.message}
          </p>
        )}
      </div>
      <CancelAndSubmit
        onCancel={onDone}
        pending={share.isPending}
        submitLabel="Share Setup"
        pendingLabel="Sharing..."
      />
    </form>
  );
}
