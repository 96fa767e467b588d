/** SPEC §9: the tip buttons, in percent of the subtotal; Remove sets the tip back to 0. */
export const TIP_PRESETS = [5, 10, 15] as const;

export type TipPreset = (typeof TIP_PRESETS)[number];
