import { statusCategories, type StatusCategory } from '@fireline/shared';

/**
 * Alarm sounds made with Web Audio (no files to load), the three of spec 000 §9: `alarm` a two-tone siren, `normal` a
 * single tone, `alarm_confirm` a rising chime. The sound starts 300 ms after the alarm arrives; on by default; the
 * choice is saved. Each category may have its own sound (the user's choice, kept in this browser).
 */
export const alarmSounds = ['alarm', 'normal', 'alarm_confirm'] as const;
export type AlarmSound = (typeof alarmSounds)[number];

let context: AudioContext | undefined;

const tone = (audio: AudioContext, frequency: number, start: number, length: number) => {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.08, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + length);
};

/** When the sound playing now ends (audio clock): a burst of alarms sounds once, not once per alarm over itself. */
let playingUntil = 0;

type BlockedListener = (isBlocked: boolean) => void;
const blockedListeners = new Set<BlockedListener>();

/** The page has not been clicked or typed in yet (Chromium, Safari): the browser will not start audio before that. */
const isNotActivated = () =>
  (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive === false;

/**
 * True while the browser's autoplay policy keeps alarm sound off: the audio context is suspended, or not created yet
 * on a page nobody has interacted with. Only a user gesture on the page ends it.
 */
export const isAlarmSoundBlocked = () => {
  if (typeof AudioContext === 'undefined') return false;
  return context ? context.state === 'suspended' : isNotActivated();
};

const notifyBlocked = () => {
  const isBlocked = isAlarmSoundBlocked();
  for (const listener of blockedListeners) listener(isBlocked);
};

/** Tells the listener whenever the blocked state changes; returns the unsubscribe. */
export const watchAlarmSoundBlocked = (listener: BlockedListener) => {
  blockedListeners.add(listener);
  return () => {
    blockedListeners.delete(listener);
  };
};

const createContext = () => {
  const audio = new AudioContext();
  audio.addEventListener('statechange', notifyBlocked);
  context = audio;
  notifyBlocked();
  return audio;
};

/**
 * Creates the audio context ahead of the first alarm: creating it costs the main thread 50–130 ms (measured by
 * `npm run bench:alarm-tip`), which must not land on an alarm's arrival. On a page nobody has touched yet the browser
 * would refuse it (and log so): the first click or key press creates it instead (`unlockAlarmSound`).
 */
export const prepareAlarmSound = () => {
  if (typeof AudioContext === 'undefined' || context) return;
  if (isNotActivated()) return notifyBlocked();
  createContext();
};

/** From a user gesture (a click on the tip's prompt, or anywhere on the page): the browser lets audio start there. */
export const unlockAlarmSound = () => {
  if (typeof AudioContext === 'undefined') return;
  const audio = context ?? createContext();
  if (audio.state === 'suspended') void audio.resume().then(notifyBlocked, notifyBlocked);
};

export const playAlarmSound = (kind: AlarmSound) => {
  if (typeof AudioContext === 'undefined') return;
  context ??= createContext();
  if (context.state === 'suspended') void context.resume();
  if (context.currentTime < playingUntil) return;
  const now = context.currentTime + 0.3;
  if (kind === 'alarm') {
    for (let index = 0; index < 4; index += 1) tone(context, index % 2 === 0 ? 960 : 720, now + index * 0.35, 0.3);
    playingUntil = now + 4 * 0.35;
  } else if (kind === 'alarm_confirm') {
    [523, 659, 784].forEach((frequency, index) => tone(context!, frequency, now + index * 0.2, 0.25));
    playingUntil = now + 3 * 0.2 + 0.05;
  } else {
    tone(context, 660, now, 0.35);
    playingUntil = now + 0.35;
  }
};

export const SOUND_KEY = 'fl.alarm_sound';
export const isSoundOn = () => localStorage.getItem(SOUND_KEY) !== 'off';
export const setSoundOn = (isOn: boolean) => localStorage.setItem(SOUND_KEY, isOn ? 'on' : 'off');

const SOUND_CHOICES_KEY = 'fl.alarm_sound_by_type';

/** The sounds this browser's user picked per category; a category without a choice keeps its default. */
export const soundChoices = (): Partial<Record<StatusCategory, AlarmSound>> => {
  try {
    const saved = JSON.parse(localStorage.getItem(SOUND_CHOICES_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(saved).filter(
        ([category, sound]) =>
          (statusCategories as readonly string[]).includes(category) &&
          (alarmSounds as readonly unknown[]).includes(sound),
      ),
    );
  } catch {
    return {};
  }
};

export const setSoundChoice = (category: StatusCategory, sound: AlarmSound) =>
  localStorage.setItem(SOUND_CHOICES_KEY, JSON.stringify({ ...soundChoices(), [category]: sound }));

/** Without a choice: a fire alarm sounds the siren, one already confirmed (device or AI verified) the confirm chime, the rest the tone. */
export const defaultSound = (entry: { alarm_status: string; confirm_type: number }): AlarmSound =>
  entry.alarm_status !== 'alarm' ? 'normal' : entry.confirm_type > 0 ? 'alarm_confirm' : 'alarm';

const urgency: Record<AlarmSound, number> = { alarm: 0, alarm_confirm: 1, normal: 2 };

/** The one sound a burst of new entries plays: the most urgent of their sounds. */
export const soundForEntries = (
  entries: readonly { alarm_status: string; status_category: string; confirm_type: number }[],
): AlarmSound | undefined => {
  const choices = soundChoices();
  const sounds = entries.map((entry) => choices[entry.status_category as StatusCategory] ?? defaultSound(entry));
  return sounds.sort((a, b) => urgency[a] - urgency[b])[0];
};
