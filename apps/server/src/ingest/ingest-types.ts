import type { AlarmStatus, StatusCategory } from '@fireline/shared';

/** The registered device an item belongs to, resolved by the source before submitting. */
export type DeviceRef = {
  id: number;
  companyId: number;
  buildingId: number | null;
  floorId: number | null;
  areaId: number | null;
  name: string;
  deviceCode: string;
  deviceType: string | null;
  deviceModel: string | null;
  deviceThingType: number;
  installAddress: string | null;
};

/** A component as the standard addresses it. */
export type ComponentKey = {
  systemType: number;
  systemAddress: number;
  componentType: number;
  componentAddress: number;
  description?: string;
};

/** Live readings a device reports (a hydrant's smart cover or pressure terminal): MPa, percent, CSQ 0-31. */
export type Readings = { pressure?: number; battery?: number; signal?: number };

type Base = {
  /** Idempotency key of the item: the same frame or message always yields the same uuid. */
  uuid: string;
  source: 'gb26875' | 'mqtt' | 'http' | 'scheduler';
  device: DeviceRef;
  occurredAt: Date;
  raw?: unknown;
};

/**
 * What every source normalises to. Status words carry the whole current state: the writer compares them
 * with the stored flags, opens an occurrence for each bit newly set and restores the ones cleared.
 */
export type IngestItem =
  | (Base & { kind: 'component_status'; component: ComponentKey; flags: number })
  | (Base & { kind: 'system_status'; systemType: number; systemAddress: number; flags: number })
  | (Base & { kind: 'device_status'; flags: number })
  | (Base & {
      kind: 'operation';
      systemType: number | null;
      systemAddress: number | null;
      flags: number;
      operatorNo: number;
    })
  | (Base & { kind: 'analog'; component: ComponentKey; analogType: number; value: number; unit: string })
  | (Base & { kind: 'heartbeat' })
  /** Readings without an alarm: stored as readings and on the device's hydrant. */
  | (Base & { kind: 'report'; readings: Readings })
  | (Base & {
      kind: 'event';
      component?: ComponentKey;
      category: StatusCategory;
      alarmStatus: AlarmStatus;
      alarmType: string;
      alarmValue?: string;
      location?: string;
      /** A recovery closes the open occurrence of the same type instead of opening one. */
      isRecovery: boolean;
      /** Readings sent with the alarm (a message may be both). */
      readings?: Readings;
    });

export type IngestResult = { uuid: string; eventIds: number[]; isDuplicate: boolean };
