/** What was chosen on an order line, as the store and the driver read it. */
export type DescribedLine = {
  customizations: readonly {
    name: string;
    selectedOptions: readonly { title: string }[];
    textValue?: string | undefined;
  }[];
  flowerCustomizations?: { fullName: string } | null | undefined;
  specialInstructions?: string | null | undefined;
};

/**
 * ['Size: 16 oz', 'Milk: Oat', 'Name on cup: Maya', 'Gift card for Elena', 'Note: Extra hot']:
 * each choice of a line in words. The payment page joins them into one description; the driver's
 * Collect list shows them under the item, so the right cup is picked up.
 */
export function describeLine(line: DescribedLine): string[] {
  const parts = line.customizations.map((group) => {
    const chosen = group.textValue ?? group.selectedOptions.map((o) => o.title).join(', ');
    return `${group.name}: ${chosen}`;
  });
  if (line.flowerCustomizations) parts.push(`Gift card for ${line.flowerCustomizations.fullName}`);
  if (line.specialInstructions) parts.push(`Note: ${line.specialInstructions}`);
  return parts;
}
