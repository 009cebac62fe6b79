import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

/** The otpauth URI as a QR code, drawn in the browser (the secret never leaves it); the library loads with this screen only. */
export function AuthenticatorQrCode({ uri }: { uri: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then((qrcode) => qrcode.toDataURL(uri, { margin: 1, width: 192 })).then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [uri]);
  return <Box sx={{ width: 192, height: 192 }}>{image && <img src={image} width={192} height={192} alt="QR code for your authenticator app" />}</Box>;
}
