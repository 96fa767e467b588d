/**
 * A short two-note chime made with the Web Audio API (no sound file to load). Browsers let a
 * page make sound only after the person has interacted with it, so the chime is unlocked in a
 * click or key press (`unlockChime`) and plays later from anywhere (`playChime`).
 */

let context: AudioContext | undefined;
const listeners = new Set<() => void>();

function audioContext(): AudioContext | undefined {
  if (context) return context;
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return undefined;
  context = new Context();
  context.onstatechange = () => {
    for (const listener of listeners) listener();
  };
  return context;
}

/** Call from a click or key press: the browser then allows the chime to play, once resolved. */
export async function unlockChime(): Promise<void> {
  const audio = audioContext();
  if (audio?.state === 'suspended') await audio.resume();
}

/** Whether the browser lets the chime play now (it was unlocked since the page loaded). */
export function chimeUnlocked(): boolean {
  return context?.state === 'running';
}

/** Calls `listener` when the chime becomes playable or stops being so. */
export function subscribeToChime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Two rising notes, a quarter second each, soft at both ends so they do not click. */
export function playChime(): void {
  const audio = audioContext();
  if (audio?.state !== 'running') return;
  const notes = [880, 1318.5];
  notes.forEach((frequency, index) => {
    const start = audio.currentTime + index * 0.18;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.26);
  });
}
