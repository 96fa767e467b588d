import { onlyOn, range } from '../store-hours.js';
import type { SeedAddress, SeedStore } from '../types.js';

/**
 * The two Victory Park stands share the market's address and hours exactly, so a buyer may fill
 * one cart from both (SPEC §5 compatible Farmer's Markets). The other two stands set up at other
 * markets on other days, so mixing them with Victory Park is refused.
 */
const VICTORY_PARK: SeedAddress = {
  street1: '2900',
  street2: 'N Sierra Madre Blvd',
  city: 'Pasadena',
  state: 'CA',
  zipcode: '91107',
};
const VICTORY_PARK_HOURS = onlyOn(['WED', 'SAT'], range('08:00', '13:00'));

export const farmersMarketStores: SeedStore[] = [
  {
    slug: 'sunny-slope-orchards',
    name: 'Sunny Slope Orchards',
    category: "Farmer's Market",
    contact: '6265550121',
    owner: 'demo',
    address: { ...VICTORY_PARK },
    latitude: 34.169,
    longitude: -118.0956,
    storeHours: VICTORY_PARK_HOURS,
    look: 'stand',
    productCategories: [
      {
        name: 'Citrus & Stone Fruit',
        icon: '🍊',
        products: [
          {
            name: 'Valencia Oranges, 3 lb',
            description:
              'Juicy Valencias picked Tuesday in our San Gabriel Valley grove. Sweet-tart and perfect for fresh juice.',
            priceCents: 699,
            stock: 42,
            emoji: '🍊',
            isTaxable: false,
          },
          {
            name: 'Pixie Tangerines, 2 lb',
            description: 'Seedless, easy-peel and honey-sweet. A kid favourite.',
            priceCents: 799,
            stock: 30,
            emoji: '🍊',
            isTaxable: false,
          },
          {
            name: 'Meyer Lemons, 1 lb',
            description:
              'Thin-skinned, fragrant lemons from backyard-style trees. Brilliant in vinaigrettes and lemon bars.',
            priceCents: 499,
            stock: 25,
            emoji: '🍋',
            isTaxable: false,
          },
          {
            name: 'Yellow Peaches, 2 lb',
            description:
              'Tree-ripened freestone peaches. Our trees are resting: back on the table in June.',
            priceCents: 899,
            stock: 0,
            emoji: '🍑',
            isTaxable: false,
          },
          {
            name: 'Hass Avocados, 4 ct',
            description: 'Creamy Hass avocados, ready to eat in a day or two.',
            priceCents: 799,
            stock: 36,
            emoji: '🥑',
            isTaxable: false,
          },
          {
            name: 'Bartlett Pears, 2 lb',
            description: 'Buttery pears that go from crisp to melting on the counter.',
            priceCents: 649,
            stock: 18,
            emoji: '🍐',
            isTaxable: false,
          },
        ],
      },
      {
        name: 'From the Orchard Kitchen',
        icon: '🫙',
        products: [
          {
            name: 'Fresh-Pressed Orange Juice, 32 oz',
            description:
              'Pressed the morning of the market from our Valencias. Nothing added; keep cold and drink within three days.',
            priceCents: 999,
            stock: 12,
            emoji: '🧃',
            isTaxable: false,
          },
          {
            name: 'Meyer Lemon Marmalade',
            description: 'Small-batch marmalade, bright and not too sweet. 9 oz jar.',
            priceCents: 1100,
            stock: 2,
            emoji: '🫙',
            isTaxable: false,
          },
        ],
      },
    ],
  },
  {
    slug: 'arroyo-greens-farm',
    name: 'Arroyo Greens Farm',
    category: "Farmer's Market",
    contact: '6265550122',
    owner: 'demo',
    address: { ...VICTORY_PARK },
    latitude: 34.169,
    longitude: -118.0956,
    storeHours: VICTORY_PARK_HOURS,
    look: 'stand',
    productCategories: [
      {
        name: 'Greens & Herbs',
        icon: '🥬',
        products: [
          {
            name: 'Lacinato Kale',
            description: 'A generous bunch of dino kale, harvested the day before market.',
            priceCents: 349,
            stock: 40,
            emoji: '🥬',
            isTaxable: false,
          },
          {
            name: 'Spring Salad Mix, 8 oz',
            description:
              'Baby lettuces, arugula, mizuna and edible flowers, washed and ready to toss.',
            priceCents: 599,
            stock: 28,
            emoji: '🥗',
            isTaxable: false,
          },
          {
            name: 'Genovese Basil',
            description: 'Fragrant sweet basil, enough for a big batch of pesto.',
            priceCents: 299,
            stock: 22,
            emoji: '🌿',
            isTaxable: false,
          },
        ],
      },
      {
        name: 'Vegetables',
        icon: '🥕',
        products: [
          {
            name: 'Heirloom Tomatoes, 1 lb',
            description:
              'A mix of Cherokee Purple, Brandywine and Green Zebra. Slice with good salt and olive oil.',
            priceCents: 649,
            stock: 34,
            emoji: '🍅',
            isTaxable: false,
          },
          {
            name: 'Rainbow Carrots',
            description: 'Purple, yellow and orange carrots with their tops on.',
            priceCents: 399,
            stock: 30,
            emoji: '🥕',
            isTaxable: false,
          },
          {
            name: 'Sweet Corn, 4 ears',
            description: 'Bicolor sweet corn picked at dawn. Best eaten the same day.',
            priceCents: 500,
            stock: 24,
            emoji: '🌽',
            isTaxable: false,
          },
          {
            name: 'Persian Cucumbers, 1 lb',
            description: 'Thin-skinned, crunchy and never bitter.',
            priceCents: 399,
            stock: 26,
            emoji: '🥒',
            isTaxable: false,
          },
          {
            name: 'Shishito Peppers, 8 oz',
            description:
              'Blister in a hot pan with a pinch of salt. About one in ten has a little heat.',
            priceCents: 450,
            stock: 16,
            emoji: '🫑',
            isTaxable: false,
          },
        ],
      },
      {
        name: 'Eggs',
        icon: '🥚',
        products: [
          {
            name: 'Pasture-Raised Eggs, dozen',
            description:
              'From our hens that roam the orchard rows. Deep orange yolks; sizes vary by the week.',
            priceCents: 899,
            stock: 1,
            emoji: '🥚',
            isTaxable: false,
          },
        ],
      },
    ],
  },
  {
    slug: 'meridian-bakehouse',
    name: 'Meridian Bakehouse',
    category: "Farmer's Market",
    contact: '6265550123',
    owner: 'demo',
    address: {
      street1: '920',
      street2: 'Meridian Ave',
      city: 'South Pasadena',
      state: 'CA',
      zipcode: '91030',
    },
    latitude: 34.1155,
    longitude: -118.1577,
    storeHours: {
      THURS: [range('15:00', '19:00')],
      SUN: [range('09:00', '13:00')],
    },
    look: 'stand',
    productCategories: [
      {
        name: 'Breads',
        icon: '🍞',
        products: [
          {
            name: 'Country Sourdough Loaf',
            description:
              'Naturally leavened with a 36-hour ferment, baked dark for a crackling crust.',
            priceCents: 900,
            stock: 20,
            emoji: '🍞',
            isTaxable: false,
          },
          {
            name: 'Olive & Rosemary Fougasse',
            description: 'A leaf-shaped Provençal flatbread studded with Castelvetrano olives.',
            priceCents: 800,
            stock: 12,
            emoji: '🥖',
            isTaxable: false,
          },
          {
            name: 'Everything Bagels, 4 ct',
            description: 'Boiled and baked the old way, generously seeded.',
            priceCents: 850,
            stock: 15,
            emoji: '🥯',
            isTaxable: false,
          },
        ],
      },
      {
        name: 'Pastries',
        icon: '🥐',
        products: [
          {
            name: 'Butter Croissant',
            description:
              'Laminated with cultured butter over three days. Flaky, honeycombed crumb.',
            priceCents: 425,
            stock: 30,
            emoji: '🥐',
            isTaxable: false,
          },
          {
            name: 'Seasonal Fruit Galette',
            description:
              'Rustic tart with whatever the neighbouring stands have at their peak. Serves four.',
            priceCents: 2400,
            stock: 4,
            emoji: '🥧',
            isTaxable: false,
          },
          {
            name: 'Brown Butter Chocolate Chip Cookies, 4 ct',
            description: 'Crisp edges, gooey middles and flaky salt on top.',
            priceCents: 900,
            stock: 18,
            emoji: '🍪',
            isTaxable: false,
          },
          {
            name: 'Strawberry Rhubarb Jam',
            description: 'Made in small batches with fruit from the Sunday market.',
            priceCents: 1000,
            stock: 0,
            emoji: '🍓',
            isTaxable: false,
          },
        ],
      },
    ],
  },
  {
    slug: 'altadena-hive-and-herb',
    name: 'Altadena Hive & Herb',
    category: "Farmer's Market",
    contact: '6265550124',
    owner: 'demo',
    address: {
      street1: '568',
      street2: 'E Mount Curve Ave',
      city: 'Altadena',
      state: 'CA',
      zipcode: '91001',
    },
    latitude: 34.1937,
    longitude: -118.1378,
    storeHours: {
      WED: [range('15:00', '19:00')],
      SAT: [range('09:00', '13:00')],
    },
    look: 'stand',
    productCategories: [
      {
        name: 'Raw Honey',
        icon: '🍯',
        products: [
          {
            name: 'Wildflower Honey, 16 oz',
            description:
              'Raw, unfiltered honey from hives in the San Gabriel foothills. Tastes of spring.',
            priceCents: 1400,
            stock: 24,
            emoji: '🍯',
            isTaxable: false,
          },
          {
            name: 'White Sage Honey, 12 oz',
            description: 'A rare, pale honey that is slow to crystallise. Mild and floral.',
            priceCents: 1600,
            stock: 9,
            emoji: '🍯',
            isTaxable: false,
          },
          {
            name: 'Honeycomb Square',
            description: 'Cut straight from the frame. Spread it on toast, wax and all.',
            priceCents: 1800,
            stock: 1,
            emoji: '🐝',
            isTaxable: false,
          },
        ],
      },
      {
        name: 'Herbal & Hive Goods',
        icon: '🌿',
        products: [
          {
            name: 'Beeswax Taper Candles, pair',
            description: 'Hand-dipped tapers that burn clean with a faint honey scent.',
            priceCents: 1500,
            stock: 14,
            emoji: '🕯️',
          },
          {
            name: 'Dried Lavender Bundle',
            description: 'Grown without sprays on our Altadena hillside.',
            priceCents: 800,
            stock: 20,
            emoji: '🪻',
          },
          {
            name: 'Chamomile Tea, loose leaf',
            description: 'Whole chamomile flowers, dried in the shade. 1.5 oz tin.',
            priceCents: 1100,
            stock: 11,
            emoji: '🌼',
            isTaxable: false,
          },
          {
            name: 'Bee Pollen, 4 oz',
            description: 'Sprinkle over yogurt or smoothies. Returning after the spring bloom.',
            priceCents: 1200,
            stock: 6,
            emoji: '🌻',
            isTaxable: false,
            isHidden: true,
          },
        ],
      },
    ],
  },
];
