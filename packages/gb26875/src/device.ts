/**
 * The device side, for the simulator, the benchmarks and the tests (the centre only decodes uplinks): a device that
 * speaks GB/T 26875.3 over TCP, and the builders of the ADUs it sends.
 */
export { connectDevice } from './device-client';
export { uplink, type ComponentStatus } from './uplink';
