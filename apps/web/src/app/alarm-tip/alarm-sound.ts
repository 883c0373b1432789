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

export const playAlarmSound = (kind: 'alarm' | 'normal') => {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const now = context.currentTime + 0.3;
  if (kind === 'alarm') {
    for (let index = 0; index < 4; index += 1) tone(context, index % 2 === 0 ? 960 : 720, now + index * 0.35, 0.3);
  } else {
    tone(context, 660, now, 0.35);
  }
};

export const SOUND_KEY = 'fl.alarm_sound';
export const isSoundOn = () => localStorage.getItem(SOUND_KEY) !== 'off';
export const setSoundOn = (isOn: boolean) => localStorage.setItem(SOUND_KEY, isOn ? 'on' : 'off');
