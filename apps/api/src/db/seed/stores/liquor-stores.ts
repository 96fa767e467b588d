import { everyDay, range } from '../store-hours.js';
import type { SeedProduct, SeedStore } from '../types.js';

/** Every bottle here is alcohol: the buyer must be 21 and show ID on delivery (SPEC §5). */
function alcohol(product: Omit<SeedProduct, 'needsAgeVerification'>): SeedProduct {
  return { ...product, needsAgeVerification: true };
}

export const liquorStores: SeedStore[] = [
  {
    slug: 'old-pasadena-bottle-shop',
    name: 'Old Pasadena Bottle Shop',
    category: 'Liquor Stores',
    contact: '6265550181',
    owner: 'demo',
    address: {
      street1: '120',
      street2: 'W Colorado Blvd',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91105',
    },
    latitude: 34.1457,
    longitude: -118.1523,
    storeHours: everyDay(range('10:00', '22:00')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Wine',
        icon: '🍷',
        products: [
          alcohol({
            name: 'Paso Robles Cabernet Sauvignon',
            description:
              'Dark fruit, cocoa and a little spice from the warm Paso hills. Great with anything off the grill.',
            priceCents: 2899,
            stock: 24,
            emoji: '🍷',
          }),
          alcohol({
            name: 'Sonoma Coast Chardonnay',
            description: 'Bright and mineral, lightly oaked.',
            priceCents: 2299,
            stock: 18,
            emoji: '🥂',
          }),
          alcohol({
            name: 'Provence Rosé',
            description: 'Pale, dry and crisp with notes of strawberry and citrus peel.',
            priceCents: 1999,
            stock: 30,
            emoji: '🍷',
          }),
          alcohol({
            name: 'Prosecco Brut',
            description: 'Fine bubbles, green apple and pear. Brunch approved.',
            priceCents: 1799,
            stock: 20,
            emoji: '🍾',
          }),
        ],
      },
      {
        name: 'Beer',
        icon: '🍺',
        products: [
          alcohol({
            name: 'Arroyo Seco IPA, 4 pack',
            description: 'A piney, citrusy West Coast IPA brewed a few miles from the shop.',
            priceCents: 1499,
            stock: 26,
            emoji: '🍺',
          }),
          alcohol({
            name: 'Mexican Lager, 6 pack',
            description: 'Crisp and light, best with a wedge of lime.',
            priceCents: 1199,
            stock: 40,
            emoji: '🍺',
          }),
          alcohol({
            name: 'Hard Seltzer Variety, 12 pack',
            description: 'Lime, grapefruit, black cherry and mango.',
            priceCents: 2199,
            stock: 0,
            emoji: '🍋',
          }),
        ],
      },
      {
        name: 'Spirits',
        icon: '🥃',
        products: [
          alcohol({
            name: 'Small-Batch Kentucky Bourbon',
            description: 'Caramel, vanilla and toasted oak; 90 proof.',
            priceCents: 4499,
            stock: 10,
            emoji: '🥃',
          }),
          alcohol({
            name: 'Reposado Tequila',
            description: '100% blue agave rested eight months in American oak.',
            priceCents: 3999,
            stock: 12,
            emoji: '🌵',
          }),
          alcohol({
            name: 'California Dry Gin',
            description: 'Juniper-forward with local citrus and sage.',
            priceCents: 3299,
            stock: 9,
            emoji: '🍸',
          }),
        ],
      },
    ],
  },
  {
    slug: 'foothill-wine-and-spirits',
    name: 'Foothill Wine & Spirits',
    category: 'Liquor Stores',
    contact: '6265550182',
    owner: 'second',
    address: {
      street1: '320',
      street2: 'W Foothill Blvd',
      city: 'Arcadia',
      state: 'CA',
      zipcode: '91006',
    },
    latitude: 34.1533,
    longitude: -118.0558,
    storeHours: everyDay(range('10:00', '21:00')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Red & White',
        icon: '🍇',
        products: [
          alcohol({
            name: 'Santa Rita Hills Pinot Noir',
            description:
              'Silky red cherry and rose petal from the cool Santa Barbara coast. A staff favourite.',
            priceCents: 3499,
            stock: 14,
            emoji: '🍷',
          }),
          alcohol({
            name: 'Lodi Old Vine Zinfandel',
            description: 'Jammy blackberry and black pepper.',
            priceCents: 1899,
            stock: 22,
            emoji: '🍇',
          }),
          alcohol({
            name: 'Napa Sauvignon Blanc',
            description: 'Grapefruit, lemongrass and fresh-cut grass.',
            priceCents: 2199,
            stock: 16,
            emoji: '🥂',
          }),
        ],
      },
      {
        name: 'Sparkling',
        icon: '🍾',
        products: [
          alcohol({
            name: 'Champagne Brut NV',
            description: 'Classic grower Champagne with brioche and green apple notes.',
            priceCents: 5999,
            stock: 1,
            emoji: '🍾',
          }),
          alcohol({
            name: 'Cava Brut Reserva',
            description: 'Crisp Spanish bubbles at an everyday price.',
            priceCents: 1599,
            stock: 18,
            emoji: '🥂',
          }),
        ],
      },
      {
        name: 'Whiskey & Sake',
        icon: '🥃',
        products: [
          alcohol({
            name: 'Japanese Blended Whisky',
            description: 'Honeyed, floral and gentle. Allocated: new bottles arrive monthly.',
            priceCents: 7999,
            stock: 0,
            emoji: '🥃',
          }),
          alcohol({
            name: 'Speyside Single Malt, 12 yr',
            description: 'Orchard fruit, honey and a whisper of sherry cask.',
            priceCents: 6499,
            stock: 6,
            emoji: '🥃',
          }),
          alcohol({
            name: 'Straight Rye Whiskey',
            description: 'Spicy and bold; makes an excellent Manhattan.',
            priceCents: 3999,
            stock: 8,
            emoji: '🥃',
          }),
          alcohol({
            name: 'Junmai Ginjo Sake, 720 ml',
            description: 'Delicate melon and rice notes. Serve chilled.',
            priceCents: 3299,
            stock: 10,
            emoji: '🍶',
          }),
        ],
      },
    ],
  },
  {
    slug: 'glenoaks-liquor-and-deli',
    name: 'Glenoaks Liquor & Deli',
    category: 'Liquor Stores',
    contact: '8185550183',
    owner: 'demo',
    address: {
      street1: '1220',
      street2: 'E Glenoaks Blvd',
      city: 'Glendale',
      state: 'CA',
      zipcode: '91206',
    },
    latitude: 34.1636,
    longitude: -118.2364,
    storeHours: everyDay(range('08:00', '23:00')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Beer & Cider',
        icon: '🍺',
        products: [
          alcohol({
            name: 'Hazy IPA, 6 pack',
            description: 'Juicy and soft with tropical hops.',
            priceCents: 1699,
            stock: 20,
            emoji: '🍺',
          }),
          alcohol({
            name: 'Dry Apple Cider, 4 pack',
            description: 'Crisp, barely sweet hard cider from Julian apples.',
            priceCents: 1399,
            stock: 14,
            emoji: '🍏',
          }),
          alcohol({
            name: 'Oatmeal Stout, 4 pack',
            description: 'Roasty coffee and chocolate with a creamy finish.',
            priceCents: 1499,
            stock: 2,
            emoji: '🍺',
          }),
        ],
      },
      {
        name: 'Spirits',
        icon: '🍸',
        products: [
          alcohol({
            name: 'Premium Vodka, 750 ml',
            description: 'Five-times distilled from California wheat.',
            priceCents: 2799,
            stock: 15,
            emoji: '🍸',
          }),
          alcohol({
            name: 'Spiced Caribbean Rum',
            description: 'Vanilla, clove and orange peel.',
            priceCents: 2399,
            stock: 12,
            emoji: '🏝️',
          }),
          alcohol({
            name: 'Mezcal Espadín',
            description: 'Smoky and bright, made in Oaxaca by a family palenque.',
            priceCents: 4299,
            stock: 7,
            emoji: '🥃',
          }),
        ],
      },
      {
        name: 'Ready to Drink',
        icon: '🍹',
        products: [
          alcohol({
            name: 'Canned Margarita, 4 pack',
            description:
              'Real tequila, lime and agave in a can. Just pour over ice, or drink straight from the can at the beach.',
            priceCents: 1599,
            stock: 18,
            emoji: '🍹',
          }),
          alcohol({
            name: 'Grapefruit Paloma, 4 pack',
            description: 'Tequila, grapefruit and a pinch of salt, lightly sparkling.',
            priceCents: 1599,
            stock: 16,
            emoji: '🍹',
          }),
          alcohol({
            name: 'Hard Kombucha, ginger lemon',
            description: 'Tart and fizzy; 6% ABV.',
            priceCents: 599,
            stock: 20,
            emoji: '🫖',
            isHidden: true,
          }),
        ],
      },
    ],
  },
];
