/** The 58 wilayas of Algeria, in official code order, with their usual French names. */
export const CITIES = [
  'Adrar',
  'Chlef',
  'Laghouat',
  'Oum El Bouaghi',
  'Batna',
  'Béjaïa',
  'Biskra',
  'Béchar',
  'Blida',
  'Bouira',
  'Tamanrasset',
  'Tébessa',
  'Tlemcen',
  'Tiaret',
  'Tizi Ouzou',
  'Alger',
  'Djelfa',
  'Jijel',
  'Sétif',
  'Saïda',
  'Skikda',
  'Sidi Bel Abbès',
  'Annaba',
  'Guelma',
  'Constantine',
  'Médéa',
  'Mostaganem',
  "M'Sila",
  'Mascara',
  'Ouargla',
  'Oran',
  'El Bayadh',
  'Illizi',
  'Bordj Bou Arréridj',
  'Boumerdès',
  'El Tarf',
  'Tindouf',
  'Tissemsilt',
  'El Oued',
  'Khenchela',
  'Souk Ahras',
  'Tipaza',
  'Mila',
  'Aïn Defla',
  'Naâma',
  'Aïn Témouchent',
  'Ghardaïa',
  'Relizane',
  'Timimoun',
  'Bordj Badji Mokhtar',
  'Ouled Djellal',
  'Béni Abbès',
  'In Salah',
  'In Guezzam',
  'Touggourt',
  'Djanet',
  "El M'Ghair",
  'El Meniaa',
] as const;

export type City = (typeof CITIES)[number];

/** A wilaya's official code, "16" for Alger (its place in CITIES); "" for a name outside the list. */
export function cityCode(city: string) {
  const index = CITIES.indexOf(city as City);
  return index < 0 ? '' : String(index + 1).padStart(2, '0');
}

/** The cities the footer always shows (docs/architecture.md#screens-layout-and-seo). */
export const FOOTER_CITIES: readonly City[] = ['Alger', 'Oran', 'Constantine', 'Tizi Ouzou', 'Béjaïa'];
