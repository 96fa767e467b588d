import { useEffect, useState } from 'react';
import { apiBlob } from '../api/client';
import { Skeleton } from './skeleton';

type PrivateImageProps = {
  /** An API path that answers the image only with the session's token. */
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
};

/**
 * An image only some people may see (a delivery photo of a buyer's door, decision 122): fetched
 * with the session's token, shown from an object URL that is released when the view goes.
 */
export function PrivateImage({ src, alt, className, width, height }: PrivateImageProps) {
  const [shown, setShown] = useState<{ src: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    let url: string | null = null;
    setFailed(false);
    apiBlob(src)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setShown({ src, url });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);

  if (failed)
    return <p role="status">The photo could not be loaded. Reload the page to try again.</p>;
  if (shown?.src !== src) {
    return (
      <span role="status" aria-label={`Loading ${alt}`}>
        <Skeleton shape="block" width={width ?? 240} height={height ?? 180} />
      </span>
    );
  }
  return <img src={shown.url} alt={alt} className={className} width={width} height={height} />;
}
