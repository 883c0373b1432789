import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/**
 * Devices the centre hears from but has no archive for (docs/ingest.md "Unregistered devices"): a GB/T 26875.3 source
 * address, or the device_code of an HTTP / MQTT push. Their frames are kept, never dropped, until an administrator
 * registers the device or dismisses the address.
 */
export const unregisteredSources = ['gb26875', 'http', 'mqtt'] as const;
export type UnregisteredSource = (typeof unregisteredSources)[number];

export const unregisteredListQuerySchema = pageQuerySchema.extend({
  source: z.enum(unregisteredSources).optional(),
  /** A part of the address. */
  keyword: z.string().trim().max(64).optional(),
});

const addressSchema = z.object({ source: z.enum(unregisteredSources), address: z.string().trim().min(1).max(64) });
export const unregisteredFramesQuerySchema = pageQuerySchema.extend(addressSchema.shape);
export const unregisteredDismissSchema = addressSchema;

/** One address heard from: how often, when, from where, and what its last frame said. */
export const unregisteredDeviceSchema = z.object({
  source: z.enum(unregisteredSources),
  address: z.string(),
  frames: z.number(),
  /** Frames that reported a fire alarm: somebody should call the site. */
  fire_frames: z.number(),
  /** On the site's clock, as the alarm lists show times. */
  first_seen: z.string(),
  last_seen: z.string(),
  remote: z.string().nullable(),
  last_summary: z.string(),
});
export type UnregisteredDevice = z.infer<typeof unregisteredDeviceSchema>;
export const unregisteredDevicePageSchema = pageSchema(unregisteredDeviceSchema);

/** One kept frame, decoded for reading where it can be. */
export const unregisteredFrameSchema = z.object({
  id: z.number(),
  received_at: z.string(),
  remote: z.string().nullable(),
  summary: z.string(),
  is_fire: z.boolean(),
  /** The frame as received (GB/T 26875.3), hex; null for a pushed message. */
  hex: z.string().nullable(),
  /** A pushed message as received; null for a GB/T 26875.3 frame. */
  message: z.unknown(),
});
export type UnregisteredFrame = z.infer<typeof unregisteredFrameSchema>;
export const unregisteredFramePageSchema = pageSchema(unregisteredFrameSchema);

/** DELETE device/unregistered: how many kept frames were forgotten. */
export const unregisteredDismissedSchema = z.object({ removed: z.number() });
export type UnregisteredDismissed = z.infer<typeof unregisteredDismissedSchema>;
