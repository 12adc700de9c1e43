/**
 * How storage sizes read to a racer, on the server's refusal and in Settings alike. An MB here is
 * 1,048,576 bytes, as in 'The maximum file size is 5MB' and the STORAGE_QUOTA_MB setting.
 */
const MB = 1024 * 1024;

/** '12.3 MB', '100 MB', '0 MB'. Rounded down, so a nearly full store never reads as full and a
 *  tiny file never as nothing (anything above zero is at least 0.1 MB). */
export function formatMegabytes(bytes: number): string {
  let tenths = Math.floor((bytes * 10) / MB);
  if (bytes > 0 && tenths === 0) tenths = 1;
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} MB`;
}

/** '12.3 MB of 100 MB used' */
export function storageUsedText(usedBytes: number, quotaBytes: number): string {
  return `${formatMegabytes(usedBytes)} of ${formatMegabytes(quotaBytes)} used`;
}

/** The 413 a racer gets when an upload or a copy would take them past their quota. */
export function quotaExceededMessage(usedBytes: number, quotaBytes: number): string {
  return `Your storage is full: ${storageUsedText(usedBytes, quotaBytes)}. Delete files you no longer need, then try again.`;
}
