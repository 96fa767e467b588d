/**
 * What buyers type and what they mean, on the demo catalogue (src/db/seed/stores): each query's
 * intended product or store must be in the top five of its list (issue #16). Typos follow the
 * usual search-engine rule: one (a missing, extra, changed or swapped letter) in a word of five
 * letters or more, two in a word of nine or more.
 */
export type RelevanceCase = {
  query: string;
  /** The intended result, by its exact name, in the products or the stores list. */
  product?: string;
  store?: string;
  /** The issue's own examples must rank the intended result first, nothing unrelated above. */
  first?: true;
  /** Why the query is hard. */
  kind: 'swap' | 'missing' | 'extra' | 'changed' | 'two' | 'prefix' | 'plural' | 'order' | 'accent';
};

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // A swapped pair of letters.
  { query: 'steret tacos', product: 'Street Tacos, 3 ct', kind: 'swap', first: true },
  { query: 'cofefe', store: 'Holly Street Coffee', kind: 'swap', first: true },
  { query: 'guacamloe', product: 'Chips & Guacamole', kind: 'swap' },
  { query: 'avocado toats', product: 'Avocado Toast', kind: 'swap' },
  { query: 'sourdouhg', product: 'Country Sourdough Loaf', kind: 'swap' },
  { query: 'clownfihs', product: 'Ocellaris Clownfish', kind: 'swap' },
  { query: 'croissnat', product: 'Butter Croissant', kind: 'swap' },
  { query: 'lemno marmalade', product: 'Meyer Lemon Marmalade', kind: 'swap' },
  { query: 'pizza margehrita', product: 'Margherita Pizza', kind: 'swap' },
  { query: 'orchdi', product: 'Phalaenopsis Orchid', kind: 'swap' },
  { query: 'steret', product: 'Street Corn Elote', kind: 'swap', first: true },
  { query: 'cofefe', product: 'Drip Coffee', kind: 'swap', first: true },
  { query: 'pziza', product: 'Margherita Pizza', kind: 'swap' },
  { query: 'braed', product: 'Sandwich Bread', kind: 'swap', first: true },
  { query: 'hoeny', product: 'Wildflower Honey, 16 oz', kind: 'swap' },
  { query: 'matcha latet', product: 'Ceremonial Matcha Latte', kind: 'swap' },
  { query: 'mocah', product: 'Mocha', kind: 'swap' },
  { query: 'rsoes', product: 'Classic Red Roses, dozen', kind: 'swap' },
  // A missing letter.
  { query: 'capuccino', product: 'Cappuccino', kind: 'missing' },
  { query: 'quesadila', product: 'Cheese Quesadilla', kind: 'missing' },
  { query: 'burito bowl', product: 'Burrito Bowl', kind: 'missing' },
  { query: 'tiramsu', product: 'Tiramisu', kind: 'missing' },
  { query: 'potstikers', product: 'Vegetable Potstickers', kind: 'missing' },
  { query: 'bluberry muffin', product: 'Blueberry Muffin', kind: 'missing' },
  { query: 'vanila latte', product: 'Vanilla Oat Latte', kind: 'missing' },
  { query: 'peanut buter', product: 'Creamy Peanut Butter, 16 oz', kind: 'missing' },
  { query: 'sunscren', product: 'Sunscreen SPF 50', kind: 'missing' },
  { query: 'umbrela', product: 'Compact Umbrella', kind: 'missing' },
  { query: 'thermomter', product: 'Digital Thermometer', kind: 'missing' },
  { query: 'burbon', product: 'Small-Batch Kentucky Bourbon', kind: 'missing' },
  { query: 'chardonay', product: 'Sonoma Coast Chardonnay', kind: 'missing' },
  { query: 'holly street cofee', store: 'Holly Street Coffee', kind: 'missing' },
  { query: 'pharmcy', store: 'Huntington Drive Pharmacy', kind: 'missing' },
  // An extra letter.
  { query: 'tomatoes heirlooom', product: 'Heirloom Tomatoes, 1 lb', kind: 'extra' },
  { query: 'melatonine', product: 'Melatonin 3 mg', kind: 'extra' },
  { query: 'tequilla', product: 'Reposado Tequila', kind: 'extra' },
  { query: 'water lilly', product: 'Hardy Water Lily', kind: 'extra' },
  { query: 'sandwhich turkey', product: 'Turkey & Swiss Sandwich', kind: 'extra' },
  { query: 'ballloon', product: 'Mylar Balloon', kind: 'extra' },
  { query: 'flourist', store: 'Bloom & Arroyo Florist', kind: 'extra' },
  // A changed letter.
  { query: 'expresso', product: 'Espresso Doppio', kind: 'changed' },
  { query: 'ibuprofin', product: 'Ibuprofen 200 mg, 100 ct', kind: 'changed' },
  { query: 'falafal wrap', product: 'Falafel Wrap', kind: 'changed' },
  { query: 'proseco brut', product: 'Prosecco Brut', kind: 'missing' },
  { query: 'dumplinks', product: 'Pork & Chive Dumplings', kind: 'changed' },
  { query: 'goldfesh', product: 'Shubunkin Goldfish', kind: 'changed' },
  { query: 'scallion pancaka', product: 'Scallion Pancake', kind: 'changed' },
  // Two typos in a long word.
  { query: 'margarita pizza', product: 'Margherita Pizza', kind: 'two' },
  { query: 'acetaminofen', product: 'Acetaminophen 500 mg, 100 ct', kind: 'two' },
  { query: 'multivitamen daily', product: 'Daily Multivitamin, 120 ct', kind: 'two' },
  { query: 'cabernet savignon', product: 'Paso Robles Cabernet Sauvignon', kind: 'missing' },
  { query: 'hydrangia', product: 'Hydrangea & Rose Centerpiece', kind: 'changed' },
  { query: 'cappucinno', product: 'Cappuccino', kind: 'two' },
  // Prefixes while typing.
  { query: 'marg', product: 'Margherita Pizza', kind: 'prefix' },
  { query: 'capp', product: 'Cappuccino', kind: 'prefix' },
  { query: 'blueb', product: 'Blueberry Muffin', kind: 'prefix' },
  { query: 'espresso dop', product: 'Espresso Doppio', kind: 'prefix' },
  { query: 'ahi po', product: 'Ahi Poke Bowl', kind: 'prefix' },
  { query: 'lucky dump', store: 'Lucky Dumpling House', kind: 'prefix' },
  // Plurals either way.
  { query: 'tangerine', product: 'Pixie Tangerines, 2 lb', kind: 'plural' },
  { query: 'avocados', product: 'Avocado Toast', kind: 'plural' },
  { query: 'cucumber', product: 'Persian Cucumbers, 1 lb', kind: 'plural' },
  { query: 'guppies', product: 'Fancy Guppy Pair', kind: 'plural' },
  { query: 'sunflowers', product: 'Sunflower Bunch', kind: 'plural' },
  { query: 'bandage', product: 'Flexible Fabric Bandages, 30 ct', kind: 'plural' },
  // Several words in any order.
  { query: 'kale lacinato', product: 'Lacinato Kale', kind: 'order' },
  { query: 'eggs large', product: 'Large Eggs, dozen', kind: 'order' },
  { query: 'bear teddy', product: 'Plush Teddy Bear', kind: 'order' },
  { query: 'monitor blood pressure', product: 'Upper Arm Blood Pressure Monitor', kind: 'order' },
  { query: 'batteries aa', product: 'AA Batteries, 8 pack', kind: 'order' },
  { query: 'fish tropical', store: 'Pasadena Tropical Fish', kind: 'order' },
  // Accents ignored.
  { query: 'cafe latte', product: 'Café Latte', kind: 'accent' },
  { query: 'provence rose', product: 'Provence Rosé', kind: 'accent' },
  { query: 'mezcal espadin', product: 'Mezcal Espadín', kind: 'accent' },
  { query: 'rose provence', product: 'Provence Rosé', kind: 'accent' },
];
