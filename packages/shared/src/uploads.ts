import { z } from 'zod';

/** Upload kinds of POST /upload/jupiter/{kind} and their limits (spec 000 §5, 001 §5). */
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'wmv', 'mpeg', 'mov', 'mkv', 'flv', 'f4v', 'm4v', 'rmvb'] as const;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;
const MB = 1024 * 1024;

export type UploadKind = {
  /** Extensions accepted by name. */
  extensions: readonly string[];
  /** What the content must sniff as (file-type's ext), whatever the name says. */
  contents: readonly string[];
  /** null: no size check of the spec (videos); the server still caps at `hardLimitBytes`. */
  maxBytes: number | null;
};

export const uploadKinds = {
  image: { extensions: IMAGE_EXTENSIONS, contents: ['jpg', 'png', 'gif', 'bmp', 'webp'], maxBytes: 10 * MB },
  image_single: { extensions: IMAGE_EXTENSIONS, contents: ['jpg', 'png', 'gif', 'bmp', 'webp'], maxBytes: 5 * MB },
  handle_image: { extensions: IMAGE_EXTENSIONS, contents: ['jpg', 'png', 'gif', 'bmp', 'webp'], maxBytes: 2 * MB },
  licence: {
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp'],
    contents: ['jpg', 'png', 'gif', 'bmp'],
    maxBytes: 5 * MB,
  },
  video: {
    extensions: VIDEO_EXTENSIONS,
    contents: ['mp4', 'avi', 'asf', 'mpg', 'mov', 'mkv', 'flv', 'f4v', 'm4v', 'rm', 'qt'],
    maxBytes: null,
  },
  import: { extensions: ['xls', 'xlsx'], contents: ['cfb', 'xlsx'], maxBytes: 2 * MB },
  attachment: {
    extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'jpg', 'jpeg', 'png'],
    contents: ['pdf', 'cfb', 'docx', 'xlsx', 'pptx', 'jpg', 'png'],
    maxBytes: 20 * MB,
  },
} as const satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof uploadKinds;
export const uploadKindNames = Object.keys(uploadKinds) as UploadKindName[];

/** The server's cap for kinds without a size check (videos). */
export const UPLOAD_HARD_LIMIT_BYTES = 500 * MB;

/** Images per field by default, and in the handling dialog. */
export const MAX_IMAGES_PER_FIELD = 5;
export const MAX_HANDLING_IMAGES = 2;

/** What an upload answers: the file's id and the two paths it is read from. */
export const uploadedFileSchema = z.object({ file_id: z.string(), download_path: z.string(), static_url: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
