/** Example projects: what the team produces for a given idea. No star counts: they would be invented. */
export type ExampleProject = { id: string; title: string; description: string; components: { title: string; description: string }[] };

export const EXAMPLES: ExampleProject[] = [
  {
    id: 'restaurant-management',
    title: 'Restaurant Management App',
    description: 'Reservations, table management and a kitchen display for independent restaurants.',
    components: [
      { title: 'Reservation system', description: 'Online bookings with time slots and party sizes.' },
      { title: 'Table map', description: 'Live floor plan with table status.' },
      { title: 'Kitchen display', description: 'Orders routed to stations in real time.' },
    ],
  },
  {
    id: 'saas-analytics',
    title: 'SaaS Analytics Platform',
    description: 'Revenue and product metrics for subscription businesses in one dashboard.',
    components: [
      { title: 'Revenue dashboard', description: 'MRR, churn and expansion charts.' },
      { title: 'Cohort analysis', description: 'Retention by sign-up month.' },
      { title: 'Data connectors', description: 'Imports from payment providers and databases.' },
    ],
  },
  {
    id: 'ecommerce-marketplace',
    title: 'E-commerce Marketplace',
    description: 'A two-sided marketplace connecting independent makers with buyers.',
    components: [
      { title: 'Seller storefronts', description: 'Each maker manages products and orders.' },
      { title: 'Checkout', description: 'Cart, payments and order confirmation.' },
      { title: 'Reviews', description: 'Ratings and reviews for products and sellers.' },
    ],
  },
  {
    id: 'fitness-app',
    title: 'Mobile Fitness App',
    description: 'Personal workout plans and progress tracking on the phone.',
    components: [
      { title: 'Workout planner', description: 'Plans adapted to goals and equipment.' },
      { title: 'Progress tracking', description: 'Charts of strength and consistency.' },
      { title: 'Reminders', description: 'Notifications that keep streaks alive.' },
    ],
  },
];
