/**
 * jsdom has no Web Audio: a stand-in that runs at once and records the notes started, enough to
 * tell whether the chime played.
 */
export function fakeAudioContext(played: number[]) {
  return class {
    state = 'running';
    currentTime = 0;
    destination = {};
    onstatechange: (() => void) | null = null;
    async resume() {}
    createGain() {
      return {
        gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect: (next: unknown) => next,
      };
    }
    createOscillator() {
      const frequency = { value: 0 };
      return {
        type: 'sine',
        frequency,
        connect: (next: unknown) => next,
        start: () => played.push(frequency.value),
        stop() {},
      };
    }
  };
}
