import { z } from 'zod';
import { pageQuerySchema } from './paging';

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
export type UnregisteredDevice = {
  source: UnregisteredSource;
  address: string;
  frames: number;
  /** Frames that reported a fire alarm: somebody should call the site. */
  fire_frames: number;
  first_seen: string;
  last_seen: string;
  remote: string | null;
  last_summary: string;
};

/** One kept frame, decoded for reading where it can be. */
export type UnregisteredFrame = {
  id: number;
  received_at: string;
  remote: string | null;
  summary: string;
  is_fire: boolean;
  /** The frame as received (GB/T 26875.3), hex; null for a pushed message. */
  hex: string | null;
  /** A pushed message as received; null for a GB/T 26875.3 frame. */
  message: unknown;
};
