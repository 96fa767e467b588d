import { everyDay, range, weekly } from '../store-hours.js';
import type { SeedStore } from '../types.js';

export const aquariumStores: SeedStore[] = [
  {
    slug: 'pasadena-tropical-fish',
    name: 'Pasadena Tropical Fish',
    category: 'Aquarium Stores',
    contact: '6265550151',
    owner: 'demo',
    address: {
      street1: '2168',
      street2: 'E Colorado Blvd',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91107',
    },
    latitude: 34.1461,
    longitude: -118.1063,
    storeHours: weekly({ SUN: [range('11:00', '17:00')] }, [range('10:00', '19:00')]),
    look: 'storefront',
    productCategories: [
      {
        name: 'Freshwater Fish',
        icon: '🐠',
        products: [
          {
            name: 'Neon Tetras, 6 pack',
            description:
              'Peaceful schooling fish with an electric blue stripe. Quarantined in-store for two weeks before sale.',
            priceCents: 1499,
            stock: 20,
            emoji: '🐟',
          },
          {
            name: 'Halfmoon Betta',
            description:
              'Hand-picked males with flowing 180° fins. Colors vary; each fish is one of a kind.',
            priceCents: 1899,
            stock: 2,
            emoji: '🐠',
          },
          {
            name: 'Fancy Guppy Pair',
            description: 'One male and one female, bred locally. Hardy and great for beginners.',
            priceCents: 1099,
            stock: 14,
            emoji: '🐟',
          },
          {
            name: 'Bristlenose Pleco',
            description: 'A small algae-eater that stays under 5 inches.',
            priceCents: 1299,
            stock: 8,
            emoji: '🐡',
          },
        ],
      },
      {
        name: 'Live Plants',
        icon: '🌿',
        products: [
          {
            name: 'Java Fern on Driftwood',
            description: 'Low light, no substrate needed. Nearly impossible to kill.',
            priceCents: 1699,
            stock: 10,
            emoji: '🌿',
          },
          {
            name: 'Amazon Sword Plant',
            description: 'A lush centrepiece plant for medium to large tanks.',
            priceCents: 899,
            stock: 12,
            emoji: '🌱',
          },
        ],
      },
      {
        name: 'Supplies',
        icon: '🧪',
        products: [
          {
            name: 'Water Conditioner, 8 oz',
            description: 'Removes chlorine and chloramine from Pasadena tap water instantly.',
            priceCents: 1099,
            stock: 30,
            emoji: '💧',
          },
          {
            name: 'Tropical Flake Food, 2.2 oz',
            description: 'Balanced daily flakes for community tanks.',
            priceCents: 899,
            stock: 40,
            emoji: '🥫',
          },
          {
            name: 'Adjustable Heater, 100 W',
            description: 'Shatterproof heater for tanks up to 30 gallons, with automatic shut-off.',
            priceCents: 3299,
            stock: 6,
            emoji: '🌡️',
          },
        ],
      },
    ],
  },
  {
    slug: 'reef-and-current-aquatics',
    name: 'Reef & Current Aquatics',
    category: 'Aquarium Stores',
    contact: '8185550152',
    owner: 'demo',
    address: {
      street1: '1100',
      street2: 'S Brand Blvd',
      city: 'Glendale',
      state: 'CA',
      zipcode: '91204',
    },
    latitude: 34.1357,
    longitude: -118.2551,
    storeHours: everyDay(range('11:00', '19:00')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Marine Fish',
        icon: '🐠',
        products: [
          {
            name: 'Ocellaris Clownfish',
            description:
              'Captive-bred and eating frozen food before they leave us. Reef safe and hardy.',
            priceCents: 3499,
            stock: 12,
            emoji: '🐠',
          },
          {
            name: 'Yellow Tang',
            description:
              'A bright, active grazer for tanks of 75 gallons or more. Delivered by our own staff only.',
            priceCents: 12999,
            stock: 1,
            emoji: '🐟',
          },
          {
            name: 'Blue Green Chromis',
            description: 'Peaceful shimmering damsels that school in open water.',
            priceCents: 1499,
            stock: 16,
            emoji: '🐟',
          },
          {
            name: 'Cleaner Shrimp',
            description: 'Skunk cleaner shrimp that will groom your fish.',
            priceCents: 3499,
            stock: 6,
            emoji: '🦐',
          },
        ],
      },
      {
        name: 'Corals',
        icon: '🪸',
        products: [
          {
            name: 'Zoanthid Frag',
            description: 'Colourful polyps on a plug; easy and fast-growing.',
            priceCents: 2999,
            stock: 9,
            emoji: '🪸',
          },
          {
            name: 'Hammer Coral Frag',
            description: 'Aussie gold hammer, single head. Medium light and flow.',
            priceCents: 5999,
            stock: 0,
            emoji: '🪸',
          },
        ],
      },
      {
        name: 'Reef Supplies',
        icon: '🧂',
        products: [
          {
            name: 'Reef Salt Mix, 10 gal',
            description: 'Lab-grade salt with balanced calcium, alkalinity and magnesium.',
            priceCents: 2499,
            stock: 18,
            emoji: '🧂',
          },
          {
            name: 'Dry Live Rock, per lb',
            description: 'Porous aquacultured rock, clean and pest-free.',
            priceCents: 899,
            stock: 50,
            emoji: '🪨',
          },
          {
            name: 'Cleanup Crew, 20 pc',
            description:
              'Hermit crabs, snails and a sand-sifting star to keep a new reef tank tidy.',
            priceCents: 4999,
            stock: 5,
            emoji: '🦀',
          },
        ],
      },
    ],
  },
  {
    slug: 'arcadia-koi-and-pond',
    name: 'Arcadia Koi & Pond',
    category: 'Aquarium Stores',
    contact: '6265550153',
    owner: 'demo',
    address: {
      street1: '55',
      street2: 'E Live Oak Ave',
      city: 'Arcadia',
      state: 'CA',
      zipcode: '91006',
    },
    latitude: 34.1079,
    longitude: -118.0318,
    storeHours: everyDay(range('09:00', '18:00')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Koi & Goldfish',
        icon: '🎏',
        products: [
          {
            name: 'Butterfly Koi, 6"',
            description:
              'Long-finned koi in mixed colours, raised in our outdoor ponds. Bagged with oxygen for the trip home.',
            priceCents: 4999,
            stock: 8,
            emoji: '🎏',
          },
          {
            name: 'Shubunkin Goldfish',
            description: 'Calico goldfish that thrive in ponds year-round in our climate.',
            priceCents: 699,
            stock: 30,
            emoji: '🐠',
          },
          {
            name: 'Comet Goldfish, 3 ct',
            description: 'Quick, hardy and great for mosquito control.',
            priceCents: 599,
            stock: 40,
            emoji: '🐟',
          },
        ],
      },
      {
        name: 'Pond Care',
        icon: '🪷',
        products: [
          {
            name: 'Hardy Water Lily',
            description: 'Pink blooms from spring to fall. Comes potted and ready to sink.',
            priceCents: 2499,
            stock: 7,
            emoji: '🪷',
          },
          {
            name: 'Koi Pellets, 5 lb',
            description: 'Floating wheat-germ pellets that are easy to digest.',
            priceCents: 2899,
            stock: 22,
            emoji: '🥣',
          },
          {
            name: 'Pond Dechlorinator, 16 oz',
            description: 'Makes tap water safe for koi; treats up to 4,800 gallons.',
            priceCents: 1499,
            stock: 15,
            emoji: '💧',
          },
          {
            name: 'Turtle Basking Dock',
            description: 'A floating dock that rises and falls with the water level.',
            priceCents: 2299,
            stock: 4,
            emoji: '🐢',
          },
          {
            name: 'Pond Pump, 1200 GPH',
            description: 'Energy-efficient submersible pump. Ask us about installation.',
            priceCents: 14999,
            stock: 3,
            emoji: '⚙️',
            isHidden: true,
          },
        ],
      },
    ],
  },
];
