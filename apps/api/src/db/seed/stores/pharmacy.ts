import { range, weekly } from '../store-hours.js';
import type { SeedStore } from '../types.js';

const PHARMACY_HOURS = weekly({ SUN: [range('09:00', '18:00')] }, [range('08:00', '21:00')]);

// In California medicines are taxable unless prescribed, while food (formula, water, electrolyte
// drinks) and diabetic testing supplies are exempt.
export const pharmacyStores: SeedStore[] = [
  {
    slug: 'huntington-drive-pharmacy',
    name: 'Huntington Drive Pharmacy',
    category: 'Pharmacy',
    contact: '6265550191',
    owner: 'demo',
    address: {
      street1: '2230',
      street2: 'Huntington Dr',
      city: 'San Marino',
      state: 'CA',
      zipcode: '91108',
    },
    latitude: 34.1223,
    longitude: -118.1163,
    storeHours: PHARMACY_HOURS,
    look: 'storefront',
    productCategories: [
      {
        name: 'Pain & Fever',
        icon: '💊',
        products: [
          {
            name: 'Ibuprofen 200 mg, 100 ct',
            description: 'Relieves headache, muscle aches and fever. Take with food.',
            priceCents: 1199,
            stock: 30,
            emoji: '💊',
          },
          {
            name: 'Acetaminophen 500 mg, 100 ct',
            description: 'Extra-strength pain reliever and fever reducer.',
            priceCents: 1099,
            stock: 28,
            emoji: '💊',
          },
          {
            name: "Children's Fever Reducer, 4 oz",
            description:
              'Grape-flavoured liquid for ages 2 to 11, with a dosing cup. Check the chart before use.',
            priceCents: 999,
            stock: 10,
            emoji: '🍇',
          },
        ],
      },
      {
        name: 'Cold & Flu',
        icon: '🤧',
        products: [
          {
            name: 'Honey Lemon Throat Lozenges',
            description: 'Soothing menthol drops, 30 ct.',
            priceCents: 449,
            stock: 40,
            emoji: '🍯',
          },
          {
            name: 'Nighttime Cold & Flu Relief',
            description: 'Liquid capsules for cough, congestion and aches so you can sleep.',
            priceCents: 1349,
            stock: 0,
            emoji: '🌙',
          },
          {
            name: 'Saline Nasal Spray',
            description: 'Drug-free, gentle enough for daily use.',
            priceCents: 699,
            stock: 20,
            emoji: '💦',
          },
        ],
      },
      {
        name: 'Baby',
        icon: '🍼',
        products: [
          {
            name: 'Infant Formula, 12.4 oz',
            description:
              'Iron-fortified, milk-based formula for babies 0–12 months. Ask our pharmacist about switching brands.',
            priceCents: 2899,
            stock: 8,
            emoji: '🍼',
            isTaxable: false,
          },
          {
            name: 'Diaper Rash Cream',
            description: 'Zinc oxide barrier cream, 4 oz.',
            priceCents: 899,
            stock: 14,
            emoji: '🧴',
          },
          {
            name: 'Baby Wipes, 3 pack',
            description: 'Unscented, hypoallergenic wipes.',
            priceCents: 1099,
            stock: 18,
            emoji: '👶',
          },
        ],
      },
    ],
  },
  {
    slug: 'allen-avenue-apothecary',
    name: 'Allen Avenue Apothecary',
    category: 'Pharmacy',
    contact: '6265550192',
    owner: 'demo',
    address: {
      street1: '1045',
      street2: 'N Allen Ave',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91104',
    },
    latitude: 34.1626,
    longitude: -118.1138,
    storeHours: PHARMACY_HOURS,
    look: 'storefront',
    productCategories: [
      {
        name: 'First Aid',
        icon: '🩹',
        products: [
          {
            name: 'Flexible Fabric Bandages, 30 ct',
            description: 'Assorted sizes that bend with you.',
            priceCents: 599,
            stock: 35,
            emoji: '🩹',
          },
          {
            name: 'Family First Aid Kit',
            description:
              '120 pieces in a zip case: bandages, gauze, antiseptic wipes, tweezers and a cold pack.',
            priceCents: 2499,
            stock: 9,
            emoji: '🧰',
          },
          {
            name: 'Instant Cold Packs, 2 ct',
            description: 'Squeeze to activate; no freezer needed.',
            priceCents: 599,
            stock: 16,
            emoji: '🧊',
          },
        ],
      },
      {
        name: 'Health Monitoring',
        icon: '🩺',
        products: [
          {
            name: 'Digital Thermometer',
            description: 'Reads in 10 seconds, with a fever alert.',
            priceCents: 1299,
            stock: 12,
            emoji: '🌡️',
          },
          {
            name: 'Upper Arm Blood Pressure Monitor',
            description:
              'Clinically validated, stores 120 readings for two users. Our pharmacist can show you how to use it.',
            priceCents: 5999,
            stock: 1,
            emoji: '🩺',
          },
          {
            name: 'Glucose Test Strips, 50 ct',
            description: 'Compatible with the most common meters.',
            priceCents: 3499,
            stock: 14,
            emoji: '🩸',
            isTaxable: false,
          },
          {
            name: 'COVID-19 Antigen Test, 2 pack',
            description: 'Results at home in 15 minutes.',
            priceCents: 1799,
            stock: 0,
            emoji: '🧪',
            isTaxable: false,
          },
        ],
      },
      {
        name: 'Personal Care',
        icon: '🧴',
        products: [
          {
            name: 'Mineral Sunscreen SPF 30',
            description: 'Zinc-based, reef-friendly and fragrance free.',
            priceCents: 1599,
            stock: 11,
            emoji: '☀️',
          },
          {
            name: '24-Hour Allergy Relief, 30 ct',
            description: 'Non-drowsy relief from pollen, dust and pet dander.',
            priceCents: 1899,
            stock: 20,
            emoji: '🤧',
          },
          {
            name: 'Reading Glasses +1.50',
            description: 'Lightweight tortoiseshell frames.',
            priceCents: 1999,
            stock: 6,
            emoji: '👓',
            isHidden: true,
          },
        ],
      },
    ],
  },
  {
    slug: 'arcadia-family-pharmacy',
    name: 'Arcadia Family Pharmacy',
    category: 'Pharmacy',
    contact: '6265550193',
    owner: 'demo',
    address: {
      street1: '612',
      street2: 'W Duarte Rd',
      city: 'Arcadia',
      state: 'CA',
      zipcode: '91007',
    },
    latitude: 34.1278,
    longitude: -118.0552,
    storeHours: PHARMACY_HOURS,
    look: 'storefront',
    productCategories: [
      {
        name: 'Everyday Health',
        icon: '💊',
        products: [
          {
            name: 'Daily Multivitamin, 120 ct',
            description: 'A complete one-a-day formula for adults.',
            priceCents: 1699,
            stock: 22,
            emoji: '💊',
          },
          {
            name: 'Vitamin D3 2000 IU',
            description: 'Softgels for bone and immune support, 90 ct.',
            priceCents: 1099,
            stock: 18,
            emoji: '☀️',
          },
          {
            name: 'Melatonin 3 mg',
            description: 'Drug-free sleep support, 60 gummies.',
            priceCents: 999,
            stock: 25,
            emoji: '🌙',
          },
          {
            name: 'Antacid Chews, 96 ct',
            description: 'Fast relief from heartburn, berry flavour.',
            priceCents: 799,
            stock: 20,
            emoji: '🍓',
          },
        ],
      },
      {
        name: 'Hydration',
        icon: '💧',
        products: [
          {
            name: 'Electrolyte Drink Mix, 16 sticks',
            description:
              'Lemon-lime electrolyte powder for hot days, workouts and recovering from a bug.',
            priceCents: 1999,
            stock: 15,
            emoji: '🍋',
            isTaxable: false,
          },
          {
            name: 'Spring Water, 24 pack',
            description: 'Half-litre bottles; we carry them in for you.',
            priceCents: 699,
            stock: 12,
            emoji: '💧',
            isTaxable: false,
          },
        ],
      },
      {
        name: 'Home & Comfort',
        icon: '🛁',
        products: [
          {
            name: 'Epsom Salt, 3 lb',
            description: 'Unscented magnesium sulfate for a soothing soak.',
            priceCents: 599,
            stock: 14,
            emoji: '🛁',
          },
          {
            name: 'Electric Heating Pad',
            description: 'Three heat settings and auto shut-off.',
            priceCents: 2999,
            stock: 5,
            emoji: '🔥',
          },
          {
            name: 'Hand Sanitizer, 8 oz',
            description: '70% alcohol gel with aloe.',
            priceCents: 499,
            stock: 30,
            emoji: '🧼',
          },
          {
            name: 'KN95 Face Masks, 10 ct',
            description: 'Individually wrapped, comfortable ear loops.',
            priceCents: 1299,
            stock: 20,
            emoji: '😷',
          },
        ],
      },
    ],
  },
];
