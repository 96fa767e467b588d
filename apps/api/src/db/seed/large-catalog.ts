import { STORE_CATEGORIES, type StoreCategory } from '@marketplace/core/constants/categories';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { productCategories, products, stores } from '../schema/catalog.js';
import { users } from '../schema/users.js';
import { seededRandom } from './seeded-random.js';
import { serviceZipcodeRows } from './service-area.js';
import { everyDay, range, weekly } from './store-hours.js';

/**
 * A large synthetic catalogue for load tests (`npm run seed:large`): 1,000 stores and 100,000
 * products by default, spread evenly over the eight categories, with a few hidden stores and
 * products. Deterministic: the same options give the same rows and the same ids, so seeding
 * twice adds nothing the second time.
 */

export type LargeCatalogOptions = { stores?: number; productsPerStore?: number };

type Vocabulary = {
  storeWords: string[];
  sections: string[];
  items: string[];
  modifiers: string[];
  notes: string[];
};

const VOCABULARY: Record<StoreCategory, Vocabulary> = {
  "Farmer's Market": {
    storeWords: ['Farm', 'Orchards', 'Growers', 'Harvest', 'Greens', 'Ranch'],
    sections: ['Fruit', 'Vegetables', 'Eggs & Dairy', 'Bakery', 'Pantry'],
    items: [
      'Heirloom Tomatoes',
      'Strawberries',
      'Avocados',
      'Kale',
      'Peaches',
      'Honey',
      'Sourdough Loaf',
      'Goat Cheese',
      'Carrots',
      'Lemons',
      'Blueberries',
      'Sweet Corn',
      'Pasture Eggs',
      'Apricot Jam',
      'Mixed Greens',
      'Figs',
      'Persimmons',
      'Radishes',
      'Olive Oil',
      'Pistachios',
    ],
    modifiers: [
      'Organic',
      'Local',
      'Heirloom',
      'Sun-Ripened',
      'Raw',
      'Wildflower',
      'Seasonal',
      'Baby',
      'Golden',
      'Farmstand',
    ],
    notes: [
      'picked this week',
      'grown without pesticides',
      'from the San Gabriel Valley',
      'sold by the pound',
    ],
  },
  Restaurants: {
    storeWords: ['Kitchen', 'Taqueria', 'Bistro', 'Grill', 'Noodle House', 'Trattoria'],
    sections: ['Starters', 'Mains', 'Bowls', 'Sides', 'Desserts'],
    items: [
      'Street Tacos',
      'Burrito',
      'Ramen',
      'Pad Thai',
      'Margherita Pizza',
      'Caesar Salad',
      'Burger',
      'Fish Tacos',
      'Pho',
      'Poke Bowl',
      'Chicken Tikka Masala',
      'Falafel Wrap',
      'Carnitas Plate',
      'Dumplings',
      'Lasagna',
      'Enchiladas',
      'Fried Rice',
      'Churros',
      'Tiramisu',
      'Quesadilla',
    ],
    modifiers: [
      'Spicy',
      'Classic',
      'Grilled',
      'Crispy',
      'Vegan',
      'Smoked',
      'Garlic',
      'Chipotle',
      'Lemongrass',
      'House',
    ],
    notes: ['made to order', 'with our house salsa', 'serves one', 'a neighbourhood favourite'],
  },
  'Aquarium Stores': {
    storeWords: ['Aquatics', 'Reef', 'Koi & Pond', 'Fish Room', 'Tropicals', 'Aquarium'],
    sections: ['Fish', 'Plants', 'Food', 'Equipment', 'Water Care'],
    items: [
      'Neon Tetra',
      'Betta',
      'Guppy',
      'Koi',
      'Java Fern',
      'Anubias',
      'Flake Food',
      'Canister Filter',
      'Heater',
      'Water Conditioner',
      'Angelfish',
      'Corydoras',
      'Shrimp Pellets',
      'Aquarium Gravel',
      'LED Light',
      'Air Pump',
      'Clownfish',
      'Moss Ball',
      'Test Kit',
      'Driftwood',
    ],
    modifiers: [
      'Freshwater',
      'Marine',
      'Premium',
      'Live',
      'Tank-Raised',
      'Compact',
      'Deluxe',
      'Natural',
      'Starter',
      'Pro',
    ],
    notes: [
      'quarantined before sale',
      'for tanks up to 40 gallons',
      'staff pick',
      'easy for beginners',
    ],
  },
  'Coffee Shops': {
    storeWords: ['Coffee', 'Roasters', 'Espresso Bar', 'Café', 'Coffee House', 'Perk'],
    sections: ['Espresso', 'Brewed', 'Tea', 'Pastries', 'Breakfast'],
    items: [
      'Latte',
      'Cappuccino',
      'Cold Brew',
      'Americano',
      'Mocha',
      'Cortado',
      'Chai Latte',
      'Matcha Latte',
      'Drip Coffee',
      'Croissant',
      'Blueberry Muffin',
      'Scone',
      'Breakfast Burrito',
      'Bagel',
      'Banana Bread',
      'Flat White',
      'Macchiato',
      'Espresso',
      'Earl Grey',
      'Cinnamon Roll',
    ],
    modifiers: [
      'Iced',
      'Vanilla',
      'Oat Milk',
      'Honey Lavender',
      'Caramel',
      'Hazelnut',
      'Double',
      'Decaf',
      'Almond',
      'Seasonal',
    ],
    notes: ['roasted in Pasadena', 'single origin', 'baked this morning', 'with house-made syrup'],
  },
  'Convenience Stores': {
    storeWords: ['Market', 'Corner Store', 'Mini Mart', 'Grocery', 'Deli', 'Shop'],
    sections: ['Snacks', 'Drinks', 'Household', 'Frozen', 'Essentials'],
    items: [
      'Potato Chips',
      'Sparkling Water',
      'Paper Towels',
      'Ice Cream',
      'Batteries',
      'Trail Mix',
      'Orange Juice',
      'Bread',
      'Milk',
      'Granola Bars',
      'Frozen Pizza',
      'Dish Soap',
      'Energy Drink',
      'Chocolate Bar',
      'Peanut Butter',
      'Toothpaste',
      'Ice Bag',
      'Instant Noodles',
      'Coffee Beans',
      'Bananas',
    ],
    modifiers: [
      'Family Size',
      'Organic',
      'Classic',
      'Sea Salt',
      'Low Sugar',
      'Jumbo',
      'Mini',
      'Original',
      'Extra',
      'Value',
    ],
    notes: ['open late', 'a pantry staple', 'two for one on Fridays', 'kept cold'],
  },
  'Flower Stores': {
    storeWords: ['Florist', 'Flowers', 'Blooms', 'Petal Co.', 'Garden', 'Rose Atelier'],
    sections: ['Bouquets', 'Roses', 'Plants', 'Arrangements', 'Gifts'],
    items: [
      'Rose Bouquet',
      'Tulips',
      'Peonies',
      'Sunflowers',
      'Orchid',
      'Succulent',
      'Lilies',
      'Hydrangea',
      'Wildflower Bouquet',
      'Ranunculus',
      'Daisies',
      'Lavender Bundle',
      'Snake Plant',
      'Carnations',
      'Bonsai',
      'Gift Basket',
      'Dahlias',
      'Eucalyptus',
      'Vase',
      'Greeting Card',
    ],
    modifiers: [
      'Dozen',
      'Pastel',
      'Garden',
      'Deluxe',
      'Petite',
      'Blush',
      'White',
      'Seasonal',
      'Hand-Tied',
      'Grand',
    ],
    notes: [
      'arranged the day you order',
      'with a handwritten card',
      'lasts a week',
      'delivered in a vase',
    ],
  },
  'Liquor Stores': {
    storeWords: ['Bottle Shop', 'Wine & Spirits', 'Liquors', 'Cellar', 'Beer Garden', 'Spirits'],
    sections: ['Wine', 'Beer', 'Spirits', 'Mixers', 'Snacks'],
    items: [
      'Cabernet Sauvignon',
      'Chardonnay',
      'IPA',
      'Lager',
      'Tequila',
      'Mezcal',
      'Bourbon',
      'Gin',
      'Vodka',
      'Rosé',
      'Pinot Noir',
      'Stout',
      'Hard Cider',
      'Tonic Water',
      'Ginger Beer',
      'Prosecco',
      'Rum',
      'Sake',
      'Pilsner',
      'Bitters',
    ],
    modifiers: [
      'California',
      'Reserve',
      'Small Batch',
      'Hazy',
      'Añejo',
      'Dry',
      'Craft',
      'Aged',
      'Sparkling',
      'Local',
    ],
    notes: [
      'ID required on delivery',
      'from a Sonoma vineyard',
      'brewed in Los Angeles',
      'a staff favourite',
    ],
  },
  Pharmacy: {
    storeWords: ['Pharmacy', 'Apothecary', 'Drug Store', 'Health', 'Wellness', 'Rx'],
    sections: ['Cold & Flu', 'Vitamins', 'First Aid', 'Personal Care', 'Baby'],
    items: [
      'Ibuprofen',
      'Vitamin C',
      'Bandages',
      'Sunscreen',
      'Cough Syrup',
      'Thermometer',
      'Allergy Relief',
      'Hand Sanitizer',
      'Lip Balm',
      'Multivitamin',
      'Face Masks',
      'Diapers',
      'Baby Wipes',
      'Eye Drops',
      'Heating Pad',
      'Antacid',
      'Melatonin',
      'Zinc Lozenges',
      'Saline Spray',
      'Moisturizer',
    ],
    modifiers: [
      'Extra Strength',
      'Children’s',
      'Daily',
      'Travel Size',
      'Fragrance-Free',
      'Gentle',
      'Non-Drowsy',
      'Value Pack',
      'SPF 50',
      'Sensitive',
    ],
    notes: [
      'pharmacist recommended',
      'read the label before use',
      'for the whole family',
      'fast acting',
    ],
  },
};

