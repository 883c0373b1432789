import { vi } from 'vitest';

/** Web Audio as the tip uses it: counts the tones played; `initialState` is what the browser's autoplay policy gives. */
export class FakeAudioContext extends EventTarget {
  static initialState: AudioContextState = 'running';
  static instances: FakeAudioContext[] = [];
  state: AudioContextState = FakeAudioContext.initialState;
  tones = 0;
  destination = {};
  private clock = 0;
  /** The browser's sticky user activation: set by the first click on the page. */
  static isActivated = false;
  // Like a browser under an autoplay policy: resume() starts nothing until the user has interacted with the page.
  resume = vi.fn(async () => {
    if (!FakeAudioContext.isActivated) return;
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
  });
  constructor() {
    super();
    FakeAudioContext.instances.push(this);
  }
  // Each read moves the clock on, so one sound has ended before the next alarm.
  get currentTime() {
    this.clock += 100;
    return this.clock;
  }
  createOscillator() {
    this.tones += 1;
    return {
      type: '',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => undefined,
      stop: () => undefined,
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
  }
}

/** Tones played by every audio context the tip opened. */
export const tones = () => FakeAudioContext.instances.reduce((sum, audio) => sum + audio.tones, 0);
