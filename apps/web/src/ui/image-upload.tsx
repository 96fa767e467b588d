import {
  isUploadImageType,
  UPLOAD_FILE_NAME_MAX,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_REFUSED,
} from '@marketplace/contract/uploads';
import { UPLOAD_FAILED, UPLOAD_FILE_REQUIRED } from '@marketplace/core/constants/messages';
import {
  PRIVATE_UPLOAD_FOLDERS,
  type UploadFolder,
} from '@marketplace/core/constants/upload-folders';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { getUploadUrl } from '../api/get-upload-url';
import { uploadFile } from '../api/upload-file';
import { Button } from './button';
import styles from './image-upload.module.css';

type ImageUploadProps = {
  folder: UploadFolder;
  /** The image's URL now, or null for none. */
  value: string | null;
  /** The new image's public URL once uploaded, or null when removed. */
  onChange: (url: string | null) => void;
  label: string;
  /** On a phone, open this camera instead of the file picker ('environment': the back one). */
  capture?: 'environment' | 'user';
  /**
   * Upload as soon as a photo is chosen, with no Upload button: a driver who takes a photo and
   * taps Complete never loses it (issue #30).
   */
  uploadOnChoose?: boolean;
  /** Hears whether an upload is under way, so a form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * Choose an image, see it, upload it with a progress bar, or remove it (SPEC §5 file upload).
 * The file goes straight to the upload URL the API hands out; the form keeps only its address.
 */
export function ImageUpload({
  folder,
  value,
  onChange,
  label,
  capture,
  uploadOnChoose = false,
  onBusyChange,
}: ImageUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // A private folder's file has no address the browser may load (a delivery photo is read
  // through its order), so what was uploaded stays shown from the phone's own copy.
  const [uploaded, setUploaded] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keepsOwnCopy = PRIVATE_UPLOAD_FOLDERS.includes(folder);
  const preview = useObjectUrl(file ?? (value ? uploaded : null));

  const upload = useMutation({
    mutationKey: ['upload-image', folder],
    mutationFn: async (chosen: File) => {
      const target = await getUploadUrl({
        fileName: chosen.name.slice(0, UPLOAD_FILE_NAME_MAX) || 'image',
        fileType: typeOf(chosen),
        folderName: folder,
        fileSize: chosen.size,
      });
      return uploadFile(target, chosen, setProgress);
    },
    onSuccess: (publicUrl, chosen) => {
      if (keepsOwnCopy) setUploaded(chosen);
      // Uploaded on choosing, the file input keeps naming the photo rather than "No file chosen".
      if (uploadOnChoose) {
        setFile(null);
        setProgress(null);
      } else clearChoice();
      onChange(publicUrl);
    },
    onError: (failure) => {
      setProgress(null);
      // The API's sentence says why a file was refused (not an image, too large); a server
      // fault's adds nothing to "try again".
      const refused = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
      const reason = refused ? failure.serverMessage : undefined;
      setError(reason ? `${UPLOAD_FAILED} ${reason}` : UPLOAD_FAILED);
    },
  });

  function clearChoice() {
    setFile(null);
    setProgress(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setError(null);
    if (chosen && !isUploadImageType(typeOf(chosen))) {
      clearChoice();
      setError(UPLOAD_TYPE_REFUSED);
      return;
    }
    if (chosen && chosen.size > UPLOAD_MAX_BYTES) {
      clearChoice();
      setError(UPLOAD_TOO_LARGE);
      return;
    }
    setFile(chosen);
    if (chosen && uploadOnChoose) send(chosen);
  }

  function send(chosen: File) {
    setError(null);
    setProgress(0);
    upload.mutate(chosen);
  }

  function start() {
    if (!file) {
      setError(UPLOAD_FILE_REQUIRED);
      return;
    }
    send(file);
  }

  const busy = upload.isPending;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  function remove() {
    clearChoice();
    setUploaded(null);
    setError(null);
    onChange(null);
  }

  // Without a copy of its own, a private upload shows as uploaded, not as a broken image.
  const shown = preview ?? (keepsOwnCopy ? null : value);
  return (
    <div className={styles.upload}>
      <div className={styles.preview}>
        {shown ? (
          <img src={shown} alt={file ? `${label}, not uploaded yet` : label} />
        ) : (
          <span className={styles.empty}>{value ? 'Photo uploaded' : 'No photo'}</span>
        )}
      </div>
      <div className={styles.controls}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          capture={capture}
          className={styles.input}
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={choose}
        />
        <p id={hintId} className={styles.hint}>
          JPEG, PNG, WebP or AVIF, up to {UPLOAD_MAX_MB} MB.
        </p>
        {progress !== null && (
          <div className={styles.progress}>
            <div
              role="progressbar"
              aria-label={`Uploading ${label}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className={styles.track}
            >
              <div className={styles.bar} style={{ width: `${progress}%` }} />
            </div>
            <span aria-hidden="true">{progress}%</span>
          </div>
        )}
        <div className={styles.actions}>
          {!uploadOnChoose && (
            <Button size="sm" onClick={start} loading={upload.isPending}>
              Upload <span className="visually-hidden">{label}</span>
            </Button>
          )}
          {(value || file) && (
            <Button size="sm" variant="ghost" onClick={remove} disabled={upload.isPending}>
              Remove <span className="visually-hidden">{label}</span>
            </Button>
          )}
        </div>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * The file's type as the browser reports it, or by its extension when it reports none (some
 * systems know no type for .avif). The server judges the bytes either way.
 */
function typeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[extension] ?? '';
}

/** A preview address for a chosen file, released when the file changes or the view goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
