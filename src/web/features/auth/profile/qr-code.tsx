import { useEffect, useState } from "react";
import { Spinner } from "../../../components/ui/spinner";

type QrModule = typeof import("qrcode");

/** Loads the QR encoder only when someone sets up two-factor. */
async function loadQr(): Promise<QrModule> {
  const mod = await import("qrcode");
  return (mod as QrModule & { default?: QrModule }).default ?? mod;
}

/** A QR code of `value`, drawn dark on white so phones read it in the dark theme too. */
export function QrCode({
  value,
  label,
  size = 192,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    loadQr()
      .then((qr) =>
        qr.toDataURL(value, {
          width: size * 2,
          margin: 1,
          errorCorrectionLevel: "M",
          color: { dark: "#000000", light: "#ffffff" },
        }),
      )
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [value, size]);

  return (
    <div
      className="flex shrink-0 items-center justify-center rounded-lg border bg-white p-2"
      style={{ width: size + 18, height: size + 18 }}
    >
      {src ? (
        <img src={src} alt={label} width={size} height={size} />
      ) : failed ? (
        <p className="p-2 text-center text-xs text-slate-700">
          The QR code could not be drawn: use the setup key instead.
        </p>
      ) : (
        <Spinner label="Drawing the QR code" />
      )}
    </div>
  );
}
