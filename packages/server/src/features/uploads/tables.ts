/**
 * Every accepted upload, content-addressed: `id` is the SHA-256 of the bytes (hex), so the same
 * file uploaded twice is one row and its URL never changes meaning (served immutable).
 */
export interface MediaTable {
  id: string;
  /** 'png' | 'jpeg' | 'gif' | 'webp' | 'mp4' | 'svga', read from the bytes. */
  kind: string;
  mime: string;
  bytes: number;
  /** The file itself; null when the bytes live in the shared `UPLOADS_DIR` instead. */
  data: Buffer | null;
  created_at: number;
  created_by: string;
}

declare module '../../store/schema' {
  interface Database {
    media: MediaTable;
  }
}
