import { everyDay, range, weekly } from '../store-hours.js';
import type { SeedStore } from '../types.js';

export const flowerStores: SeedStore[] = [
  {
    slug: 'bloom-and-arroyo-florist',
    name: 'Bloom & Arroyo Florist',
    category: 'Flower Stores',
    contact: '6265550171',
    owner: 'demo',
    address: {
      street1: '36',
      street2: 'S Fair Oaks Ave',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91105',
    },
    latitude: 34.1449,
    longitude: -118.1503,
    storeHours: weekly({ SUN: [range('10:00', '16:00')] }, [range('09:00', '19:00')]),
    look: 'storefront',
    productCategories: [
      {
        name: 'Bouquets',
        icon: '💐',
        products: [
          {
            name: 'Classic Red Roses, dozen',
            description:
              'Twelve long-stem red roses with eucalyptus, wrapped in kraft paper and tied with silk ribbon.',
            priceCents: 8500,
            stock: 15,
            emoji: '🌹',
          },
          {
            name: 'Sunny Day Bouquet',
            description: 'Sunflowers, yellow spray roses and solidago. Instant good mood.',
            priceCents: 5500,
            stock: 12,
            emoji: '🌻',
          },
          {
            name: 'Garden Party Bouquet',
            description:
              'A loose, just-picked mix of ranunculus, stock, snapdragons and sweet peas in soft pinks and creams.',
            priceCents: 6500,
            stock: 10,
            emoji: '💐',
          },
          {
            name: 'Tulip Bundle, 20 stems',
            description: 'Twenty Dutch tulips in the colour of the week.',
            priceCents: 4500,
            stock: 8,
            emoji: '🌷',
          },
        ],
      },
      {
        name: 'Arrangements',
        icon: '🏺',
        products: [
          {
            name: 'Peony Dream Arrangement',
            description:
              'Lush garden peonies and garden roses arranged in a reusable ceramic vase. Peony season is short!',
            priceCents: 12000,
            stock: 2,
            emoji: '🌸',
          },
          {
            name: 'Peaceful White Lilies',
            description:
              'White oriental lilies, roses and greenery in a low vase. A thoughtful sympathy gift.',
            priceCents: 9500,
            stock: 6,
            emoji: '🕊️',
          },
          {
            name: 'Holiday Evergreen Centerpiece',
            description: 'Pine, cedar, berries and a candle. Available from Thanksgiving.',
            priceCents: 7500,
            stock: 10,
            emoji: '🎄',
            isHidden: true,
          },
        ],
      },
      {
        name: 'Plants',
        icon: '🪴',
        products: [
          {
            name: 'Phalaenopsis Orchid',
            description: 'Double-stem white orchid in a glazed pot. Blooms for months.',
            priceCents: 6800,
            stock: 5,
            emoji: '🪴',
          },
          {
            name: 'Succulent Trio',
            description: 'Three easy succulents in terracotta, on a little wooden tray.',
            priceCents: 3800,
            stock: 0,
            emoji: '🌵',
          },
        ],
      },
    ],
  },
  {
    slug: 'san-marino-rose-atelier',
    name: 'San Marino Rose Atelier',
    category: 'Flower Stores',
    contact: '6265550172',
    owner: 'demo',
    address: {
      street1: '2475',
      street2: 'Huntington Dr',
      city: 'San Marino',
      state: 'CA',
      zipcode: '91108',
    },
    latitude: 34.1215,
    longitude: -118.1057,
    storeHours: weekly({ SUN: [range('10:00', '15:00')] }, [range('09:00', '18:00')]),
    look: 'storefront',
    productCategories: [
      {
        name: 'Roses',
        icon: '🌹',
        products: [
          {
            name: 'Garden Roses, dozen',
            description:
              'Fragrant, many-petalled garden roses in blush and apricot, grown in Santa Barbara County.',
            priceCents: 9500,
            stock: 9,
            emoji: '🌹',
          },
          {
            name: 'Two Dozen Long-Stem Roses',
            description: 'Twenty-four premium red roses with 60 cm stems.',
            priceCents: 15500,
            stock: 5,
            emoji: '🌹',
          },
          {
            name: 'Single Rose in Bud Vase',
            description: 'One perfect rose in a bud vase. Small gesture, big smile.',
            priceCents: 2400,
            stock: 25,
            emoji: '🌹',
          },
        ],
      },
      {
        name: 'Luxury Arrangements',
        icon: '🎀',
        products: [
          {
            name: 'Blush Rose Box',
            description:
              'Thirty-six blush roses set tightly in a round velvet hatbox. Lasts about a week with fresh water.',
            priceCents: 19500,
            stock: 3,
            emoji: '🎁',
          },
          {
            name: 'Hydrangea & Rose Centerpiece',
            description: 'White hydrangea, roses and lisianthus in a silver compote.',
            priceCents: 13500,
            stock: 4,
            emoji: '💮',
          },
          {
            name: 'Anniversary Arrangement',
            description: 'Red and pink roses, ranunculus and hearts of lavender.',
            priceCents: 11500,
            stock: 6,
            emoji: '💞',
          },
        ],
      },
      {
        name: 'Add-ons',
        icon: '✉️',
        products: [
          {
            name: 'Sea Salt Caramel Truffles, 6 pc',
            description: 'Handmade by a chocolatier down Huntington Drive.',
            priceCents: 1800,
            stock: 20,
            emoji: '🍫',
            isTaxable: false,
          },
          {
            name: 'Letterpress Greeting Card',
            description: 'Blank inside; we will hand-write your message.',
            priceCents: 700,
            stock: 40,
            emoji: '✉️',
          },
        ],
      },
    ],
  },
  {
    slug: 'verdugo-petal-co',
    name: 'Verdugo Petal Co.',
    category: 'Flower Stores',
    contact: '8185550173',
    owner: 'demo',
    address: {
      street1: '1412',
      street2: 'N Verdugo Rd',
      city: 'Glendale',
      state: 'CA',
      zipcode: '91208',
    },
    latitude: 34.1692,
    longitude: -118.2321,
    storeHours: everyDay(range('09:00', '19:00')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Bouquets',
        icon: '💐',
        products: [
          {
            name: 'Wildflower Market Bouquet',
            description: 'Whatever is blooming this week, arranged loose and natural.',
            priceCents: 4200,
            stock: 14,
            emoji: '🌼',
          },
          {
            name: 'Sunflower Bunch',
            description: 'Ten big-faced sunflowers.',
            priceCents: 3500,
            stock: 12,
            emoji: '🌻',
          },
          {
            name: 'Pastel Tulip Bouquet',
            description: 'Pink, peach and white tulips with a few sprigs of waxflower.',
            priceCents: 4800,
            stock: 9,
            emoji: '🌷',
          },
          {
            name: 'Birthday Brights Bouquet',
            description:
              'Gerberas, orange roses and hot pink alstroemeria: a bouquet that sings happy birthday.',
            priceCents: 5800,
            stock: 11,
            emoji: '🎉',
          },
          {
            name: 'Lavender & Eucalyptus Bundle',
            description: 'A calming, fragrant bundle that dries beautifully.',
            priceCents: 3200,
            stock: 1,
            emoji: '🪻',
          },
        ],
      },
      {
        name: 'Gifts',
        icon: '🎁',
        products: [
          {
            name: 'Get Well Daisy Basket',
            description: 'Cheerful daisies and mums in a woven basket.',
            priceCents: 5200,
            stock: 7,
            emoji: '🌼',
          },
          {
            name: 'Plush Teddy Bear',
            description: 'A soft 12-inch bear to go with any bouquet.',
            priceCents: 2200,
            stock: 10,
            emoji: '🧸',
          },
          {
            name: 'Mylar Balloon',
            description: 'Helium-filled, with a message of your choice in the card.',
            priceCents: 900,
            stock: 30,
            emoji: '🎈',
          },
          {
            name: 'Soy Candle, Fig & Cedar',
            description: 'Hand-poured in Glendale; 40-hour burn.',
            priceCents: 2800,
            stock: 8,
            emoji: '🕯️',
          },
        ],
      },
    ],
  },
];
