/**
 * The only folders an upload URL may be asked for: SPEC §7/§9's Product and shop (staff and
 * sellers), and delivery, the drivers' photo proof of a hand-over (issue #14).
 */
export const UPLOAD_FOLDERS = ['Product', 'shop', 'delivery'] as const;

export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
