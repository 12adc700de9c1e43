import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { mockApi } from '../../test/utils';
import { FilePreview } from './file-preview';
import { storedFileName } from './use-file-exists';

function show(props: Parameters<typeof FilePreview>[0]) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <FilePreview {...props} />
    </AppProviders>,
  );
}

const exists = (name: string, answer: boolean) => ({
  [`GET /api/files/check/${name}`]: () => [200, { exists: answer }] as [number, unknown],
});

describe('storedFileName', () => {
  it.each([
    ['/uploads/abc.png', 'abc.png'],
    ['https://example.com/files/sheet.pdf?x=1', 'sheet.pdf'],
    ['sheet.pdf', 'sheet.pdf'],
  ])('%s → %s', (url, name) => expect(storedFileName(url)).toBe(name));
});

describe('FilePreview', () => {
  it('shows a loading state, then the image, which opens a zoomable viewer', async () => {
    mockApi(exists('abc.png', true));
    const user = userEvent.setup();
    show({ url: '/uploads/abc.png', fileType: 'image/png', fileName: 'front-end.png' });
    expect(screen.getByRole('status', { name: 'Checking file' })).toBeInTheDocument();

    const preview = await screen.findByRole('button', { name: 'View front-end.png full size' });
    // The preview offers the thumbnail; the viewer shows the full copy.
    expect(preview.querySelector('img')).toHaveAttribute(
      'srcset',
      '/uploads/abc.png?size=thumb 400w, /uploads/abc.png 1600w',
    );
    await user.click(preview);
    const viewer = await screen.findByRole('dialog', { name: 'front-end.png' });
    const image = within(viewer).getByRole('img', { name: 'front-end.png' });
    expect(image).toHaveAttribute('src', '/uploads/abc.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveStyle({ width: '100%' });
    const zoomOut = within(viewer).getByRole('button', { name: 'Zoom out' });
    const zoomIn = within(viewer).getByRole('button', { name: 'Zoom in' });
    expect(zoomOut).toBeDisabled();
    for (let i = 0; i < 4; i++) await user.click(zoomIn);
    expect(image).toHaveStyle({ width: '200%' });
    expect(zoomIn).toBeDisabled();
    await user.click(zoomOut);
    expect(image).toHaveStyle({ width: '175%' });
    // Closing the viewer puts focus back where the racer was.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(preview).toHaveFocus();
  });

  it("shows 'Image not available' when the image is gone", async () => {
    mockApi(exists('gone.png', false));
    show({ url: '/uploads/gone.png', fileType: 'image/png' });
    expect(await screen.findByText('Image not available')).toBeInTheDocument();
  });

  it("shows 'Image not available' when the image fails to load", async () => {
    mockApi(exists('abc.png', true));
    show({ url: '/uploads/abc.png', fileType: 'image/png' });
    const button = await screen.findByRole('button', { name: /full size/ });
    const img = button.querySelector('img');
    if (!img) throw new Error('no image');
    fireEvent.error(img);
    expect(await screen.findByText('Image not available')).toBeInTheDocument();
  });

  it('shows a PDF as a card whose link opens a new tab', async () => {
    mockApi(exists('sheet.pdf', true));
    show({ url: '/uploads/sheet.pdf', fileType: 'application/pdf', fileName: 'B6.4 setup.pdf' });
    expect(await screen.findByText('B6.4 setup.pdf')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Open PDF/ });
    expect(link).toHaveAttribute('href', '/uploads/sheet.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows 'File unavailable' for a missing PDF (told by its extension)", async () => {
    mockApi(exists('sheet.pdf', false));
    show({ url: '/uploads/sheet.pdf' });
    expect(await screen.findByText('File unavailable')).toBeInTheDocument();
  });

  it('retries a failing check twice, then shows the placeholder', async () => {
    const fetchMock = mockApi({ 'GET /api/files/check/abc.png': () => [500, { message: 'boom' }] });
    show({ url: '/uploads/abc.png', fileType: 'image/png' });
    expect(await screen.findByText('Image not available', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  }, 10_000);
});
