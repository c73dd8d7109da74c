import { FIELD_MSG } from './messages';
import { formatNumber } from './price-format';

// Apart from messages.ts: only the schemas' French map (schemas/zod.ts) reads these, and the
// first screen of Home loads messages.ts (shared/DESIGN.md budgets).

/**
 * What a schema says of a problem it gives no message of its own (shared/schemas/zod.ts installs
 * it for every schema): a body of the wrong shape, a field of the wrong type or length. The HTTP
 * wrapper prefixes the field's label.
 */
export const INPUT_MSG = {
  bodyObject: 'Le corps de la requête doit être un objet JSON',
  bodyList: 'Le corps de la requête doit être une liste JSON',
  bodyShape: "Le corps de la requête n'a pas la forme attendue",
  required: FIELD_MSG.required,
  type: {
    string: 'Ce champ doit être un texte',
    number: 'Ce champ doit être un nombre',
    int: 'Ce champ doit être un nombre entier',
    boolean: 'Ce champ doit valoir true ou false',
    array: 'Ce champ doit être une liste',
    object: 'Ce champ doit être un objet',
  } as Partial<Record<string, string>>,
  invalid: 'Ce champ a une valeur invalide',
  format: "Ce champ n'a pas le format attendu",
  value: "Cette valeur n'est pas autorisée pour ce champ",
  unknownKeys: 'La requête contient des champs inconnus',
  tooLong: (n: number) => `Ce champ ne peut pas dépasser ${formatNumber(n)} caractère${n > 1 ? 's' : ''}`,
  tooShort: (n: number) => `Ce champ doit contenir au moins ${formatNumber(n)} caractère${n > 1 ? 's' : ''}`,
  tooMany: (n: number) => `Ce champ ne peut pas contenir plus de ${formatNumber(n)} élément${n > 1 ? 's' : ''}`,
  tooFew: (n: number) => `Ce champ doit contenir au moins ${formatNumber(n)} élément${n > 1 ? 's' : ''}`,
  tooBig: (n: number, inclusive: boolean) =>
    `Ce champ doit être ${inclusive ? 'inférieur ou égal' : 'inférieur'} à ${formatNumber(n)}`,
  tooSmall: (n: number, inclusive: boolean) =>
    `Ce champ doit être ${inclusive ? 'supérieur ou égal' : 'supérieur'} à ${formatNumber(n)}`,
};
