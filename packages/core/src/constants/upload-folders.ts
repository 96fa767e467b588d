/**
 * The only folders an upload URL may be asked for: SPEC §7/§9's Product and shop (staff and
 * sellers), and delivery, the drivers' photo proof of a hand-over (issue #14).
 */
export const UPLOAD_FOLDERS = ['Product', 'shop', 'delivery'] as const;

export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/**
 * Folders whose files are never served at a public address: a delivery photo shows a buyer's
 * door, so the API sends it only to the order's buyer, its driver and admins (decision 122).
 */
export const PRIVATE_UPLOAD_FOLDERS: readonly UploadFolder[] = ['delivery'];
