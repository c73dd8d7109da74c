import type { DealAlert } from '@shared/api-types';
import { categoryName } from '@shared/i18n/places';
import { ALERT_KEYWORDS_MAX } from '@shared/limits';
import { alertSchema } from '@shared/schemas/alert';
import { ErrorAlert } from '@web/components/error-alert';
import { SelectField, TextField } from '@web/components/form-field';
import { createAlert } from '@web/lib/alerts';
import { useCategories } from '@web/lib/catalog';
import { CityField } from '@web/components/city-field';
import { useCities } from '@web/lib/cities';
import { frenchPunctuation } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { useForm } from '@web/lib/use-form';

const T = uiText('alerts');
const EMPTY = { keywords: '', city: '', category: '' };

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
          label={T.keywords}
          autoComplete="off"
          dir="auto"
          maxLength={ALERT_KEYWORDS_MAX}
          hint={frenchPunctuation(T.keywordsHint)}
          {...f.field('keywords')}
        />
        <div className="alerts-form-row">
          <CityField label={T.cityOptional} cities={cities} placeholder={T.allCities} {...f.field('city')} />
          <SelectField
            label={T.categoryOptional}
            options={categories}
            optionLabel={categoryName}
            placeholder={T.allCategories}
            {...f.field('category')}
          />
        </div>
        <div>
          <button type="submit" className="button button-primary" disabled={f.busy || full}>
            {f.busy ? T.creating : T.create}
          </button>
        </div>
      </form>
    </>
  );
}