const STREETS = [
  'Colorado',
  'Lake',
  'Fair Oaks',
  'Arroyo',
  'Mission',
  'Huntington',
  'Foothill',
  'Raymond',
  'Green',
  'Union',
  'Holly',
  'Marengo',
  'Allen',
  'Hill',
  'Sierra Madre',
  'Rosemead',
  'Washington',
  'Orange Grove',
  'Linda Vista',
  'Walnut',
  'Del Mar',
  'California',
  'Glenarm',
  'Mountain',
  'Altadena',
  'Brand',
  'Verdugo',
  'Huntington',
  'Baldwin',
  'Santa Anita',
];
const SUFFIXES = ['Blvd', 'Ave', 'St', 'Dr'];

const SELLERS = 50;
const BATCH = 1000;

export type LargeCatalogSummary = { stores: number; productCategories: number; products: number };

/** Inserts the catalogue in batches of 1,000 rows, in one transaction, then vacuums and analyzes. */
export async function seedLargeCatalog(
  db: Database,
  options: LargeCatalogOptions = {},
): Promise<LargeCatalogSummary> {
  const storeCount = options.stores ?? 1000;
  const productsPerStore = options.productsPerStore ?? 100;
  const random = seededRandom(20_250_409);
  const zips = serviceZipcodeRows();

  const sellerRows = Array.from({ length: SELLERS }, (_, i) => ({
    id: random.uuid(),
    phone: `+1747555${String(i).padStart(4, '0')}`,
    firstName: 'Load',
    lastName: `Seller ${i + 1}`,
    email: `load-seller-${i + 1}@example.com`,
    role: 'seller' as const,
    sellerId: random.uuid(),
  }));

  const storeRows: (typeof stores.$inferInsert)[] = [];
  const categoryRows: (typeof productCategories.$inferInsert)[] = [];
  const productRows: (typeof products.$inferInsert)[] = [];
  for (let s = 0; s < storeCount; s++) {
    const category = STORE_CATEGORIES[s % STORE_CATEGORIES.length]!;
    const words = VOCABULARY[category];
    const zip = random.pick(zips);
    const street = random.pick(STREETS);
    const storeId = random.uuid();
    storeRows.push({
      id: storeId,
      name: `${street} ${random.pick(words.storeWords)}`,
      category,
      contact: `626555${String(1000 + (s % 9000)).padStart(4, '0')}`,
      image: null,
      sellerId: random.pick(sellerRows).sellerId,
      isHidden: s % 50 === 49,
      reviewStatus: s % 50 === 49 ? null : 'approved',
      street1: String(100 + random.int(2900)),
      street2: `${random.next() < 0.5 ? 'E' : 'W'} ${street} ${random.pick(SUFFIXES)}`,
      city: zip.city,
      state: 'CA',
      zipcode: zip.zipcode,
      latitude: 34.1 + random.next() * 0.1,
      longitude: -118.2 + random.next() * 0.15,
      coordinatesPrecision: 'address',
      storeHours:
        s % 3 === 0
          ? everyDay(range('08:00', '20:00'))
          : weekly({ SUN: [range('10:00', '16:00')] }, [range('07:00', '21:00')]),
      timezone: 'America/Los_Angeles',
    });
    const perSection = Math.ceil(productsPerStore / words.sections.length);
    let made = 0;
    words.sections.forEach((section, position) => {
      const categoryId = random.uuid();
      categoryRows.push({ id: categoryId, storeId, name: section, icon: null, position });
      for (let p = 0; p < perSection && made < productsPerStore; p++, made++) {
        const item = random.pick(words.items);
        const modifier = random.pick(words.modifiers);
        const name = random.next() < 0.25 ? item : `${modifier} ${item}`;
        productRows.push({
          id: random.uuid(),
          storeId,
          productCategoryId: categoryId,
          name,
          description: `${modifier} ${item.toLowerCase()} from our ${section.toLowerCase()} shelf, ${random.pick(words.notes)}.`,
          priceCents: 199 + random.int(4800),
          stock: random.int(10) === 0 ? 0 : random.int(120),
          images: [],
          needsAgeVerification: category === 'Liquor Stores',
          isTaxable: category !== "Farmer's Market",
          isHidden: random.int(33) === 0,
          customizations: [],
        });
      }
    });
  }

  await db.transaction(async (tx) => {
    await tx.insert(users).values(sellerRows).onConflictDoNothing();
    for (let i = 0; i < storeRows.length; i += BATCH) {
      await tx
        .insert(stores)
        .values(storeRows.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
    for (let i = 0; i < categoryRows.length; i += BATCH) {
      await tx
        .insert(productCategories)
        .values(categoryRows.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
    for (let i = 0; i < productRows.length; i += BATCH) {
      await tx
        .insert(products)
        .values(productRows.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
  });
  // Fresh statistics, or the planner guesses from an empty table; and the GIN indexes' pending
  // lists merged, or every search scans 100,000 fresh entries linearly until autovacuum runs.
  await db.execute(sql`vacuum analyze`);
  return {
    stores: storeRows.length,
    productCategories: categoryRows.length,
    products: productRows.length,
  };
}
