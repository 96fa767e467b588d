/**
 * Hands a file the app fetched (with the bearer token a plain link cannot carry) to the browser
 * to save under `fileName`.
 */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // Firefox saves only from a link in the document, and only if the URL outlives the click.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The name a Content-Disposition header gives a download, or null without one. */
export function attachmentName(contentDisposition: string | null): string | null {
  return /filename="?([^";]+)"?/.exec(contentDisposition ?? '')?.[1] ?? null;
}
