import type { DealAlert } from '@shared/api-types';
import { ALERT_KEYWORDS_MAX } from '@shared/limits';
import { alertSchema } from '@shared/schemas/alert';
import { ErrorAlert } from '@web/components/error-alert';
import { SelectField, TextField } from '@web/components/form-field';
import { createAlert } from '@web/lib/alerts';
import { useCategories } from '@web/lib/catalog';
import { useCities } from '@web/lib/cities';
import { frenchPunctuation } from '@web/lib/format';
import { useForm } from '@web/lib/use-form';

const EMPTY = { keywords: '', city: '', category: '' };
const HINT = frenchPunctuation(
  'Un ou plusieurs mots, comme dans la recherche. Par exemple : climatiseur inverter, iPhone 15, billet Oran Paris.',
);

interface Props {
  /** The member already keeps as many alerts as allowed: the form explains instead of sending. */
  full: boolean;
  /** Called with the new alert and the server's confirmation. */
  onCreated: (alert: DealAlert, message: string) => Promise<void> | void;
  /** The form changed or was sent: an earlier confirmation no longer applies. */
  onEdit: () => void;
}

/** Mots-clés, then an optional city and category; checked with the shared schema, then sent. */
export function AlertForm({ full, onCreated, onEdit }: Props) {
  const { list: cities } = useCities();
  const { list: categories } = useCategories();
  const f = useForm(alertSchema, EMPTY);

  const submit = f.onSubmit(async (input) => {
    const { alert, message } = await createAlert(input);
    f.setValues(EMPTY);
    await onCreated(alert, message);
  });

  return (
    <>
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      <form
        ref={f.form}
        className="form alerts-form"
        noValidate
        onChange={onEdit}
        onSubmit={(event) => {
          onEdit();
          void submit(event);
        }}
      >
        <TextField
          label="Mots-clés"
          autoComplete="off"
          maxLength={ALERT_KEYWORDS_MAX}
          hint={HINT}
          {...f.field('keywords')}
        />
        <div className="alerts-form-row">
          <SelectField
            label="Ville (facultatif)"
            options={cities}
            placeholder="Toutes les villes"
            {...f.field('city')}
          />
          <SelectField
            label="Catégorie (facultatif)"
            options={categories}
            placeholder="Toutes les catégories"
            {...f.field('category')}
          />
        </div>
        <div>
          <button type="submit" className="button button-primary" disabled={f.busy || full}>
            {f.busy ? 'Création…' : "Créer l'alerte"}
          </button>
        </div>
      </form>
    </>
  );
}
