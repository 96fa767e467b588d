import { chooseOne, optionalOne, textInput, upTo } from '../customizations.js';
import { everyDay, range, weekly } from '../store-hours.js';
import type { SeedStore } from '../types.js';

const CUP_SIZE = chooseOne('Size', [
  ['12 oz', 0],
  ['16 oz', 75],
  ['20 oz', 125],
]);
const MILK = optionalOne('Milk', [
  ['Whole', 0],
  ['Oat', 75],
  ['Almond', 75],
  ['Nonfat', 0],
]);
const SHOTS_AND_SYRUPS = upTo(3, 'Add-ons', [
  ['Extra shot', 100],
  ['Vanilla syrup', 60],
  ['Caramel syrup', 60],
  ['Lavender syrup', 75],
]);
const NAME_ON_CUP = textInput('Name on cup');
const ESPRESSO_DRINK = [CUP_SIZE, MILK, SHOTS_AND_SYRUPS, NAME_ON_CUP];

export const coffeeShopStores: SeedStore[] = [
  {
    slug: 'holly-street-coffee',
    name: 'Holly Street Coffee',
    category: 'Coffee Shops',
    contact: '6265550141',
    owner: 'demo',
    address: {
      street1: '25',
      street2: 'W Holly St',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91103',
    },
    latitude: 34.1474,
    longitude: -118.1502,
    storeHours: everyDay(range('06:30', '18:00')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Espresso',
        icon: '☕',
        products: [
          {
            name: 'Café Latte',
            description:
              'A double shot of our Arroyo house espresso with silky steamed milk. Chocolatey, with a hint of cherry.',
            priceCents: 525,
            stock: 60,
            emoji: '☕',
            customizations: ESPRESSO_DRINK,
          },
          {
            name: 'Cappuccino',
            description: 'Equal parts espresso, milk and dense foam.',
            priceCents: 495,
            stock: 60,
            emoji: '☕',
            customizations: ESPRESSO_DRINK,
          },
          {
            name: 'Vanilla Oat Latte',
            description: 'House vanilla bean syrup and oat milk. Our most-ordered iced drink.',
            priceCents: 625,
            stock: 50,
            emoji: '🥛',
            customizations: ESPRESSO_DRINK,
          },
          {
            name: 'Cold Brew',
            description: 'Steeped 18 hours, smooth and low in acidity. Served over ice.',
            priceCents: 475,
            stock: 40,
            emoji: '🧊',
            customizations: [CUP_SIZE, MILK, NAME_ON_CUP],
          },
        ],
      },
      {
        name: 'Tea & More',
        icon: '🍵',
        products: [
          {
            name: 'Ceremonial Matcha Latte',
            description: 'Stone-ground Uji matcha whisked to order.',
            priceCents: 625,
            stock: 30,
            emoji: '🍵',
            customizations: ESPRESSO_DRINK,
          },
          {
            name: 'Masala Chai Latte',
            description: 'Black tea simmered with ginger, cardamom and clove.',
            priceCents: 575,
            stock: 30,
            emoji: '🫖',
            customizations: [CUP_SIZE, MILK, NAME_ON_CUP],
          },
        ],
      },
      {
        name: 'Bakery',
        icon: '🥐',
        products: [
          {
            name: 'Almond Croissant',
            description: 'Twice-baked with frangipane and toasted almonds.',
            priceCents: 550,
            stock: 12,
            emoji: '🥐',
          },
          {
            name: 'Blueberry Muffin',
            description: 'Bursting with berries under a crunchy sugar top.',
            priceCents: 425,
            stock: 0,
            emoji: '🧁',
          },
          {
            name: 'Avocado Toast',
            description: 'Sourdough, smashed avocado, chili flakes, lemon and flaky salt.',
            priceCents: 1100,
            stock: 20,
            emoji: '🥑',
          },
          {
            name: 'House Blend Whole Beans, 12 oz',
            description:
              'The beans behind every drink we pour: Colombian and Ethiopian, roasted medium in Pasadena.',
            priceCents: 1800,
            stock: 24,
            emoji: '🫘',
            isTaxable: false,
          },
        ],
      },
    ],
  },
  {
    slug: 'altadena-perk',
    name: 'Altadena Perk',
    category: 'Coffee Shops',
    contact: '6265550142',
    owner: 'demo',
    address: {
      street1: '2415',
      street2: 'N Lake Ave',
      city: 'Altadena',
      state: 'CA',
      zipcode: '91001',
    },
    latitude: 34.1871,
    longitude: -118.1314,
    storeHours: weekly({ SAT: [range('07:00', '17:00')], SUN: [range('07:00', '17:00')] }, [
      range('06:30', '18:00'),
    ]),
    look: 'storefront',
    productCategories: [
      {
        name: 'Coffee',
        icon: '☕',
        products: [
          {
            name: 'Drip Coffee',
            description: 'Fresh batch brewed every thirty minutes.',
            priceCents: 325,
            stock: 60,
            emoji: '☕',
            customizations: [CUP_SIZE, MILK],
          },
          {
            name: 'Americano',
            description: 'Two shots over hot water.',
            priceCents: 375,
            stock: 60,
            emoji: '☕',
            customizations: [CUP_SIZE, SHOTS_AND_SYRUPS],
          },
          {
            name: 'Mocha',
            description: 'Espresso, dark chocolate and steamed milk, topped with cocoa.',
            priceCents: 575,
            stock: 45,
            emoji: '🍫',
            customizations: ESPRESSO_DRINK,
          },
          {
            name: 'Honey Lavender Latte',
            description:
              'Sweetened with local wildflower honey and lavender from the Altadena farmers market.',
            priceCents: 625,
            stock: 40,
            emoji: '🍯',
            customizations: ESPRESSO_DRINK,
          },
        ],
      },
      {
        name: 'Breakfast',
        icon: '🍳',
        products: [
          {
            name: 'Breakfast Burrito',
            description: 'Scrambled eggs, potatoes, cheddar, bacon and salsa roja.',
            priceCents: 1095,
            stock: 18,
            emoji: '🌯',
            customizations: [
              chooseOne('Filling', [
                ['Bacon', 0],
                ['Chorizo', 0],
                ['Veggie', 0],
              ]),
            ],
          },
          {
            name: 'Bagel & Cream Cheese',
            description: 'Toasted, with a thick layer of scallion or plain cream cheese.',
            priceCents: 475,
            stock: 25,
            emoji: '🥯',
          },
          {
            name: 'Banana Bread Slice',
            description: 'Brown butter banana bread with walnuts.',
            priceCents: 395,
            stock: 16,
            emoji: '🍌',
          },
          {
            name: 'Greek Yogurt Parfait',
            description: 'Yogurt, house granola, berries and a drizzle of honey.',
            priceCents: 695,
            stock: 14,
            emoji: '🍓',
          },
        ],
      },
    ],
  },
  {
    slug: 'mission-espresso-bar',
    name: 'Mission Espresso Bar',
    category: 'Coffee Shops',
    contact: '6265550143',
    owner: 'second',
    address: {
      street1: '925',
      street2: 'Mission St',
      city: 'South Pasadena',
      state: 'CA',
      zipcode: '91030',
    },
    latitude: 34.1163,
    longitude: -118.1563,
    storeHours: everyDay(range('06:30', '18:00')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Espresso Bar',
        icon: '☕',
        products: [
          {
            name: 'Espresso Doppio',
            description: 'A rotating single origin, pulled short and syrupy.',
            priceCents: 375,
            stock: 60,
            emoji: '☕',
          },
          {
            name: 'Cortado',
            description: 'Espresso cut with an equal amount of warm milk.',
            priceCents: 450,
            stock: 60,
            emoji: '☕',
            customizations: [MILK, NAME_ON_CUP],
          },
          {
            name: 'Flat White',
            description: 'A ristretto double with a thin layer of velvety microfoam.',
            priceCents: 500,
            stock: 60,
            emoji: '☕',
            customizations: [MILK, NAME_ON_CUP],
          },
          {
            name: 'Iced Horchata Latte',
            description:
              'Espresso over our cinnamon-rice horchata. Sweet, creamy and built for a hot South Pas afternoon.',
            priceCents: 650,
            stock: 35,
            emoji: '🥤',
            customizations: [CUP_SIZE, NAME_ON_CUP],
          },
        ],
      },
      {
        name: 'Sweets',
        icon: '🍩',
        products: [
          {
            name: 'Olive Oil Cake',
            description: 'Moist citrus olive oil cake with a crackly sugar crust.',
            priceCents: 525,
            stock: 10,
            emoji: '🍰',
          },
          {
            name: 'Vanilla Glazed Donut',
            description: 'Brioche dough, fried fresh each morning, dipped in vanilla bean glaze.',
            priceCents: 375,
            stock: 20,
            emoji: '🍩',
          },
          {
            name: 'Cardamom Knot',
            description: 'A Swedish-style bun twisted with cardamom sugar.',
            priceCents: 475,
            stock: 1,
            emoji: '🥨',
          },
        ],
      },
    ],
  },
  {
    // Set up but not launched yet: only admins and data entry see it.
    slug: 'raymond-ave-roastery',
    name: 'Raymond Ave Roastery',
    category: 'Coffee Shops',
    contact: '6265550144',
    owner: 'demo',
    isHidden: true,
    address: {
      street1: '130',
      street2: 'S Raymond Ave',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91105',
    },
    latitude: 34.1443,
    longitude: -118.1484,
    storeHours: everyDay(range('07:00', '16:00')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Slow Bar',
        icon: '🫖',
        products: [
          {
            name: 'Single-Origin Pour-Over',
            description: 'Brewed by hand on a V60. Ask for this week’s origin.',
            priceCents: 600,
            stock: 30,
            emoji: '☕',
          },
          {
            name: 'Nitro Cold Brew',
            description: 'Cold brew on nitrogen tap: creamy, no milk needed.',
            priceCents: 575,
            stock: 30,
            emoji: '🧊',
          },
          {
            name: 'Espresso Tonic',
            description: 'Espresso over tonic water and a twist of orange.',
            priceCents: 550,
            stock: 30,
            emoji: '🍊',
          },
        ],
      },
      {
        name: 'Beans & Bites',
        icon: '🫘',
        products: [
          {
            name: 'Ethiopia Guji Whole Beans, 12 oz',
            description: 'Light roast with notes of jasmine, peach and bergamot.',
            priceCents: 2200,
            stock: 15,
            emoji: '🫘',
            isTaxable: false,
          },
          {
            name: 'Kouign-Amann',
            description: 'Caramelised, buttery Breton pastry.',
            priceCents: 525,
            stock: 8,
            emoji: '🥐',
          },
          {
            name: 'Cacao Nib Cookie',
            description: 'Dark chocolate dough with crunchy roasted cacao nibs.',
            priceCents: 375,
            stock: 12,
            emoji: '🍪',
          },
        ],
      },
    ],
  },
];
