/**
 * Alarm sounds made with Web Audio (no files to load): a two-tone siren for fire, a single tone otherwise.
 * Spec 000 §9: the sound starts 300 ms after the alarm arrives; on by default; the choice is saved.
 */
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

/**
 * Creates the audio context ahead of the first alarm: creating it costs the main thread 50–130 ms (measured by
 * `npm run bench:alarm-tip`), which must not land on an alarm's arrival.
 */
export const prepareAlarmSound = () => {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
};

export const playAlarmSound = (kind: 'alarm' | 'normal') => {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  if (context.currentTime < playingUntil) return;
  const now = context.currentTime + 0.3;
  if (kind === 'alarm') {
    for (let index = 0; index < 4; index += 1) tone(context, index % 2 === 0 ? 960 : 720, now + index * 0.35, 0.3);
    playingUntil = now + 4 * 0.35;
  } else {
    tone(context, 660, now, 0.35);
    playingUntil = now + 0.35;
  }
};

export const SOUND_KEY = 'fl.alarm_sound';
export const isSoundOn = () => localStorage.getItem(SOUND_KEY) !== 'off';
export const setSoundOn = (isOn: boolean) => localStorage.setItem(SOUND_KEY, isOn ? 'on' : 'off');
