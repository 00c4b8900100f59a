import { useEffect, useState } from 'react';
import { Loading } from '#web/components/ui/loading';

/**
 * The otpauth URI as a QR code, drawn here in the browser: the secret never leaves for an outside
 * service. The encoder is loaded only when a set-up starts.
 */
export function QrCode({ value }: { value: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(value, { margin: 2, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) return <Loading label="Loading QR code..." />;
  // A white quiet zone keeps it scannable in the dark theme too.
  return (
    <img
      src={src}
      width={200}
      height={200}
      alt="QR code for your authenticator app"
      className="rounded-md bg-white"
    />
  );
}
