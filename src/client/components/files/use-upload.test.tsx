import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants/limits';
import type { UploadResponse } from '../../../shared/schemas/upload';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { QUERY_KEYS } from '../../lib/resources/query-keys';
import { mockApi } from '../../test/utils';
import { resetToasts } from '../ui/use-toast';
import { type UseUploadOptions, useUpload } from './use-upload';

const STORED: UploadResponse = {
  url: '/uploads/abc.png',
  mimetype: 'image/png',
  originalFilename: 'car.png',
};

function Uploader({
  options,
  onDone,
}: {
  options?: UseUploadOptions;
  onDone: (r: UploadResponse | null) => void;
}) {
  const { upload, isUploading } = useUpload(options);
  return (
    <>
      <label>
        File
        <input type="file" onChange={(e) => e.target.files?.[0] && upload(e.target.files[0]).then(onDone)} />
      </label>
      {isUploading && <p>busy</p>}
    </>
  );
}

function setup(options?: UseUploadOptions) {
  resetToasts();
  const results: (UploadResponse | null)[] = [];
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <Uploader options={options} onDone={(r) => results.push(r)} />
    </AppProviders>,
  );
  // applyAccept off: these tests hand the hook files a picker would normally filter out.
  const user = userEvent.setup({ applyAccept: false });
  return { results, queryClient, pick: (file: File) => user.upload(screen.getByLabelText('File'), file) };
}

const png = (size = 10) => new File([new Uint8Array(size)], 'car.png', { type: 'image/png' });

describe('useUpload', () => {
  it('refuses a file over 5 MB before sending anything', async () => {
    const fetchMock = mockApi({});
    const { pick, results } = setup();
    await pick(png(MAX_UPLOAD_BYTES + 1));
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('The maximum file size is 5MB')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(results).toEqual([null]);
  });

  it('refuses a type outside PDF and images before sending anything', async () => {
    const fetchMock = mockApi({});
    const { pick } = setup();
    await pick(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Only PDF and image files are allowed')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the file as multipart field "file" and toasts success', async () => {
    const fetchMock = mockApi({ 'POST /api/upload': () => [201, STORED] });
    const { pick, results } = setup();
    await pick(png());
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(results).toEqual([STORED]);
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('marks the storage use stale once a file is stored, so Settings shows the new figure', async () => {
    mockApi({ 'POST /api/upload': () => [201, STORED] });
    const { pick, results, queryClient } = setup();
    queryClient.setQueryData(QUERY_KEYS.storage, { usedBytes: 0, quotaBytes: 100 });
    await pick(png());
    await waitFor(() => expect(results).toEqual([STORED]));
    expect(queryClient.getQueryState(QUERY_KEYS.storage)?.isInvalidated).toBe(true);
  });

  it('stays quiet on success when the caller opts out', async () => {
    mockApi({ 'POST /api/upload': () => [201, STORED] });
    const { pick, results } = setup({ successToast: false });
    await pick(png());
    await waitFor(() => expect(results).toEqual([STORED]));
    expect(screen.queryByText('File uploaded successfully')).not.toBeInTheDocument();
  });

  it.each([
    [
      500,
      { message: 'Something went wrong' },
      'Upload failed',
      'There was a problem uploading your file. Please try again.',
    ],
    [413, { message: 'The maximum file size is 5MB' }, 'File too large', 'The maximum file size is 5MB'],
    [
      415,
      { message: 'Only PDF and image files are allowed' },
      'Invalid file type',
      'Only PDF and image files are allowed',
    ],
    [
      413,
      {
        message:
          'Your storage is full: 98.6 MB of 100 MB used. Delete files you no longer need, then try again.',
        code: 'quota_exceeded',
      },
      'Storage full',
      'Your storage is full: 98.6 MB of 100 MB used. Delete files you no longer need, then try again.',
    ],
    [
      507,
      {
        message: "The server's storage is full, so this was not saved. Please try again later.",
        code: 'storage_full',
      },
      'Upload failed',
      "The server's storage is full, so this was not saved. Please try again later.",
    ],
    [
      400,
      { message: 'This image could not be read. Please choose another photo.', code: 'unreadable_image' },
      'Upload failed',
      'This image could not be read. Please choose another photo.',
    ],
  ])('a %i from the server shows %j', async (status, body, title, description) => {
    mockApi({ 'POST /api/upload': () => [status, body] });
    const { pick, results } = setup();
    await pick(png());
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(results).toEqual([null]);
  });

  it("uses the caller's wording for a failure", async () => {
    mockApi({ 'POST /api/upload': () => [500, { message: 'Something went wrong' }] });
    const { pick } = setup({ failureToast: { title: 'Failed to upload image' } });
    await pick(png());
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
  });
});
