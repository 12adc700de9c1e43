import { Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { QrCode } from '../../../components/share/qr-code';
import { Button } from '../../../components/ui/button';

/**
 * The link's QR code, and "Print sticker": a 40 mm code with the setup's name and nothing else
 * on the page. The sticker is put beside the app only while printing; the print styles
 * (styles.css, `.print-sticker`) hide everything but it.
 */
export default function ShareLinkQr({ url, setupName }: { url: string; setupName: string }) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);
  return (
    <div className="flex flex-col items-start gap-2">
      <QrCode url={url} label={`QR code for the link to ${setupName}`} sizeMm={40} />
      <Button variant="secondary" size="sm" onClick={() => setPrinting(true)}>
        <Printer aria-hidden="true" className="size-4" />
        Print sticker
      </Button>
      {printing &&
        createPortal(
          <div className="print-sticker">
            <QrCode url={url} label={`QR code for ${setupName}`} sizeMm={40} />
            <p>{setupName}</p>
          </div>,
          document.body,
        )}
    </div>
  );
}
