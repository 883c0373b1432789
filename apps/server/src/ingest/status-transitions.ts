import {
  componentStatusBits,
  deviceOperationBits,
  deviceStatusBits,
  operationBits,
  systemStatusBits,
  worstState,
  type DeviceState,
  type StatusBitMeaning,
} from '@fireline/shared';

/** Pseudo component addresses: a system's own status word and the transmission device's. */
export const SYSTEM_COMPONENT_ADDRESS = -1;
export const DEVICE_COMPONENT_ADDRESS = -2;

export const bitsFor = (kind: 'component_status' | 'system_status' | 'device_status'): StatusBitMeaning[] =>
  kind === 'component_status' ? componentStatusBits : kind === 'system_status' ? systemStatusBits : deviceStatusBits;

export const operationBitsFor = (isDevice: boolean) => (isDevice ? deviceOperationBits : operationBits);

/** Bits newly set open occurrences; bits cleared restore them (one occurrence, one event). */
export const diffFlags = (meanings: StatusBitMeaning[], previous: number, current: number) => {
  const opened = meanings.filter((item) => (current & (1 << item.bit)) !== 0 && (previous & (1 << item.bit)) === 0);
  const restored = meanings.filter((item) => (current & (1 << item.bit)) === 0 && (previous & (1 << item.bit)) !== 0);
  return { opened, restored };
};

export const stateOfFlags = (meanings: StatusBitMeaning[], flags: number): DeviceState =>
  worstState(meanings.filter((item) => (flags & (1 << item.bit)) !== 0).map((item) => item.state));
