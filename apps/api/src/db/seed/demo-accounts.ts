/** One demo user per role (issue #2). Phones are E.164; the UI shows them as +1 and 10 digits. */
export const DEMO_ACCOUNTS = [
  {
    role: 'buyer',
    phone: '+16265550101',
    firstName: 'Maya',
    lastName: 'Alvarez',
    email: 'maya.alvarez@example.com',
  },
  {
    role: 'seller',
    phone: '+16265550102',
    firstName: 'Daniel',
    lastName: 'Okafor',
    email: 'daniel.okafor@example.com',
  },
  {
    role: 'driver',
    phone: '+16265550103',
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@example.com',
  },
  {
    role: 'admin',
    phone: '+16265550104',
    firstName: 'Grace',
    lastName: 'Kim',
    email: 'grace.kim@example.com',
  },
  {
    role: 'dataentry',
    phone: '+16265550105',
    firstName: 'Luis',
    lastName: 'Herrera',
    email: 'luis.herrera@example.com',
  },
] as const;
