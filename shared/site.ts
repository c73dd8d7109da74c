/** Facts about the site shown in several places (header, footer, About, Legal, SEO). */
export const SITE = {
  name: 'DzDeals',
  tagline: "Les bons plans d'Algérie, partagés et votés par la communauté.",
  contactEmail: 'contact@dzdeals.dz',
  social: {
    facebook: 'https://www.facebook.com/dzdeals',
    instagram: 'https://www.instagram.com/dzdeals',
    tiktok: 'https://www.tiktok.com/@dzdeals',
  },
  ogImage: '/og-image.png',
} as const;
