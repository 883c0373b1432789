import { EventEmitter } from 'node:events';

/** Committed facts travelling from the process that wrote them to every process's SSE hub. */
export type BusEvent =
  /** New rows in realtime_messages for these users: each hub sends them to its local streams. */
  | { kind: 'user_messages'; userIds: number[] }
  /**
   * A session was ended (replaced by a newer login, its account deactivated or deleted, or logged out): its stream
   * gets force_logout with `msg` / `engMsg` (but for a logout) and closes.
   */
  | {
      kind: 'session_ended';
      sessionId: number;
      userId: number;
      reason: 'replaced' | 'logout' | 'deactivated' | 'deleted';
      msg: string;
      engMsg: string;
    }
  /** A role's permissions changed: every process drops the cached sessions of its holders (core/session-cache.ts). */
  | { kind: 'role_changed'; roleId: number };

export type Bus = {
  publish: (event: BusEvent) => Promise<void>;
  subscribe: (handler: (event: BusEvent) => void) => () => void;
  close: () => Promise<void>;
};

/** The embedded default: one process, so an EventEmitter is the whole bus. */
export const createInProcessBus = (): Bus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (event) => {
      emitter.emit('event', event);
    },
    subscribe: (handler) => {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};
