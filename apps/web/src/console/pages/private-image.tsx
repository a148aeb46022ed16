import { useEffect, useState } from 'react';
import { consoleSession } from '../console-api.ts';
import './kyc-page.css';

/**
 * A privately stored upload (a KYC document, an application's image): fetched with the operator's
 * session, never by a bare URL another browser could open, and shown from memory.
 */
export function PrivateImage({ path, label }: { path: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let isLive = true;
    void fetch(path, { headers: { authorization: `Bearer ${consoleSession.token() ?? ''}` } })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || !isLive) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      });
    return () => {
      isLive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return (
    <figure className="kyc-doc">
      {src ? <img src={src} alt={label} /> : <span className="kyc-doc__loading" aria-hidden="true" />}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
