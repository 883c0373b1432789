/**
 * GB/T 26875.3 (the protocol between a user information transmission device, 用传, and the monitoring centre): the
 * frame layer, the framer that cuts frames out of a TCP stream, and the application data units both ways. No I/O: the
 * centre's gateway (apps/server/src/ingest/gb26875) and the simulated device (`@fireline/gb26875/device`) both use it.
 */
export * from './frame';
export * from './framer';
export * from './adu';
