/** SPEC §7/§9: the only folders an upload URL may be asked for. */
export const UPLOAD_FOLDERS = ['Product', 'shop'] as const;

export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
