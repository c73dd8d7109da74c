import { textOf } from './i18n/catalogue';
import { textIn } from './i18n/text-in';

/** Names of request fields in the current language (`messages.labels`), so a 400 message says which field is wrong. */
const LABELS = textIn('messages', 'labels') as Record<string, string>;

/** A field's problem named by its label, as the current language writes it ("Auteur : …", "صاحب العرض: …"). */
export const labelled = (label: string, message: string) => textOf('messages').labelled(label, message);

/** The label of a field (`expiresAt`, `ids.0`...), or the field's own name when it has none. */
export const fieldLabel = (field: string) => {
  const name = field.split('.')[0];
  return Object.hasOwn(LABELS, name) ? LABELS[name] : field;
};
