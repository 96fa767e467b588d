import type { Customization } from '../schema/catalog.js';

/** [option title, price in cents] */
type Option = readonly [string, number];

function toOptions(options: readonly Option[]) {
  return options.map(([title, price]) => ({ title, price }));
}

/** A group the buyer must answer with exactly one option (radios). */
export function chooseOne(name: string, options: readonly Option[]): Customization {
  return {
    name,
    isRequired: true,
    isTextInput: false,
    isTextAreaInput: false,
    isStackable: false,
    stackLimit: null,
    options: toOptions(options),
  };
}

/** An optional single choice (radios, may be left empty). */
export function optionalOne(name: string, options: readonly Option[]): Customization {
  return { ...chooseOne(name, options), isRequired: false };
}

/** Optional checkboxes, at most `stackLimit` of them. */
export function upTo(stackLimit: number, name: string, options: readonly Option[]): Customization {
  return {
    name,
    isRequired: false,
    isTextInput: false,
    isTextAreaInput: false,
    isStackable: true,
    stackLimit,
    options: toOptions(options),
  };
}

/** A one-line free text (SPEC §9: at most 30 characters). */
export function textInput(name: string): Customization {
  return {
    name,
    isRequired: false,
    isTextInput: true,
    isTextAreaInput: false,
    isStackable: false,
    stackLimit: null,
    options: [],
  };
}

/** A multi-line free text (SPEC §9: at most 175 characters). */
export function textArea(name: string): Customization {
  return { ...textInput(name), isTextInput: false, isTextAreaInput: true };
}

export const NAME_ON_ORDER = textInput('Name on order');
export const KITCHEN_NOTES = textArea('Kitchen notes');
