import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '../../../shared/constants/limits';
import { UPLOAD_ERRORS, type UploadResponse } from '../../../shared/schemas/upload';
import { ApiError } from '../../lib/api';
import { invalidate } from '../../lib/resources/mutations';
import { uploadMutation } from '../../lib/resources/uploads';
import { type ToastInput, toast } from '../ui/use-toast';

export const UPLOAD_FAILED: ToastInput = {
  title: 'Upload failed',
  description: 'There was a problem uploading your file. Please try again.',
};
export const UPLOAD_SUCCEEDED: ToastInput = { title: 'File uploaded successfully' };

export interface UseUploadOptions {
  /**
   * Raise 'File uploaded successfully' (default), or this toast instead (the setup editors add that the
   * file is kept once the setup is saved). The car photo says so itself after its PATCH (false).
   */
  successToast?: boolean | ToastInput;
  /** The toast for a failed upload; SPEC §8's 'Upload failed' unless the caller words it its own way. */
  failureToast?: ToastInput;
}

/** The SPEC §5 checks, made before any byte leaves the browser. Undefined means the file may go. */
export function uploadProblem(file: Pick<File, 'size' | 'type'>): ToastInput | undefined {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_ERRORS.tooLarge;
  if (!(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_ERRORS.badType;
  return undefined;
}

/**
 * The toast for a failure: the server's 413/415 mean the same as our own checks, so they read alike;
 * a full quota, a full server disk or a file the server could not read (a photo that only looks like
 * one, or one of too many pixels: 400) says so in the server's words, which tell the racer what to do.
 */
function failureToastFor(error: Error, fallback: ToastInput): ToastInput {
  if (error instanceof ApiError && error.body?.code === 'quota_exceeded')
    return { title: 'Storage full', description: error.body.message };
  if (error instanceof ApiError && (error.status === 507 || error.status === 400) && error.body)
    return { title: fallback.title, description: error.body.message };
  if (error instanceof ApiError && error.status === 413) return UPLOAD_ERRORS.tooLarge;
  if (error instanceof ApiError && error.status === 415) return UPLOAD_ERRORS.badType;
  return fallback;
}

/**
 * One upload path for every file the racer sends (car photos now, setup-sheet files later).
 * `upload` resolves to the stored file, or to null once the racer has been told what went wrong,
 * so callers only handle the happy path.
 */
export function useUpload({ successToast = true, failureToast = UPLOAD_FAILED }: UseUploadOptions = {}) {
  const queryClient = useQueryClient();
  const mutation = useMutation<UploadResponse, Error, File>({
    mutationFn: uploadMutation.mutationFn,
    // The refetch is not awaited, so the caller (say, the car photo's PATCH) goes on at once.
    onSuccess: () => {
      void invalidate(queryClient, uploadMutation.invalidates);
    },
  });
  const { mutateAsync } = mutation;

  const upload = useCallback(
    async (file: File): Promise<UploadResponse | null> => {
      const problem = uploadProblem(file);
      if (problem) {
        toast({ ...problem, variant: 'destructive' });
        return null;
      }
      try {
        const uploaded = await mutateAsync(file);
        if (successToast) toast(successToast === true ? UPLOAD_SUCCEEDED : successToast);
        return uploaded;
      } catch (error) {
        toast({ ...failureToastFor(error as Error, failureToast), variant: 'destructive' });
        return null;
      }
    },
    [mutateAsync, successToast, failureToast],
  );

  return { upload, isUploading: mutation.isPending };
}
