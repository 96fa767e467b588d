import {
  chooseOne,
  KITCHEN_NOTES,
  NAME_ON_ORDER,
  optionalOne,
  textInput,
  upTo,
} from '../customizations.js';
import { everyDay, range, weekly } from '../store-hours.js';
import type { SeedStore } from '../types.js';

const TACO_PROTEIN = chooseOne('Protein', [
  ['Carne asada', 0],
  ['Al pastor', 0],
  ['Pollo asado', 0],
  ['Carnitas', 0],
  ['Grilled shrimp', 200],
]);
const TACO_EXTRAS = upTo(3, 'Extras', [
  ['Guacamole', 150],
  ['Queso fresco', 75],
  ['Pickled jalapeños', 50],
  ['Salsa verde', 0],
  ['Grilled onions', 50],
]);

const PIZZA_SIZE = chooseOne('Size', [
  ['12" medium', 0],
  ['16" large', 600],
]);
const PIZZA_TOPPINGS = upTo(3, 'Extra toppings', [
  ['Pepperoni', 200],
  ['Cremini mushrooms', 150],
  ['Fresh basil', 100],
  ['Burrata', 350],
  ['Calabrian chili', 100],
  ['Hot honey drizzle', 100],
]);

const DUMPLING_COUNT = chooseOne('Portion', [
  ['8 pieces', 0],
  ['12 pieces', 500],
]);
const DIPPING_SAUCES = upTo(2, 'Dipping sauces', [
  ['Chili oil', 50],
  ['Black vinegar & ginger', 0],
  ['Garlic soy', 50],
]);
const SPICE_LEVEL = chooseOne('Spice level', [
  ['Mild', 0],
  ['Medium', 0],
  ['Sichuan hot', 0],
]);
const NOODLE_ADD_ONS = upTo(3, 'Add-ons', [
  ['Soft-boiled egg', 150],
  ['Baby bok choy', 200],
  ['Extra braised beef', 400],
  ['Chili crisp', 75],
]);

const BOWL_PROTEIN = chooseOne('Protein', [
  ['Falafel', 0],
  ['Herb chicken', 300],
  ['Seared salmon', 500],
  ['Marinated tofu', 0],
]);
const BOWL_TOPPINGS = upTo(3, 'Toppings', [
  ['Feta', 100],
  ['Avocado', 200],
  ['Hummus', 100],
  ['Pickled red onion', 50],
  ['Toasted almonds', 75],
]);
const BREAD = chooseOne('Bread', [
  ['Ciabatta', 0],
  ['Sourdough', 0],
  ['Gluten-free roll', 150],
]);

