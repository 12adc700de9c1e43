import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code for a link (issue 18: a shared setup, a printed sheet), drawn as SVG so it prints sharp
 * at any size: `sizeMm` sets its printed width (40 mm is the pit-board sticker). Import it only from
 * lazy routes: the library stays out of the signed-out entry.
 */
export function QrCode({ url, label, sizeMm = 40 }: { url: string; label: string; sizeMm?: number }) {
  return (
    <QRCodeSVG
      value={url}
      title={label}
      role="img"
      aria-label={label}
      level="M"
      marginSize={2}
      bgColor="#ffffff"
      fgColor="#000000"
      style={{ width: `${sizeMm}mm`, height: `${sizeMm}mm` }}
    />
  );
}
