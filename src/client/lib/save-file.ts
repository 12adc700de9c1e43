/**
 * Hands a Blob to the browser as a download named `fileName` (the racer's data zip, a setup file).
 * Fetched first rather than linked, so a failure is the app's message, not a browser error page.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Chromium starts the download from the click, after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