export const restaurantStores: SeedStore[] = [
  {
    slug: 'casa-arroyo-taqueria',
    name: 'Casa Arroyo Taqueria',
    category: 'Restaurants',
    contact: '6265550131',
    owner: 'demo',
    address: {
      street1: '1390',
      street2: 'N Lake Ave',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91104',
    },
    latitude: 34.1673,
    longitude: -118.1321,
    storeHours: everyDay(range('11:00', '14:30'), range('17:00', '21:30')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Tacos',
        icon: '🌮',
        products: [
          {
            name: 'Street Tacos, 3 ct',
            description:
              'Three corn tortillas with your choice of protein, onion, cilantro and our roasted tomatillo salsa.',
            priceCents: 1200,
            stock: 50,
            emoji: '🌮',
            customizations: [TACO_PROTEIN, TACO_EXTRAS, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Baja Fish Tacos, 2 ct',
            description:
              'Beer-battered rockfish, chipotle crema, cabbage slaw and lime on flour tortillas.',
            priceCents: 1350,
            stock: 35,
            emoji: '🐟',
            customizations: [
              chooseOne('Style', [
                ['Beer-battered', 0],
                ['Grilled', 0],
              ]),
              TACO_EXTRAS,
              NAME_ON_ORDER,
              KITCHEN_NOTES,
            ],
          },
        ],
      },
      {
        name: 'Burritos & Bowls',
        icon: '🌯',
        products: [
          {
            name: 'California Burrito',
            description:
              'Carne asada, crispy fries, cheddar, guacamole and pico de gallo, rolled tight in a flour tortilla.',
            priceCents: 1395,
            stock: 40,
            emoji: '🌯',
            customizations: [
              chooseOne('Size', [
                ['Regular', 0],
                ['Grande', 300],
              ]),
              TACO_EXTRAS,
              NAME_ON_ORDER,
              KITCHEN_NOTES,
            ],
          },
          {
            name: 'Burrito Bowl',
            description: 'Cilantro-lime rice, black beans, your protein, pico, crema and cotija.',
            priceCents: 1450,
            stock: 40,
            emoji: '🥗',
            customizations: [TACO_PROTEIN, TACO_EXTRAS, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Cheese Quesadilla',
            description:
              'Oaxaca and jack cheese in a griddled flour tortilla, with crema and salsa.',
            priceCents: 995,
            stock: 30,
            emoji: '🧀',
            customizations: [
              optionalOne('Add protein', [
                ['Pollo asado', 300],
                ['Carne asada', 350],
              ]),
              NAME_ON_ORDER,
              KITCHEN_NOTES,
            ],
          },
        ],
      },
      {
        name: 'Sides & Drinks',
        icon: '🥤',
        products: [
          {
            name: 'Chips & Guacamole',
            description: 'Warm tortilla chips and guacamole smashed to order.',
            priceCents: 795,
            stock: 45,
            emoji: '🥑',
          },
          {
            name: 'Street Corn Elote',
            description: 'Grilled corn with mayo, cotija, chile-lime and a squeeze of lime.',
            priceCents: 595,
            stock: 0,
            emoji: '🌽',
          },
          {
            name: 'Agua Fresca, 24 oz',
            description: 'Made in-house every morning.',
            priceCents: 495,
            stock: 60,
            emoji: '🍉',
            customizations: [
              chooseOne('Flavor', [
                ['Horchata', 0],
                ['Jamaica', 0],
                ['Watermelon', 0],
              ]),
            ],
          },
          {
            name: 'Tres Leches Cake',
            description:
              'Sponge cake soaked in three milks, topped with whipped cream and cinnamon.',
            priceCents: 650,
            stock: 12,
            emoji: '🍰',
          },
        ],
      },
    ],
  },
  {
    slug: 'mission-street-pizza',
    name: 'Mission Street Pizza Co.',
    category: 'Restaurants',
    contact: '6265550132',
    owner: 'second',
    address: {
      street1: '1010',
      street2: 'Mission St',
      city: 'South Pasadena',
      state: 'CA',
      zipcode: '91030',
    },
    latitude: 34.1161,
    longitude: -118.1543,
    storeHours: weekly({ FRI: [range('11:00', '22:00')], SAT: [range('11:00', '22:00')] }, [
      range('11:00', '21:00'),
    ]),
    look: 'storefront',
    productCategories: [
      {
        name: 'Pizzas',
        icon: '🍕',
        products: [
          {
            name: 'Margherita Pizza',
            description:
              'San Marzano tomato, fior di latte, basil and olive oil on a naturally leavened crust blistered at 800°F.',
            priceCents: 1600,
            stock: 30,
            emoji: '🍕',
            customizations: [PIZZA_SIZE, PIZZA_TOPPINGS, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Pepperoni & Hot Honey',
            description: 'Cup-and-char pepperoni, mozzarella and a drizzle of chili-infused honey.',
            priceCents: 1850,
            stock: 30,
            emoji: '🍕',
            customizations: [PIZZA_SIZE, PIZZA_TOPPINGS, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Wild Mushroom Pizza',
            description: 'Roasted mushrooms, fontina, thyme and garlic cream. No tomato sauce.',
            priceCents: 1900,
            stock: 25,
            emoji: '🍄',
            customizations: [PIZZA_SIZE, PIZZA_TOPPINGS, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Garden Veggie Pizza',
            description: 'Peppers, red onion, olives, cherry tomatoes and mozzarella.',
            priceCents: 1800,
            stock: 25,
            emoji: '🫑',
            customizations: [PIZZA_SIZE, PIZZA_TOPPINGS, NAME_ON_ORDER, KITCHEN_NOTES],
          },
        ],
      },
      {
        name: 'Salads & Sides',
        icon: '🥗',
        products: [
          {
            name: 'Little Gem Caesar',
            description: 'Little gem lettuce, anchovy dressing, parmesan and sourdough crumbs.',
            priceCents: 1100,
            stock: 20,
            emoji: '🥗',
            customizations: [
              optionalOne('Add protein', [
                ['Grilled chicken', 400],
                ['White anchovies', 300],
              ]),
              KITCHEN_NOTES,
            ],
          },
          {
            name: 'Burrata & Stone Fruit Salad',
            description:
              'Creamy burrata, ripe stone fruit, basil and aged balsamic. Back when the peaches are.',
            priceCents: 1400,
            stock: 0,
            emoji: '🍑',
          },
          {
            name: 'Garlic Knots, 6 ct',
            description: 'Tossed in garlic butter and parmesan, with marinara for dipping.',
            priceCents: 700,
            stock: 40,
            emoji: '🧄',
          },
        ],
      },
      {
        name: 'Desserts',
        icon: '🍨',
        products: [
          {
            name: 'Tiramisu',
            description: 'Espresso-soaked ladyfingers and mascarpone cream.',
            priceCents: 850,
            stock: 14,
            emoji: '🍰',
          },
          {
            name: 'Affogato',
            description: 'Vanilla gelato drowned in a double shot. Dine-in only for now.',
            priceCents: 750,
            stock: 10,
            emoji: '🍨',
            isHidden: true,
          },
        ],
      },
    ],
  },
  {
    slug: 'lucky-dumpling-house',
    name: 'Lucky Dumpling House',
    category: 'Restaurants',
    contact: '6265550133',
    owner: 'demo',
    address: {
      street1: '1108',
      street2: 'S Baldwin Ave',
      city: 'Arcadia',
      state: 'CA',
      zipcode: '91007',
    },
    latitude: 34.1262,
    longitude: -118.0522,
    storeHours: everyDay(range('11:00', '15:00'), range('17:00', '21:00')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Dumplings',
        icon: '🥟',
        products: [
          {
            name: 'Pork & Chive Dumplings',
            description:
              'Hand-pleated every morning and pan-fried to a golden lace. Our most-ordered dish.',
            priceCents: 1295,
            stock: 45,
            emoji: '🥟',
            customizations: [DUMPLING_COUNT, DIPPING_SAUCES, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Shrimp Har Gow',
            description: 'Translucent wheat-starch wrappers around whole shrimp and bamboo shoot.',
            priceCents: 1395,
            stock: 30,
            emoji: '🦐',
            customizations: [DUMPLING_COUNT, DIPPING_SAUCES, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Vegetable Potstickers',
            description: 'Napa cabbage, shiitake, glass noodles and tofu.',
            priceCents: 1195,
            stock: 30,
            emoji: '🥟',
            customizations: [DUMPLING_COUNT, DIPPING_SAUCES, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Soup Dumplings (Xiao Long Bao)',
            description:
              'Eight delicate dumplings filled with pork and rich broth. Steamed to order; let them rest a minute before the first bite.',
            priceCents: 1495,
            stock: 2,
            emoji: '🥟',
            customizations: [DIPPING_SAUCES, NAME_ON_ORDER, KITCHEN_NOTES],
          },
        ],
      },
      {
        name: 'Noodles & Rice',
        icon: '🍜',
        products: [
          {
            name: 'Braised Beef Noodle Soup',
            description:
              'Hand-pulled noodles in a star-anise beef broth with tender shank and pickled mustard greens.',
            priceCents: 1595,
            stock: 25,
            emoji: '🍜',
            customizations: [SPICE_LEVEL, NOODLE_ADD_ONS, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Dan Dan Noodles',
            description: 'Sesame-chili sauce, seasoned pork and crushed peanuts.',
            priceCents: 1395,
            stock: 25,
            emoji: '🍝',
            customizations: [SPICE_LEVEL, NOODLE_ADD_ONS, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Egg Fried Rice',
            description: 'Wok-tossed jasmine rice, egg, scallion and a little white pepper.',
            priceCents: 1095,
            stock: 35,
            emoji: '🍚',
            customizations: [NOODLE_ADD_ONS, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Scallion Pancake',
            description: 'Flaky, layered and crisp, with a soy-vinegar dip.',
            priceCents: 795,
            stock: 30,
            emoji: '🥞',
          },
        ],
      },
      {
        name: 'Drinks',
        icon: '🧋',
        products: [
          {
            name: 'Brown Sugar Boba Milk Tea',
            description: 'Black tea, fresh milk and slow-cooked brown sugar pearls.',
            priceCents: 650,
            stock: 40,
            emoji: '🧋',
            customizations: [
              chooseOne('Sweetness', [
                ['100%', 0],
                ['50%', 0],
                ['25%', 0],
              ]),
              chooseOne('Ice', [
                ['Regular ice', 0],
                ['Light ice', 0],
                ['No ice', 0],
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'green-street-kitchen',
    name: 'Green Street Kitchen',
    category: 'Restaurants',
    contact: '6265550134',
    owner: 'demo',
    address: {
      street1: '48',
      street2: 'E Green St',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91105',
    },
    latitude: 34.1441,
    longitude: -118.1493,
    storeHours: everyDay(range('11:00', '21:00')),
    look: 'storefront',
    productCategories: [
      {
        name: 'Bowls',
        icon: '🥗',
        products: [
          {
            name: 'Mediterranean Grain Bowl',
            description:
              'Farro, cucumber-tomato salad, tahini, olives and herbs, with your choice of protein.',
            priceCents: 1450,
            stock: 40,
            emoji: '🥗',
            customizations: [BOWL_PROTEIN, BOWL_TOPPINGS, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Ahi Poke Bowl',
            description: 'Sushi rice, shoyu ahi, edamame, cucumber, seaweed salad and furikake.',
            priceCents: 1695,
            stock: 20,
            emoji: '🍣',
            customizations: [
              chooseOne('Base', [
                ['Sushi rice', 0],
                ['Brown rice', 0],
                ['Greens', 0],
              ]),
              BOWL_TOPPINGS,
              NAME_ON_ORDER,
              KITCHEN_NOTES,
            ],
          },
          {
            name: 'Açaí Bowl',
            description: 'Açaí blended with banana, topped with granola, berries and honey.',
            priceCents: 1195,
            stock: 15,
            emoji: '🫐',
            isHidden: true,
          },
        ],
      },
      {
        name: 'Sandwiches',
        icon: '🥪',
        products: [
          {
            name: 'Chicken Pesto Panini',
            description: 'Herb chicken, basil pesto, provolone and roasted peppers, pressed hot.',
            priceCents: 1350,
            stock: 30,
            emoji: '🥪',
            customizations: [BREAD, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Turkey Avocado Club',
            description: 'Roast turkey, bacon, avocado, tomato and aioli on toasted bread.',
            priceCents: 1395,
            stock: 30,
            emoji: '🥪',
            customizations: [BREAD, NAME_ON_ORDER, KITCHEN_NOTES],
          },
          {
            name: 'Falafel Wrap',
            description: 'Crispy falafel, hummus, pickles, tomato and tahini in warm lavash.',
            priceCents: 1250,
            stock: 30,
            emoji: '🥙',
            customizations: [
              upTo(2, 'Extras', [
                ['Feta', 100],
                ['Harissa', 50],
                ['Extra falafel', 200],
              ]),
              textInput('Name on order'),
              KITCHEN_NOTES,
            ],
          },
        ],
      },
      {
        name: 'Sides & Smoothies',
        icon: '🥤',
        products: [
          {
            name: 'Tomato Basil Soup',
            description: 'Slow-roasted tomatoes, basil and a swirl of cream. 16 oz.',
            priceCents: 695,
            stock: 20,
            emoji: '🍅',
          },
          {
            name: 'Sweet Potato Fries',
            description: 'With smoked paprika aioli.',
            priceCents: 595,
            stock: 35,
            emoji: '🍠',
          },
          {
            name: 'Green Goddess Smoothie',
            description: 'Spinach, mango, pineapple, banana and coconut water.',
            priceCents: 895,
            stock: 25,
            emoji: '🥤',
            customizations: [
              upTo(2, 'Boosts', [
                ['Protein', 150],
                ['Chia seeds', 75],
                ['Ginger', 50],
              ]),
            ],
          },
        ],
      },
    ],
  },
];
